import type {
  ContentTree,
  CsvApplied,
  CsvApplyBody,
  CsvDryRun,
  ContentVersion,
  CopyVariantBody,
  DraftDiff,
  DraftImpact,
  SearchResults,
  StepCheck,
  StepCheckBody,
  StepFiles,
  StepFilesBody,
  TextBody,
  TextRows,
  VariantModulesBody,
} from '../../contracts/content';
import { api, apiUrl } from './client';

/** The content studio's calls (docs/admin-api.md, "content"); every path is under /api/admin/content. */
const content = (path: string) => apiUrl(`/api/admin/content/${path}`);

export type {
  ContentProblems,
  CsvApplied,
  CsvDryRun,
  ModulesConflict,
  ContentTree,
  ContentVersion,
  DraftDiff,
  DraftImpact,
  SearchResults,
  StepCheck,
  StepFiles,
  StepFilesConflict,
  TextConflict,
  TextRow,
  TextRows,
} from '../../contracts/content';

interface Done {
  message: string;
}

/** Where texts come from: a content namespace ('steps/people', 'variants/general') or a variant file's display texts. */
export type TextSource = { namespace: string } | { variant: string };

export const getContentTree = () => api.get(content('tree')).json<ContentTree>();
export const getTexts = (source: TextSource) => api.get(content('texts'), { searchParams: source }).json<TextRows>();
export const searchTexts = (q: string, limit = 50) => api.get(content('search'), { searchParams: { q, limit } }).json<SearchResults>();
/** A 409 (someone saved the text meanwhile) is an HTTPError whose body is a TextConflict. */
export const saveText = (body: TextBody) => api.put(content('texts'), { json: body }).json<Done & { row: TextRows['rows'][number] }>();
export const copyVariant = (variant: string, body: CopyVariantBody) =>
  api.post(content(`variants/${encodeURIComponent(variant)}/copy`), { json: body }).json<Done>();
/** With `base` (the modules as loaded), a 409 is an HTTPError whose body is a ModulesConflict. */
export const setVariantModules = (variant: string, body: VariantModulesBody) =>
  api.put(content(`variants/${encodeURIComponent(variant)}/modules`), { json: body }).json<Done>();
const stepUrl = (module: string, step: string) => content(`steps/${encodeURIComponent(module)}/${encodeURIComponent(step)}`);
export const getStepFiles = (module: string, step: string) => api.get(stepUrl(module, step)).json<StepFiles>();
/** A 409 (the draft's files changed since `base`) is an HTTPError whose body is a StepFilesConflict. */
export const saveStepFiles = (module: string, step: string, body: StepFilesBody) =>
  api.put(stepUrl(module, step), { json: body }).json<StepFiles>();
/** What publishing would find in the step's files as given; stores nothing. */
export const checkStepFiles = (body: StepCheckBody, signal?: AbortSignal) =>
  api.post(content('steps/check'), { json: body, signal }).json<StepCheck>();
export const getDraft = () => api.get(content('draft')).json<DraftDiff>();
/** What publishing the draft would do to members' stored data (counts per changed step). */
export const getDraftImpact = () => api.get(content('draft/impact')).json<DraftImpact>();
export const discardDraft = () => api.delete(content('draft')).json<Done>();
/** A 422 is an HTTPError whose body is ContentProblems. */
export const publishDraft = (note: string) => api.post(content('publish'), { json: { note } }).json<Done & { version: ContentVersion }>();
export const getVersions = () => api.get(content('versions')).json<ContentVersion[]>();
export const restoreVersion = (id: number) => api.post(content(`versions/${id}/restore`)).json<Done & { version: ContentVersion }>();
/** Texts as a CSV file (every text when no source is named): the file's body and the name the server gives it. */
export async function exportTextsCsv(sources: string[]): Promise<{ blob: Blob; filename: string }> {
  const res = await api.get(content('csv'), { searchParams: sources.length ? { sources: sources.join(',') } : {} });
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'texty-obsahu.csv';
  return { blob: await res.blob(), filename };
}
/** What a CSV file would change in the draft; stores nothing. */
export const dryRunTextsCsv = (csv: string) => api.post(content('csv/dry-run'), { json: { csv } }).json<CsvDryRun>();
export const applyTextsCsv = (changes: CsvApplyBody['changes']) => api.post(content('csv/apply'), { json: { changes } }).json<CsvApplied>();
