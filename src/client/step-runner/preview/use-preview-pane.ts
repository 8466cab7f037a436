import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../api/client';
import type { StepModule } from '../step-module';
import { loadPreviewData, loadPreviewStep, type PreviewSourceChoice } from './preview-api';
import type { PreviewBasis } from './PreviewedStep';

export interface PaneRequest {
  variant: string;
  module: string;
  step: string;
  /** Changes after each save of the draft: the step is read again. */
  revision: number;
  choice: PreviewSourceChoice;
}

interface Shown {
  /** What was asked for: variant, module, step and source. */
  key: string;
  /** null: the step has no definition in the draft. */
  module: StepModule | null;
  /** undefined while a member is still to be picked. */
  basis?: PreviewBasis;
  /** Steps the data comes from (<module>/<step>). */
  reads: string[];
  /** The revision shown, and how long it took from the revision to the data in hand (ms). */
  revision: number;
  ms: number;
}

/**
 * The draft step and the data behind it, read again at each revision: the step's module and the
 * data (from the chosen source) in parallel, the author's typed data sent along so what they typed
 * stays where its field still exists. An answer overtaken by a newer request is dropped.
 */
export function usePreviewPane({ variant, module, step, revision, choice }: PaneRequest) {
  const { t } = useTranslation('step-runner');
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const typed = useRef<{ key: string; data: Record<string, unknown> } | null>(null);
  const { source, userId } = choice;
  const key = `${variant}/${module}/${step}/${source}/${userId ?? ''}`;

  useEffect(() => {
    if (!module || !step) return;
    let live = true;
    const started = performance.now();
    const kept = typed.current?.key === key ? typed.current.data : undefined;
    const ready = source === 'sample' || userId !== undefined;
    const request = { source, userId, variant };
    Promise.all([loadPreviewStep(module, step, variant), ready ? loadPreviewData(module, step, request, kept) : null]).then(
      ([loaded, data]) => {
        if (!live) return;
        setError(null);
        setShown({
          key,
          module: loaded,
          basis: data ? { data: data.data, choices: data.choices } : undefined,
          reads: data?.reads ?? [],
          revision,
          ms: Math.round(performance.now() - started),
        });
      },
      async (err: unknown) => {
        const detail = (await errorDetail(err)) ?? t('preview.stepLoadError');
        if (live) setError(detail);
      },
    );
    return () => {
      live = false;
    };
  }, [key, module, step, variant, source, userId, revision, t]);

  const onData = useCallback(
    (data: Record<string, unknown>) => {
      typed.current = { key, data };
    },
    [key],
  );
  // Another step or source is not kept on screen while this one loads; an earlier revision of this one is.
  return { shown: shown?.key === key ? shown : undefined, error, onData };
}
