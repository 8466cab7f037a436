import { isContentNamespace, type ContentFiles } from '../../content/content-set.js';
import type { JsonSchema, StepDefinition, StepRules } from '../../engine/steps/index.js';
import { applyDraft, draftRows, latestVersionId, loadVersion } from './store.js';
import type { ContentVersion } from './holder.js';
import type { Db } from '../db/open.js';

/** The draft as the step preview shows it: the published files with the authors' draft files over them. */
export interface DraftContent {
  files: ContentFiles;
  /** Every Czech namespace: the release's app texts and the draft's content texts. */
  texts: ReadonlyMap<string, unknown>;
}

/**
 * Reads the draft rows, over the version in use when it is the published one (no need to read
 * and parse the whole set again), else over the published one read now (a publication this
 * process has not swapped to yet).
 */
export async function draftContent(db: Db, current: ContentVersion): Promise<DraftContent> {
  const [published, rows] = await Promise.all([latestVersionId(db), draftRows(db)]);
  const base = published === current.id ? current.files : ((await loadVersion(db, published))?.files ?? current.files);
  const files = applyDraft(base, rows);
  const texts = new Map([...current.texts].filter(([ns]) => !isContentNamespace(ns)));
  const prefix = 'locales/cs/';
  for (const [p, body] of Object.entries(files)) if (p.startsWith(prefix)) texts.set(p.slice(prefix.length, -'.json'.length), body);
  return { files, texts };
}

/** A step's definition as the files have it (undefined: no rules file, no step). */
export function stepDefinitionOf(files: ContentFiles, module: string, step: string): StepDefinition | undefined {
  const file = (kind: string) => files[`step-schemas/${module}/${step}.${kind}.json`];
  const rules = file('rules') as StepRules | undefined;
  if (!rules) return undefined;
  return { module, step, rules, schema: file('schema') as JsonSchema | undefined, ui: file('ui') as JsonSchema | undefined };
}
