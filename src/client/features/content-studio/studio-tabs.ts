import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FileSpreadsheet, Layers, Upload, type LucideIcon } from 'lucide-react';

export interface StudioTab {
  /** The tab's value in the address (?tab=…) and its text key (studio:tabs.<id>). */
  id: string;
  icon: LucideIcon;
  Panel: LazyExoticComponent<ComponentType>;
}

export const lazyPanel = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** The studio's tabs, in order: each panel is a chunk of its own, loaded when its tab is first opened. */
export const STUDIO_TABS: StudioTab[] = [
  { id: 'variants', icon: Layers, Panel: lazyPanel(() => import('./variants/VariantsPanel')) },
  { id: 'publish', icon: Upload, Panel: lazyPanel(() => import('./publish/PublishPanel')) },
  { id: 'csv', icon: FileSpreadsheet, Panel: lazyPanel(() => import('./csv/CsvPanel')) },
];
