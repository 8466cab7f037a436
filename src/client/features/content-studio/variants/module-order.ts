/** A variant's module as the studio edits it: its name and its two switches. */
export interface ModuleSwitches {
  module_name: string;
  enabled: boolean;
  admin_selectable: boolean;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

export const sameModules = (a: readonly ModuleSwitches[], b: readonly ModuleSwitches[]) =>
  a.length === b.length &&
  a.every((m, i) => m.module_name === b[i]!.module_name && m.enabled === b[i]!.enabled && m.admin_selectable === b[i]!.admin_selectable);
