import { useTranslation } from 'react-i18next';
import { List } from '@chakra-ui/react';
import type { DraftImpact } from '../../../api/content';

const KINDS = new Set([
  'type',
  'enum',
  'const',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'required',
  'pattern',
]);

/** The steps of an impact that touch some member's data (refused or hidden values). */
export const touchedSteps = (impact: DraftImpact | null) => (impact?.steps ?? []).filter((s) => s.not_fitting > 0 || s.hidden > 0);

/** Before publishing: per step, how many members' data the new version refuses (and why) or hides. Counts only. */
export function ImpactList({ steps }: { steps: DraftImpact['steps'] }) {
  const { t } = useTranslation('studio');
  const kinds = (s: DraftImpact['steps'][number]) =>
    [...new Set(s.kinds.map((k) => t(`publish.kind.${KINDS.has(k.kind) ? k.kind : 'other'}`)))].join(', ');
  return (
    <List.Root ps="5" gap="1" data-testid="publish-impact">
      {steps.flatMap((s) => {
        const step = `${s.module}/${s.step}`;
        return [
          s.not_fitting > 0 && (
            <List.Item key={`${step}:refused`}>{t('publish.notFitting', { step, count: s.not_fitting, kinds: kinds(s) })}</List.Item>
          ),
          s.hidden > 0 && <List.Item key={`${step}:hidden`}>{t('publish.hidden', { step, count: s.hidden })}</List.Item>,
        ].filter(Boolean);
      })}
    </List.Root>
  );
}
