import type { ContentTree } from '../../../api/content';

export interface CsvSourceGroup {
  /** The variant's display name, or null for the steps' texts every variant shares. */
  variant: { variant_name: string; display_name: string } | null;
  sources: string[];
}

/**
 * The text sources the tree names, grouped as an author thinks of them: per variant its file
 * ('variant:<name>') and its namespace ('variants/<name>'), then the steps' namespaces once.
 */
export function csvSourceGroups(tree: ContentTree): CsvSourceGroup[] {
  const steps = new Set<string>();
  const groups: CsvSourceGroup[] = tree.variants.map((v) => {
    for (const m of v.modules) for (const s of m.steps) for (const ns of s.texts) steps.add(ns);
    return { variant: v, sources: [`variant:${v.variant_name}`, ...(v.texts ? [v.texts] : [])] };
  });
  return [...groups, { variant: null, sources: [...steps].filter((s) => s.startsWith('steps/')).sort() }];
}
