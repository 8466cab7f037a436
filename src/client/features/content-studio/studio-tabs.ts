import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Braces, FileSpreadsheet, Languages, Layers, Network, Upload, type LucideIcon } from 'lucide-react';

export interface StudioTab {
  /** The tab's value in the address (?tab=…) and its text key (studio:tabs.<id>). */
  id: string;
  icon: LucideIcon;
  Panel: LazyExoticComponent<ComponentType>;
}

/** The studio's tabs, in order: each panel is a chunk of its own, loaded when its tab is first opened. */
export const STUDIO_TABS: StudioTab[] = [
  { id: 'texts', icon: Languages, Panel: lazy(() => import('./texts/TextsPanel')) },
  { id: 'variants', icon: Layers, Panel: lazy(() => import('./variants/VariantsPanel')) },
  { id: 'structure', icon: Network, Panel: lazy(() => import('./structure/StructurePanel')) },
  { id: 'steps', icon: Braces, Panel: lazy(() => import('./steps/StepsPanel')) },
  { id: 'publish', icon: Upload, Panel: lazy(() => import('./publish/PublishPanel')) },
  { id: 'csv', icon: FileSpreadsheet, Panel: lazy(() => import('./csv/CsvPanel')) },
];
