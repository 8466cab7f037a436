import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Languages } from 'lucide-react';

export interface StudioTab {
  /** The tab's value in the address (?tab=…) and its text key (studio:tabs.<id>). */
  id: string;
  icon: LucideIcon;
  Panel: LazyExoticComponent<ComponentType>;
}

/** The studio's tabs, in order: each panel is a chunk of its own, loaded when its tab is first opened. */
export const STUDIO_TABS: StudioTab[] = [{ id: 'texts', icon: Languages, Panel: lazy(() => import('./texts/TextsPanel')) }];

export const lazyPanel = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
