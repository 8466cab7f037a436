import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nextRoute, type StepRules } from '../../engine/steps';
import { errorDetail, HTTPError } from '../api/client';
import { getMe } from '../api/onboarding';
import { completeStep, postBeforeCompletion } from '../api/steps';
import { getMyVariant, getProgress, invalidateProgress } from '../api/variants';
import { useSession } from '../stores/session';
import { paths } from '../app/paths';
import type { AutosaveStore } from './autosave-store';
import { tr } from './translate';

/** Spec section 9: redirect 2 s after a completion. */
export const REDIRECT_AFTER_MS = 2000;

interface Options {
  moduleName: string;
  stepName: string;
  path: string;
  rules: StepRules;
  store: AutosaveStore | undefined;
  /** The first message of the full check, undefined when the data is complete. */
  firstMessage(): string | undefined;
  hasSchema: boolean;
  /** The step is completed: the page reads the module's progress again (header, the way on, 'Dokončeno'). */
  onCompleted?(): void;
}

export type Popup = { kind: 'tips' } | { kind: 'error'; title: string; text: string } | null;

/**
 * The completion flow in the specification's order: (tips on the first attempt,) validate,
 * celebration, save, token check, the rules' calls before completion (the intro marks the first
 * login), POST completion, success message, refresh progress caches and the signed-in user (a
 * module this completion unlocked must pass the route guards at once), navigate after 2 s (or
 * after the celebration, to its `then`). A step with a `failureRoute` goes there on any failure.
 */
export function useCompletion({ moduleName, stepName, path, rules, store, firstMessage, hasSchema, onCompleted }: Options) {
  const { t } = useTranslation('step-runner');
  const navigate = useNavigate();
  const [completing, setCompleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The server's pointers of every field still missing (a 422's `missing`), while its error stands. */
  const [serverMissing, setServerMissing] = useState<string[] | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [celebrating, setCelebrating] = useState(false);
  const [popup, setPopup] = useState<Popup>(null);
  const tipsShown = useRef(false);

  const openTips = useCallback(() => {
    if (!rules.tips) return;
    tipsShown.current = true;
    setPopup({ kind: 'tips' });
  }, [rules.tips]);

  const popupFor = useCallback(
    (message: string) => {
      const hit = rules.errorPopups?.find((p) => message.toLowerCase().includes(p.contains.toLowerCase()));
      if (hit) setPopup({ kind: 'error', title: tr(hit.title), text: tr(hit.text) });
    },
    [rules.errorPopups],
  );

  const complete = useCallback(async () => {
    if (completing) return;
    if (rules.tips && !tipsShown.current) {
      openTips();
      return;
    }
    setError(null);
    setServerMissing(null);
    const invalid = firstMessage();
    if (invalid) {
      setError(invalid);
      popupFor(invalid);
      return;
    }
    setCompleting(true);
    const failed = (message: string) => {
      setCelebrating(false);
      if (rules.failureRoute) navigate(rules.failureRoute);
      else setError(message);
    };
    const celebration = rules.celebration;
    const celebrationStarted = Date.now();
    if (celebration) setCelebrating(true);
    try {
      if (hasSchema && store && !(await store.getState().save(true))) {
        failed(t('completeError', { message: store.getState().error ?? t('saveErrorPrefix') }));
        return;
      }
      if (!useSession.getState().token) {
        navigate('/', { replace: true });
        return;
      }
      for (const call of rules.beforeCompletion ?? []) await postBeforeCompletion(call);
      const result = await completeStep(path);
      setSuccess(`${t('completed')} 🎉`);
      await refreshAfterCompletion();
      onCompleted?.();
      // The step is completed; a failed progress read only changes where we go next.
      const redirect = Object.entries(rules.redirects ?? {}).find(([field]) => result[field] === true)?.[1];
      const target = await nextTarget(moduleName, stepName, redirect, rules.next).catch(() => paths.workflow(moduleName));
      if (celebration) {
        const wait = Math.max(0, celebration.durationMs - (Date.now() - celebrationStarted));
        setTimeout(() => navigate(celebration.then ?? target ?? '/home'), wait);
      } else if (target) {
        setTimeout(() => navigate(target), REDIRECT_AFTER_MS);
      } else {
        setTimeout(() => setSuccess(null), REDIRECT_AFTER_MS);
      }
    } catch (err) {
      const detail =
        err instanceof HTTPError
          ? ((await errorDetail(err)) ?? `Failed to complete (${err.response.status})`)
          : err instanceof Error
            ? err.message
            : String(err);
      if (err instanceof HTTPError && err.response.status === 422) setServerMissing(await missingOf(err));
      failed(t('completeError', { message: detail }));
      if (!rules.failureRoute) popupFor(detail);
    } finally {
      setCompleting(false);
    }
  }, [completing, rules, firstMessage, hasSchema, store, path, moduleName, stepName, navigate, openTips, popupFor, t, onCompleted]);

  const clearError = useCallback(() => {
    setError(null);
    setServerMissing(null);
  }, []);
  return { complete, completing, error, serverMissing, success, celebrating, popup, setPopup, openTips, clearError };
}

/** The pointers a refused completion names as missing (its 422 `missing`), or null without them. */
async function missingOf(err: HTTPError): Promise<string[] | null> {
  try {
    const body = (await err.response.clone().json()) as { missing?: unknown };
    return Array.isArray(body.missing) ? body.missing.filter((p): p is string => typeof p === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * After any completion: the progress caches are stale and the signed-in user is read again (a
 * module this completion unlocked must pass the route guards at once); a failed read is logged.
 */
export async function refreshAfterCompletion(): Promise<void> {
  invalidateProgress();
  await getMe().then(
    (user) => useSession.getState().setUser(user),
    (err: unknown) => console.error(err),
  );
}

/** Where to go after completing: the strategy when asked, else the next-route rule; none while the next step is locked. */
async function nextTarget(
  moduleName: string,
  stepName: string,
  redirect: string | undefined,
  fallback?: string,
): Promise<string | undefined> {
  if (redirect) return redirect;
  const [progress, variant] = await Promise.all([getProgress(), getMyVariant()]);
  const module = progress.user_variants[0]?.modules.find((m) => m.module_name === moduleName);
  const steps = module?.steps ?? [];
  const i = steps.findIndex((s) => s.step_name === stepName);
  const next = steps[i + 1];
  if (next?.status === 'locked') return undefined;
  const variantSteps = variant.modules.find((m) => m.module_name === moduleName)?.steps;
  return nextRoute(moduleName, steps, stepName, { variantSteps, fallback });
}
