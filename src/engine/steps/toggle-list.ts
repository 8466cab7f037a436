/**
 * A toggle list (team values): rows the member switches on or off, predefined ones and ones the
 * member adds. Which properties hold what is the UI schema's choice; a predefined row keeps its
 * predefined name under `original`, so a renamed one is known to be the member's own.
 */
export interface ToggleListKeys {
  name: string;
  selected: string;
  custom: string;
  original: string;
}

type Row = Record<string, unknown>;

/** The property names from ui:options (nameKey, selectedKey, customKey, originalKey), or the defaults. */
export function toggleListKeys(options: Record<string, unknown>): ToggleListKeys {
  const key = (option: string, fallback: string) => (typeof options[option] === 'string' ? (options[option] as string) : fallback);
  return {
    name: key('nameKey', 'name'),
    selected: key('selectedKey', 'is_selected'),
    custom: key('customKey', 'is_custom'),
    original: key('originalKey', 'original_name'),
  };
}

/** A row the member added (it has no predefined name): only these can be removed. */
export const isAddedRow = (row: Row, keys: ToggleListKeys) => typeof row[keys.original] !== 'string';

export const selectedCount = (rows: readonly Row[], keys: ToggleListKeys) => rows.filter((r) => r[keys.selected] === true).length;

/** Whether one more row may be switched on under `maxSelected`. */
export const canSelectMore = (rows: readonly Row[], keys: ToggleListKeys, maxSelected?: number) =>
  maxSelected === undefined || selectedCount(rows, keys) < maxSelected;

/** A renamed row: a predefined row is the member's own (custom) while its name differs from the predefined one. */
export function renamed(row: Row, name: string, keys: ToggleListKeys): Row {
  const original = row[keys.original];
  return { ...row, [keys.name]: name, [keys.custom]: typeof original === 'string' ? name.trim() !== original.trim() : true };
}

/** A new row of the member's own, switched on while the limit allows. */
export function addedRow(rows: readonly Row[], keys: ToggleListKeys, maxSelected?: number): Row {
  return { [keys.name]: '', [keys.selected]: canSelectMore(rows, keys, maxSelected), [keys.custom]: true };
}

/** The rows after the member left row `index`: an added row left without a name is dropped. */
export function withoutBlankAdded(rows: readonly Row[], index: number, keys: ToggleListKeys): Row[] {
  const row = rows[index];
  const blank = row !== undefined && isAddedRow(row, keys) && String(row[keys.name] ?? '').trim() === '';
  return blank ? rows.filter((_, i) => i !== index) : [...rows];
}
