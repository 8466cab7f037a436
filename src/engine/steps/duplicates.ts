import type { SchemaCheck } from './conditions.js';
import { countErrors } from './counts.js';
import { dataErrors, type RawSchemaError } from './data-errors.js';
import { valuesAt } from './pointers.js';
import type { DataError, StepRules } from './types.js';

/** A text as people read it when they compare names: trimmed, case ignored (Czech rules). */
export const comparableText = (text: string) => text.trim().toLocaleLowerCase('cs');

/**
 * Texts that must differ from each other, compared as people read them (trimmed, ignoring case):
 * for each pointer pattern of rules.unique ("/roles/*\/position"), every value that repeats an
 * earlier one is an error with the keyword `unique` and the repeated text as `value`, which the
 * message may show ('Duplicitní hodnota: {{value}}'). Blank values repeat nothing.
 */
export function duplicateErrors(data: unknown, patterns: readonly string[] | undefined): DataError[] {
  const out: DataError[] = [];
  for (const pattern of patterns ?? []) {
    const seen = new Set<string>();
    for (const found of valuesAt(data, pattern)) {
      if (typeof found.value !== 'string' || !found.value.trim()) continue;
      const key = comparableText(found.value);
      if (seen.has(key)) out.push({ path: found.pointer, keyword: 'unique', params: { value: found.value.trim() } });
      seen.add(key);
    }
  }
  return out;
}

/** A full-schema validator as both ajv flavours give it: the server's compiled one, the browser's precompiled one. */
export type FullValidator = ((data: unknown) => boolean) & { errors?: readonly RawSchemaError[] | null };

/** Everything completion refuses in the data: the full schema's errors, repeated texts (rules.unique), then counts (rules.counts). */
export function completionErrors(
  full: FullValidator | undefined,
  data: unknown,
  rules: Pick<StepRules, 'unique' | 'counts'>,
  check: SchemaCheck,
): DataError[] {
  const schemaErrors = full && !full(data) ? dataErrors(full.errors) : [];
  return [...schemaErrors, ...duplicateErrors(data, rules.unique), ...countErrors(data, rules.counts, check)];
}
