import type { StepFiles } from '../../../api/content';
import { jsonText, parseJsonText, type ParsedJson } from './json-text';

export const STEP_FILE_KINDS = ['schema', 'ui', 'rules'] as const;
export type StepFileKind = (typeof STEP_FILE_KINDS)[number];
export type Loaded = StepFiles['files'];
export type Texts = Record<StepFileKind, string>;

export const textsOf = (files: Loaded): Texts => ({ schema: jsonText(files.schema), ui: jsonText(files.ui), rules: jsonText(files.rules) });

/** The three texts parsed; `files` only when every one is a JSON object. */
export function parseAll(texts: Texts): {
  parsed: Record<StepFileKind, ParsedJson>;
  files: Record<StepFileKind, Record<string, unknown>> | null;
} {
  const parsed = { schema: parseJsonText(texts.schema), ui: parseJsonText(texts.ui), rules: parseJsonText(texts.rules) };
  const { schema, ui, rules } = parsed;
  return { parsed, files: schema.ok && ui.ok && rules.ok ? { schema: schema.value, ui: ui.value, rules: rules.value } : null };
}

/** The file a problem of the check is about, as the editors name it. */
export const kindOfPath = (path: string): StepFileKind | undefined => STEP_FILE_KINDS.find((k) => path.endsWith(`.${k}.json`));
