import {
  BarChart3,
  ClipboardCheck,
  Compass,
  Eye,
  Flag,
  Footprints,
  Gauge,
  Hand,
  Heart,
  ListOrdered,
  Map as MapIcon,
  MessageSquare,
  Presentation,
  Rocket,
  Shield,
  Sparkles,
  Target,
  TrendingUp,
  UserCheck,
  Users,
  Workflow,
  Circle,
  type LucideIcon,
} from 'lucide-react';

/** The icon names content authors may use in variant files (lucide names); anything else draws a circle. */
const ICONS: Record<string, LucideIcon> = {
  'bar-chart': BarChart3,
  'clipboard-check': ClipboardCheck,
  compass: Compass,
  eye: Eye,
  flag: Flag,
  footprints: Footprints,
  gauge: Gauge,
  hand: Hand,
  heart: Heart,
  'list-ordered': ListOrdered,
  map: MapIcon,
  'message-square': MessageSquare,
  presentation: Presentation,
  rocket: Rocket,
  shield: Shield,
  sparkles: Sparkles,
  target: Target,
  'trending-up': TrendingUp,
  'user-check': UserCheck,
  users: Users,
  workflow: Workflow,
};

/** The icon names an author may choose from in the studio. */
export const MODULE_ICON_NAMES = Object.keys(ICONS);

export function ModuleIcon({ name, size = 24 }: { name?: string; size?: number }) {
  const Icon = (name && ICONS[name]) || Circle;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
