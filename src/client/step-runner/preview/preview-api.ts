import type { PreviewCheckBody, PreviewMessages, PreviewStep } from '../../../contracts/admin';
import type { PreviewData, PreviewDataBody, PreviewMembers, PreviewSource } from '../../../contracts/preview';
import { api, apiUrl, HTTPError } from '../../api/client';
import { showDraftTexts } from '../../i18n';
import type { StepModule } from '../step-module';

const preview = (path: string) => apiUrl(`/api/admin/preview/${path}`);

/**
 * A step as the draft has it now: the server makes its module, which the browser imports from the
 * app's own origin (the CSP forbids compiling here), and its texts and the variant's replace the
 * published ones in this tab. null when the step has no definition yet.
 */
export async function loadPreviewStep(module: string, step: string, variant: string): Promise<StepModule | null> {
  let answer: PreviewStep;
  try {
    const searchParams = variant ? { variant } : undefined;
    answer = await api.get(preview(`steps/${module}/${step}`), { searchParams }).json<PreviewStep>();
  } catch (err) {
    if (err instanceof HTTPError && err.response.status === 404) return null;
    throw err;
  }
  const loaded = (await import(/* @vite-ignore */ apiUrl(answer.module_url))) as StepModule;
  showDraftTexts(answer.texts);
  return loaded;
}

/** Where the steps a previewed step reads take their data from: sample data, or a member's (read only). */
export interface PreviewSourceChoice {
  source: PreviewSource;
  /** The member, with source 'member'; none picked yet: undefined. */
  userId?: number;
  variant: string;
}

const sourceBody = (choice: PreviewSourceChoice) =>
  choice.source === 'member' ? { source: choice.source, user_id: choice.userId, variant: choice.variant } : { source: choice.source };

/** Every completion message in order, as the server's validators and texts judge the data now, against the chosen sources. */
export async function checkPreviewStep(
  module: string,
  step: string,
  data: Record<string, unknown>,
  choice?: PreviewSourceChoice,
): Promise<string[]> {
  const body: PreviewCheckBody = { module, step, data, ...(choice && sourceBody(choice)) };
  const { messages } = await api.post(preview('check'), { json: body }).json<PreviewMessages>();
  return messages.map((m) => m.message);
}

/** The step's data as a member's read computes it from the chosen sources (`data`: what the author has typed, kept). */
export function loadPreviewData(module: string, step: string, choice: PreviewSourceChoice, data?: Record<string, unknown>) {
  const body: PreviewDataBody = { module, step, ...sourceBody(choice), ...(data && { data }) };
  return api.post(preview('data'), { json: body }).json<PreviewData>();
}

/** The members of a variant an author may preview with. */
export async function loadPreviewMembers(variant: string): Promise<PreviewMembers['members']> {
  return (await api.get(preview('members'), { searchParams: { variant } }).json<PreviewMembers>()).members;
}
