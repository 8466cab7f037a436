import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getVariantDetails, getVariants, type VariantDetails, type VariantSummary } from '../../api/admin';

export interface PreviewChoice {
  variant: string;
  module?: string;
  step?: string;
}

/**
 * Which variant, module and step the preview shows, kept in the address
 * (?variant=…&module=…&step=…), so a reload after an edit opens the same step. A missing or
 * unknown module or step falls back to the first one, and the address is completed to name it.
 */
export function usePreviewSelection() {
  const [params, setParams] = useSearchParams();
  const [variants, setVariants] = useState<VariantSummary[]>([]);
  const [details, setDetails] = useState<VariantDetails | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    getVariants().then(setVariants).catch(() => setFailed(true));
  }, []);
  const variant = params.get('variant') || variants[0]?.variant_name || '';
  useEffect(() => {
    if (!variant) return;
    let live = true;
    getVariantDetails(variant).then((d) => live && setDetails(d)).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [variant]);

  const current = details?.variant_name === variant ? details : null;
  const module = current?.modules.find((m) => m.module_name === params.get('module')) ?? current?.modules[0];
  const step = module?.steps.find((s) => s.step_name === params.get('step')) ?? module?.steps[0];

  const select = useCallback((choice: PreviewChoice) => {
    setParams(Object.fromEntries(Object.entries(choice).filter(([, v]) => v)) as Record<string, string>, { replace: true });
  }, [setParams]);

  const named = params.get('variant') === variant && params.get('module') === module?.module_name && params.get('step') === step?.step_name;
  useEffect(() => {
    if (named || !current) return;
    // Completed from the address as it is when this runs: a choice made meanwhile is kept, not overwritten.
    setParams((now) => {
      if ((now.get('variant') || variant) !== current.variant_name) return now;
      const m = current.modules.find((x) => x.module_name === now.get('module')) ?? current.modules[0];
      const s = m?.steps.find((x) => x.step_name === now.get('step')) ?? m?.steps[0];
      if (!m || !s) return now;
      return new URLSearchParams({ variant: current.variant_name, module: m.module_name, step: s.step_name });
    }, { replace: true });
  }, [named, current, variant, setParams]);

  return { variants, details: current, variant, module, step, failed, select };
}
