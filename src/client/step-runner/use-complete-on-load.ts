import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail, HTTPError } from '../api/client';
import { completeStep } from '../api/steps';
import { refreshAfterCompletion } from './use-completion';

/**
 * A step that completes itself when its page opens (rules.completeOnLoad: the presentation):
 * the completion is sent on every visit (a reset may have reopened it), the progress caches and
 * the user refreshed; a failure is the spec's completion error.
 */
export function useCompleteOnLoad(enabled: boolean, path: string, onCompleted?: () => void): string | null {
  const { t } = useTranslation('step-runner');
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page: a new callback identity is no new visit.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    completeStep(path)
      .then(async () => {
        await refreshAfterCompletion();
        if (live) onCompleted?.();
      })
      .catch(async (err: unknown) => {
        const detail = err instanceof HTTPError ? ((await errorDetail(err)) ?? `HTTP error ${err.response.status}`) : String(err);
        if (live) setError(t('completeError', { message: detail }));
      });
    return () => {
      live = false;
    };
  }, [enabled, path, t]);
  return error;
}
