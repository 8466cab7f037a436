import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getContentTree, type ContentTree } from '../../api/content';

type PreviewVariant = ContentTree['variants'][number];

export interface PreviewChoice {
  variant: string;
  module?: string;
  step?: string;
}

/** The choice made whole from the variant's details: a missing or unknown module or step is its first one. */
function completed(
  details: PreviewVariant,
  module: string | null | undefined,
  step: string | null | undefined,
): Required<PreviewChoice> | null {
  const m = details.modules.find((x) => x.module_name === module) ?? details.modules[0];
  const s = m?.steps.find((x) => x.step_name === step) ?? m?.steps[0];
  return m && s ? { variant: details.variant_name, module: m.module_name, step: s.step_name } : null;
}

/**
 * Which variant, module and step the preview shows, from the draft's tree (the studio's, which
 * authors may read), kept in the address
 * (?variant=…&module=…&step=…), so a reload after an edit opens the same step. A missing or
 * unknown module or step falls back to the first one, and the address is completed to name it.
 */
export function usePreviewSelection() {
  const [params, setParams] = useSearchParams();
  const [variants, setVariants] = useState<PreviewVariant[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    getContentTree()
      .then((tree) => setVariants(tree.variants))
      .catch(() => setFailed(true));
  }, []);
  const variant = params.get('variant') || variants[0]?.variant_name || '';
  const current = variants.find((v) => v.variant_name === variant) ?? null;
  const module = current?.modules.find((m) => m.module_name === params.get('module')) ?? current?.modules[0];
  const step = module?.steps.find((s) => s.step_name === params.get('step')) ?? module?.steps[0];

  // A pick within the loaded variant names its whole address at once (a module with its first
  // step), so nothing is left for the effect below to complete behind a quick next pick.
  const select = useCallback(
    (choice: PreviewChoice) => {
      const whole = current && choice.variant === current.variant_name ? completed(current, choice.module, choice.step) : null;
      setParams(Object.fromEntries(Object.entries(whole ?? choice).filter(([, v]) => v)) as Record<string, string>, { replace: true });
    },
    [current, setParams],
  );

  const named = params.get('variant') === variant && params.get('module') === module?.module_name && params.get('step') === step?.step_name;
  // The first load and a variant switch: the address is completed once the variant's details are in.
  useEffect(() => {
    if (named || !current) return;
    setParams(
      (now) => {
        if ((now.get('variant') || variant) !== current.variant_name) return now;
        const whole = completed(current, now.get('module'), now.get('step'));
        return whole ? new URLSearchParams(whole) : now;
      },
      { replace: true },
    );
  }, [named, current, variant, setParams]);

  return { variants, details: current, variant, module, step, failed, select };
}
