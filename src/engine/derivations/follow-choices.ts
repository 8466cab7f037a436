import type { OptionSource } from '../steps/types.js';
import { isRow, sameName, sourceRows } from './shared.js';
import type { DeriveRule } from './types.js';

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

/**
 * The derive rules that link the choices of each option source with a `ref` (rules.optionSources):
 * a target `/<list>/*\/<field>` choosing from `/<source list>/*\/<text>` becomes followChoices on
 * `/<list>`. They run before the step's own derive rules, so those read the linked choices.
 */
export function choiceLinkRules(sources: readonly OptionSource[] | undefined): DeriveRule[] {
  return (sources ?? []).flatMap((source) => {
    const target = /^\/([^/*]+)\/\*\/([^/*]+)$/.exec(source.target);
    const values = /^(\/[^*]+)\/\*\/([^/*]+)$/.exec(source.values);
    if (!source.ref || !target || !values) return [];
    return [
      {
        target: `/${target[1]!}`,
        derivation: 'followChoices',
        inputs: { choices: { step: source.step, at: values[1]! } },
        options: { field: target[2]!, ref: source.ref, text: values[2]! },
      },
    ];
  });
}
