import type { JsonSchema } from '../steps/types.js';
import type { FieldKind } from './types.js';

/** The kinds an author adds: at the top level all of them, as a column of a list's rows the simple ones. */
export const ADDABLE_KINDS = [
  'shortText',
  'longText',
  'number',
  'choiceRadio',
  'choiceSelect',
  'yesNo',
  'slider',
  'rows',
  'table',
  'toggleList',
  'reading',
] as const satisfies readonly FieldKind[];
export type AddableKind = (typeof ADDABLE_KINDS)[number];
export const COLUMN_KINDS: readonly AddableKind[] = ['shortText', 'longText', 'number', 'choiceRadio', 'choiceSelect', 'yesNo', 'slider'];

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const LIST_MAX_ITEMS = 20;

export interface KindStart {
  schema: JsonSchema;
  ui: JsonSchema;
  /** A list of rows: the server gives them ids (an `ids` rule), so other steps can build on them. */
  rows?: boolean;
}

const rowsOf = (layout?: 'row'): KindStart => ({
  schema: {
    type: 'array',
    maxItems: LIST_MAX_ITEMS,
    items: { type: 'object', additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 } } },
  },
  ui: { items: { ...(layout ? { 'ui:options': { layout } } : {}), id: { 'ui:widget': 'hidden' } } },
  rows: true,
});

/**
 * What a new field of each kind starts as (step-schemas/README.md): texts with a `maxLength`,
 * numbers and choices that may be `null` (not answered yet), a slider 0-9, lists with `maxItems`
 * and a hidden row id. Choices start without any: the author adds them with their labels.
 */
export function kindStart(kind: AddableKind): KindStart {
  switch (kind) {
    case 'shortText':
      return { schema: { type: 'string', maxLength: SHORT_TEXT_MAX }, ui: { 'ui:widget': 'TextWidget' } };
    case 'longText':
      return { schema: { type: 'string', maxLength: LONG_TEXT_MAX }, ui: { 'ui:widget': 'AutogrowTextareaWidget' } };
    case 'number':
      return { schema: { type: ['integer', 'null'], minimum: 1, maximum: 5 }, ui: { 'ui:widget': 'NumberWidget' } };
    case 'choiceRadio':
      return { schema: { type: ['string', 'null'], enum: [null] }, ui: { 'ui:widget': 'ChoiceWidget', 'ui:options': { labels: {} } } };
    case 'choiceSelect':
      return {
        schema: { type: ['string', 'null'], enum: [null] },
        ui: { 'ui:widget': 'ChoiceWidget', 'ui:options': { display: 'select', labels: {} } },
      };
    case 'yesNo':
      return { schema: { type: ['boolean', 'null'] }, ui: { 'ui:widget': 'YesNoWidget' } };
    case 'slider':
      return { schema: { type: ['integer', 'null'], minimum: 0, maximum: 9 }, ui: { 'ui:widget': 'RatingSliderWidget' } };
    case 'rows':
      return rowsOf();
    case 'table':
      return rowsOf('row');
    case 'toggleList':
      return {
        schema: {
          type: 'array',
          maxItems: LIST_MAX_ITEMS,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'is_selected'],
            properties: {
              id: { type: 'integer', minimum: 1 },
              name: { type: 'string', maxLength: SHORT_TEXT_MAX },
              is_selected: { type: 'boolean' },
              is_custom: { type: 'boolean' },
              original_name: { type: ['string', 'null'], maxLength: SHORT_TEXT_MAX },
            },
          },
        },
        ui: { 'ui:field': 'ToggleListField' },
      };
    case 'reading':
      return { schema: { type: 'null' }, ui: {} };
  }
}
