import type {
  ContentTree,
  ContentVersion,
  CopyVariantBody,
  DraftDiff,
  SearchResults,
  TextBody,
  TextRows,
  VariantModulesBody,
} from '../../contracts/content';
import { api, apiUrl } from './client';

/** The content studio's calls (docs/admin-api.md, "content"); every path is under /api/admin/content. */
const content = (path: string) => apiUrl(`/api/admin/content/${path}`);

export type {
  ContentProblems,
  ContentTree,
  ContentVersion,
  DraftDiff,
  SearchResults,
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
export const setVariantModules = (variant: string, body: VariantModulesBody) =>
  api.put(content(`variants/${encodeURIComponent(variant)}/modules`), { json: body }).json<Done>();
export const getDraft = () => api.get(content('draft')).json<DraftDiff>();
export const discardDraft = () => api.delete(content('draft')).json<Done>();
/** A 422 is an HTTPError whose body is ContentProblems. */
export const publishDraft = (note: string) => api.post(content('publish'), { json: { note } }).json<Done & { version: ContentVersion }>();
export const getVersions = () => api.get(content('versions')).json<ContentVersion[]>();
export const restoreVersion = (id: number) => api.post(content(`versions/${id}/restore`)).json<Done & { version: ContentVersion }>();
