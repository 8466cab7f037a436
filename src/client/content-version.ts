import type { ContentCurrent } from '../contracts/content';
import { apiUrl } from './api/url';
import { switchContentVersion } from './i18n';
import type { StepModule } from './step-runner/step-module';

let known: ContentCurrent | undefined;

/**
 * The content version the server runs now, asked at each page and step that shows content, so a
 * publication reaches the next one opened (docs/decisions.md, "Content versions"); this tab's
 * content texts follow it. Versions only grow (a restore publishes a new one), so an older answer
 * (a process that has not swapped yet) does not take a tab back; without an answer the version
 * known stays.
 */
export async function currentContent(): Promise<ContentCurrent> {
  try {
    const res = await fetch(apiUrl('/api/content/current'), { cache: 'no-store' });
    if (!res.ok) throw new Error(`content version: HTTP ${res.status}`);
    const answer = (await res.json()) as ContentCurrent;
    if (!known || answer.id >= known.id) known = answer;
  } catch (err) {
    if (!known) throw err;
    console.warn('The content version could not be checked; the one known stays', err);
  }
  switchContentVersion(known);
  return known;
}

/** Where a version's module for one step is: immutable, imported from the app's own origin as the CSP allows. */
export const stepModuleUrl = (version: number, stepKey: string) => apiUrl(`/api/content/versions/${version}/steps/${stepKey}.js`);

/** A step's module ("<module>/<step>") in the version the server runs now; undefined when the step has no definition there. */
export async function currentStepModule(stepKey: string): Promise<StepModule | undefined> {
  const content = await currentContent();
  if (!content.steps.includes(stepKey)) return undefined;
  return (await import(/* @vite-ignore */ stepModuleUrl(content.id, stepKey))) as StepModule;
}
