import type { UiSchema } from '@rjsf/utils';

/** A list whose rows are laid out as a table: its items' ui:options.layout is "row". */
export const isTableList = (listUi: UiSchema | undefined) =>
  ((listUi?.items as UiSchema | undefined)?.['ui:options'] as { layout?: unknown } | undefined)?.layout === 'row';

/** The slot at the end of every table row (and its header) for the remove button. */
export const TABLE_ACTION_WIDTH = '8';
