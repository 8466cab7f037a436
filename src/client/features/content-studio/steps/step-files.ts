import type { StepFiles } from '../../../api/content';
import { jsonText, parseJsonText, type ParsedJson } from './json-text';

export const STEP_FILE_KINDS = ['schema', 'ui', 'rules'] as const;
export type StepFileKind = (typeof STEP_FILE_KINDS)[number];
export type Loaded = StepFiles['files'];
export type Texts = Record<StepFileKind, string>;

export const textsOf = (files: Loaded): Texts => ({ schema: jsonText(files.schema), ui: jsonText(files.ui), rules: jsonText(files.rules) });

/** The files a step may lack: a reading step has rules only. */
const OPTIONAL: readonly StepFileKind[] = ['schema', 'ui'];

/** The step's files as the editors hold them: a schema and a UI schema may be absent (null). */
export type ParsedFiles = Record<StepFileKind, Record<string, unknown> | null> & { rules: Record<string, unknown> };

/**
 * The three texts parsed; `files` only when each is a JSON object, or (the schema and the UI
 * schema) empty: the step has no such file, as a reading step has none.
 */
export function parseAll(texts: Texts): { parsed: Record<StepFileKind, ParsedJson>; files: ParsedFiles | null } {
  const parse = (kind: StepFileKind): ParsedJson =>
    OPTIONAL.includes(kind) && !texts[kind].trim() ? { ok: true, value: null } : parseJsonText(texts[kind]);
  const parsed = { schema: parse('schema'), ui: parse('ui'), rules: parseJsonText(texts.rules) };
  const { schema, ui, rules } = parsed;
  return {
    parsed,
    files: schema.ok && ui.ok && rules.ok && rules.value ? { schema: schema.value, ui: ui.value, rules: rules.value } : null,
  };
}

/** The file a problem of the check is about, as the editors name it. */
export const kindOfPath = (path: string): StepFileKind | undefined => STEP_FILE_KINDS.find((k) => path.endsWith(`.${k}.json`));
