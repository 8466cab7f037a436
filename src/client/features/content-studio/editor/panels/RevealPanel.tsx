import { useState } from 'react';
import { Button, Checkbox, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { removeReveal, revealOf, revealSources, setReveal } from '../../../../../engine/step-editor/reveal-ops.js';
import type { FieldPanelProps } from '../../../../../engine/step-editor/types.js';
import { ConditionFields } from './ConditionFields.js';
import { draftOf, testOf, type ConditionDraft } from './condition-draft.js';
import { conditionText } from './condition-summary.js';
import { HiddenRequiredNotice } from './HiddenRequiredNotice.js';
import { PanelSection } from './PanelSection.js';

/** 'Zobrazit, když…': the field shows only while another field (in rows: of the same row) passes a test. */
export function RevealPanel(props: FieldPanelProps) {
  return <RevealBuilder key={props.field.pointer} {...props} />;
}

function RevealBuilder({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const target = field.pointer;
  const view = revealOf(state, target);
  const sources = revealSources(state, target);
  const [draft, setDraft] = useState<ConditionDraft | null>(null);
  // The files are the truth: a rule changed elsewhere (the JSON view) replaces a draft that was whole.
  const fromFiles = view.kind === 'builder' ? draftOf(view) : null;
  const shown = draft && (!testOf(state, draft) || (fromFiles && JSON.stringify(fromFiles) === JSON.stringify(draft))) ? draft : fromFiles;

  const apply = (next: ConditionDraft) => {
    setDraft(next);
    const test = testOf(state, next);
    if (test) onChange(setReveal(state, target, { source: next.source, test }));
  };
  const toggle = (on: boolean) => {
    if (on && sources[0]) apply({ source: sources[0], kind: 'filled', value: '' });
    else {
      setDraft(null);
      onChange(removeReveal(state, target));
    }
  };

  return (
    <PanelSection title={t('editor.reveal.title')}>
      {view.kind === 'complex' ? (
        <>
          <Text>{t('editor.reveal.complex')}</Text>
          <Button alignSelf="flex-start" variant="outline" onClick={() => toggle(false)}>
            {t('editor.reveal.remove')}
          </Button>
        </>
      ) : sources.length === 0 ? (
        <Text>{t('editor.reveal.noSources')}</Text>
      ) : (
        <>
          <Checkbox.Root checked={shown !== null} onCheckedChange={(e) => toggle(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('editor.reveal.toggle')}</Checkbox.Label>
          </Checkbox.Root>
          {shown && (
            <ConditionFields
              state={state}
              field={target}
              sources={sources}
              sourceLabel={t('editor.reveal.source')}
              draft={shown}
              onDraft={apply}
            />
          )}
          {view.kind === 'builder' && (
            <Text aria-live="polite" color="fg.muted">
              {t(view.confirmed ? 'editor.reveal.summaryConfirmed' : 'editor.reveal.summary', {
                condition: conditionText(t, state, target, view),
              })}
            </Text>
          )}
          {view.kind === 'none' && <Text color="fg.muted">{t('editor.reveal.always')}</Text>}
          <HiddenRequiredNotice state={state} field={target} />
        </>
      )}
    </PanelSection>
  );
}
