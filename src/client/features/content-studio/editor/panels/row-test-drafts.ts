import type { RowTest } from '../../../../../engine/step-editor/derive-ops';
import type { ListColumn } from '../../../../../engine/step-editor/source-lists';

/** The tests an author picks for a derived list's rows, in the order offered. */
export const TESTS: ReadonlyArray<RowTest['test']> = ['filled', 'equals', 'atMost', 'atLeast'];

/** A test as the author is writing it: the value as typed; `id` keeps each row's inputs its own when one above is removed. */
export interface TestDraft {
  id: number;
  field: string;
  test: RowTest['test'];
  value: string;
}

let lastDraftId = 0;
export const newDraft = (field: string, test: RowTest['test'], value: string): TestDraft => ({ id: ++lastDraftId, field, test, value });
export const draftOf = (test: RowTest): TestDraft => newDraft(test.field, test.test, 'value' in test ? String(test.value) : '');

/** The JSON types a column's values may have. */
export const columnTypes = (column: ListColumn | undefined) => {
  const type = column?.schema.type;
  return Array.isArray(type) ? type : [type];
};

/** The test with its value as the column holds it (a number, yes or no, a text); undefined while the value cannot be one. */
export function testOf(draft: TestDraft, column: ListColumn | undefined): RowTest | undefined {
  if (!column) return undefined;
  if (draft.test === 'filled') return { field: draft.field, test: 'filled' };
  const types = columnTypes(column);
  const number = draft.value.trim() === '' ? Number.NaN : Number(draft.value.replace(',', '.'));
  if (draft.test === 'atMost' || draft.test === 'atLeast')
    return Number.isFinite(number) ? { field: draft.field, test: draft.test, value: number } : undefined;
  if (types.includes('boolean'))
    return draft.value === 'true' || draft.value === 'false'
      ? { field: draft.field, test: 'equals', value: draft.value === 'true' }
      : undefined;
  if (types.includes('integer') || types.includes('number'))
    return Number.isFinite(number) ? { field: draft.field, test: 'equals', value: number } : undefined;
  return draft.value.trim() ? { field: draft.field, test: 'equals', value: draft.value.trim() } : undefined;
}
