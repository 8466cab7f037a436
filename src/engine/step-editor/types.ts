import type { JsonSchema, StepRules } from '../steps/types.js';

/**
 * The step editor (issue 33) changes a step's three files as the JSON view would, one small pure
 * operation at a time: the files stay the one truth, so the JSON view, `npm run validate` and the
 * server read what the editor wrote, and whatever the editor does not know stays untouched.
 */
export interface StepFiles {
  /** The data shape; absent for a reading step (rules only). */
  schema?: JsonSchema;
  ui?: JsonSchema;
  rules: StepRules;
}

/** Texts by language and full key ('steps/procesy:map.owner.label'): the step's own, as the draft has them, with the editor's changes over them. */
export interface EditorTexts {
  cs: Record<string, string>;
  en: Record<string, string>;
}

/** What the editor holds for one step; every operation takes one and returns the next. */
export interface EditorState {
  module: string;
  step: string;
  files: StepFiles;
  texts: EditorTexts;
}

/**
 * The kinds an author picks from, each drawn by one of the engine's widgets or fields
 * (src/engine/steps/widget-names.ts). 'other' is what the editor does not recognise: it is shown,
 * can be moved and removed, and is edited in the JSON view.
 */
export const FIELD_KINDS = [
  'shortText',
  'longText',
  'number',
  'choiceRadio',
  'choiceSelect',
  'yesNo',
  'slider',
  'stepChoice',
  'rows',
  'table',
  'toggleList',
  'cards',
  'reading',
  'value',
  'other',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A field: a property of the step's data, or a column of a list's rows. */
export interface EditorField {
  /** Its pointer pattern: '/goal', '/processes/*\/owner' (a `*` for every row). */
  pointer: string;
  /** The property's name, the pointer's last segment. */
  name: string;
  kind: FieldKind;
  /** The list's pointer ('/processes') for a column of its rows. */
  list?: string;
}

/** One editing operation. */
export type EditorChange = (state: EditorState) => EditorState;

/** What a panel of the field editor is given (src/client/features/content-studio/editor/field-panels.ts). */
export interface FieldPanelProps {
  state: EditorState;
  field: EditorField;
  onChange: (next: EditorState) => void;
  /** The check's problems at this field's places, in the author's words. */
  problems: string[];
}
