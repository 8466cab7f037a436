import { useEffect, useState } from 'react';
import { getVariantDetails } from '../../api/admin';

export interface SelectableModule {
  module_name: string;
  display_name: string;
}

/** undefined while loading (or with no variant chosen), null when the details could not be read. */
type Modules = SelectableModule[] | null | undefined;

const cache = new Map<string, Promise<SelectableModule[]>>();

/**
 * The modules of a variant that an administrator grants one by one (admin_selectable), read
 * from the variant's definition, so a module added to a variant file is offered without a code change.
 */
export function useSelectableModules(variantName: string): Modules {
  const [modules, setModules] = useState<Modules>(undefined);
  useEffect(() => {
    setModules(undefined);
    if (!variantName) return;
    let current = true;
    let load = cache.get(variantName);
    if (!load) {
      load = getVariantDetails(variantName).then((d) => d.modules.filter((m) => m.admin_selectable));
      load.catch(() => cache.delete(variantName));
      cache.set(variantName, load);
    }
    load.then(
      (m) => current && setModules(m),
      () => current && setModules(null),
    );
    return () => {
      current = false;
    };
  }, [variantName]);
  return modules;
}

/**
 * The display names of modules, as the variant names them ('Lidé' for people), in the given
 * order; a module the variant does not list by that name keeps its own name.
 */
export function moduleDisplayNames(names: readonly string[], modules: readonly SelectableModule[]): string[] {
  return names.map((name) => modules.find((m) => m.module_name === name)?.display_name ?? name);
}
