import type { PreviewCheckBody, PreviewMessages, PreviewStep } from '../../../contracts/admin';
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

/** Every completion message in order, as the server's validators and texts judge the data now. */
export async function checkPreviewStep(module: string, step: string, data: Record<string, unknown>): Promise<string[]> {
  const body: PreviewCheckBody = { module, step, data };
  const { messages } = await api.post(preview('check'), { json: body }).json<PreviewMessages>();
  return messages.map((m) => m.message);
}
