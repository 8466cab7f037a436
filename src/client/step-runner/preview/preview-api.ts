import i18next from 'i18next';
import { api, apiUrl, HTTPError } from '../../api/client';
import type { StepModule } from '../step-module';

interface PreviewStepAnswer {
  /** The step's module (definition and precompiled validators), made from its files at import time. */
  module_url: string;
  /** The current Czech texts of the namespaces the step uses. */
  texts: Record<string, Record<string, unknown>>;
}

const preview = (path: string) => apiUrl(`/api/admin/preview/${path}`);

/**
 * A step as its files are on disk now: the server makes its module, which the browser imports
 * from the app's own origin (the CSP forbids compiling here), and its texts replace the bundled
 * ones in this tab. null when the step has no definition yet.
 */
export async function loadPreviewStep(module: string, step: string): Promise<StepModule | null> {
  let answer: PreviewStepAnswer;
  try {
    answer = await api.get(preview(`steps/${module}/${step}`)).json<PreviewStepAnswer>();
  } catch (err) {
    if (err instanceof HTTPError && err.response.status === 404) return null;
    throw err;
  }
  const loaded = (await import(/* @vite-ignore */ apiUrl(answer.module_url))) as StepModule;
  const lng = i18next.language;
  for (const [ns, bundle] of Object.entries(answer.texts)) {
    // Replaced, not merged: a text the author deleted is gone here too.
    i18next.removeResourceBundle(lng, ns);
    i18next.addResourceBundle(lng, ns, bundle);
  }
  return loaded;
}

/** Every completion message in order, as the server's validators and texts judge the data now. */
export async function checkPreviewStep(module: string, step: string, data: Record<string, unknown>): Promise<string[]> {
  const { messages } = await api.post(preview('check'), { json: { module, step, data } }).json<{ messages: Array<{ message: string }> }>();
  return messages.map((m) => m.message);
}
