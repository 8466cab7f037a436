import { isRow, sameName, sourceRows } from './shared.js';

/**
 * The rows of this step's list with a choice taken from another step's list (rules.optionSources:
 * a member's position, chosen from the roles) linked to the chosen row by its id, so a renamed
 * source row renames the choice instead of leaving a choice nobody can make. Per row, the text at
 * `options.field`: when it names a source row, the row takes that row's id at `options.ref`
 * (a new choice wins); when it names none but `ref` holds the id of a source row, the text becomes
 * that row's text (the source was renamed); otherwise the row is left as it is (a choice whose
 * source is gone: completion names it). `inputs.choices` are the source rows, their text at
 * `options.text` (default: the same name as `field`), their id at `id`.
 */
export function followChoices(inputs: Record<string, unknown>, current: unknown, options: Record<string, unknown>): unknown {
  const field = typeof options.field === 'string' ? options.field : undefined;
  const ref = typeof options.ref === 'string' ? options.ref : undefined;
  if (!field || !ref || !Array.isArray(current)) return current;
  const choices = sourceRows(inputs.choices, typeof options.text === 'string' ? options.text : field, 'id');
  return current.map((row: unknown) => {
    if (!isRow(row)) return row;
    const chosen = typeof row[field] === 'string' ? choices.find((c) => sameName(c.text, row[field])) : undefined;
    if (chosen?.id !== undefined) return row[ref] === chosen.id ? row : { ...row, [ref]: chosen.id };
    const linked = Number.isInteger(row[ref]) ? choices.find((c) => c.id === row[ref]) : undefined;
    return linked ? { ...row, [field]: linked.text } : row;
  });
}

