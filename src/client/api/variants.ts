import type { MyVariant, VariantProgress as ProgressData } from '../../contracts/variants';
import { api, apiUrl } from './client';

/** Steps and modules as the API presents them (src/contracts/variants.ts). */
export type { ModuleInfo, MyVariant, StepInfo, StepStatus, VariantProgress as ProgressData } from '../../contracts/variants';

const PROGRESS_TTL_MS = 60_000;
let progressCache: { at: number; data: Promise<ProgressData> } | null = null;
let variantCache: Promise<MyVariant> | null = null;

/** Progress data, cached 60 s (spec section 9); a failed load is not cached. */
export function getProgress(): Promise<ProgressData> {
  if (progressCache && Date.now() - progressCache.at < PROGRESS_TTL_MS) return progressCache.data;
  const data = api.get(apiUrl('/api/variants/progress')).json<ProgressData>();
  progressCache = { at: Date.now(), data };
  data.catch(() => (progressCache = null));
  return data;
}

/** The user's variant with modules and steps (cached until invalidated). */
export function getMyVariant(): Promise<MyVariant> {
  variantCache ??= api.get(apiUrl('/api/variants/my-variant')).json<MyVariant>();
  variantCache.catch(() => (variantCache = null));
  return variantCache;
}

/** Call after completing a step or signing out: the next reads go to the server. */
export function invalidateProgress(): void {
  progressCache = null;
  variantCache = null;
}
