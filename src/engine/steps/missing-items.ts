import type { JsonSchema } from './types.js';

/** The row of a list a missing field belongs to, named as the page names it. */
export interface MissingRow {
  /** The row's own texts (ui:options.rowName, else badgeField): 'Jana Nováková', 'Spolupráce'. */
  texts: string[];
  /** The list's numbered label (ui:options.itemLabel, a text key taking {{n}}) for a row without texts. */
  labelKey?: string;
  /** 1-based number of the row in its list. */
  n: number;
}

/** One field still to fill, named by its row (if in a list) and its own title, for a list of links to it. */
export interface MissingItem {
  /** JSON pointer of the field in the data ('/outlook_data/1/contribution'). */
  path: string;
  /** The innermost list row holding the field. */
  row?: MissingRow;
  /** The field's title: its ui:title (a text key), else the schema property name. */
  fieldKey: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The texts that name a row: the fields ui:options.rowName lists (else its badgeField), those filled. */
function rowTexts(options: Record<string, unknown>, row: unknown): string[] {
  const names = Array.isArray(options.rowName) ? options.rowName : typeof options.badgeField === 'string' ? [options.badgeField] : [];
  if (!isObject(row)) return [];
  return names.flatMap((name) => {
    const value = typeof name === 'string' ? row[name] : undefined;
    return typeof value === 'string' && value.trim() ? [value.trim()] : [];
  });
}

const indicesOf = (segments: readonly string[]) => segments.filter((s) => /^\d+$/.test(s)).map(Number);

/**
 * What is still missing, one item per field, from the JSON pointers the completion check names
 * (the browser's own check, or the server's 422 `missing`): each with its row's name and the
 * field's title from the step's UI schema, so a long form can list 'Jana Nováková – Přínos pro
 * tým' instead of one message for all rows. Items keep the data's order (rows in order); a pointer
 * that names no field (the list itself) is left out, and each pointer appears once.
 */
export function missingItems(paths: readonly string[], data: unknown, ui: JsonSchema): MissingItem[] {
  const out: Array<{ item: MissingItem; at: number[] }> = [];
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path) || !path.startsWith('/')) continue;
    seen.add(path);
    const segments = path.slice(1).split('/').map(decode);
    let uiNode: unknown = ui;
    let value: unknown = data;
    let row: MissingRow | undefined;
    let fieldKey: string | undefined;
    let parent: unknown;
    for (const segment of segments) {
      parent = uiNode;
      const index = /^\d+$/.test(segment) && Array.isArray(value) ? Number(segment) : undefined;
      if (index !== undefined) {
        const options = isObject(uiNode) && isObject(uiNode['ui:options']) ? uiNode['ui:options'] : {};
        value = (value as unknown[])[index];
        row = {
          texts: rowTexts(options, value),
          n: index + 1,
          ...(typeof options.itemLabel === 'string' ? { labelKey: options.itemLabel } : {}),
        };
        uiNode = isObject(uiNode) ? uiNode.items : undefined;
        fieldKey = undefined;
      } else {
        value = isObject(value) ? value[segment] : undefined;
        uiNode = isObject(uiNode) ? uiNode[segment] : undefined;
        fieldKey = isObject(uiNode) && typeof uiNode['ui:title'] === 'string' ? uiNode['ui:title'] : segment;
      }
    }
    // A list's own pointer (no rows yet) or a row as a whole names no field to go to.
    const last = segments[segments.length - 1] ?? '';
    if (!fieldKey || /^\d+$/.test(last) || Array.isArray(value) || (isObject(uiNode) && 'items' in uiNode)) continue;
    const order = isObject(parent) && Array.isArray(parent['ui:order']) ? parent['ui:order'].indexOf(last) : -1;
    out.push({
      item: { path, fieldKey, ...(row ? { row } : {}) },
      at: [...indicesOf(segments), order < 0 ? Number.MAX_SAFE_INTEGER : order],
    });
  }
  // Rows in the data's order; within a row, the fields in the order the page shows them (ui:order).
  return out
    .map((entry, i) => ({ ...entry, i }))
    .sort((a, b) => {
      for (let k = 0; k < Math.min(a.at.length, b.at.length); k++) if (a.at[k] !== b.at[k]) return a.at[k]! - b.at[k]!;
      return a.i - b.i;
    })
    .map(({ item }) => item);
}
