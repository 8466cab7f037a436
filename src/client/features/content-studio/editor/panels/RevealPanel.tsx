import { useState } from 'react';
import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { removeReveal, revealOf, revealSources, setReveal, type RevealChoice } from '../../../../../engine/step-editor/reveal-ops.js';
import type { FieldPanelProps } from '../../../../../engine/step-editor/types.js';
import { ConditionFields } from './ConditionFields.js';
import { draftOf, testOf, type ConditionDraft } from './condition-draft.js';
import { conditionText } from './condition-summary.js';
import { HiddenRequiredNotice } from './HiddenRequiredNotice.js';
import { PanelSection } from './PanelSection.js';

/** 'Zobrazit, když…': the field shows only while other fields (in rows: of the same row) pass their tests. */
export function RevealPanel(props: FieldPanelProps) {
  return <RevealBuilder key={props.field.pointer} {...props} />;
}

function RevealBuilder({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const target = field.pointer;
  const view = revealOf(state, target);
  const sources = revealSources(state, target);
  const [draft, setDraft] = useState<ConditionDraft[] | null>(null);
  const choicesOf = (drafts: ConditionDraft[]): RevealChoice[] | undefined => {
    const choices = drafts.map((d) => ({ source: d.source, test: testOf(state, d) }));
    return choices.every((c) => c.test !== undefined) ? (choices as RevealChoice[]) : undefined;
  };
  // The files are the truth: a rule changed elsewhere (the JSON view) replaces a draft that was whole.
  const fromFiles = view.kind === 'builder' ? view.conditions.map(draftOf) : null;
  const shown = draft && (!choicesOf(draft) || JSON.stringify(fromFiles) === JSON.stringify(draft)) ? draft : fromFiles;

  const apply = (next: ConditionDraft[]) => {
    setDraft(next);
    const choices = choicesOf(next);
    if (choices) onChange(setReveal(state, target, choices));
  };
  const first: ConditionDraft | undefined = sources[0] ? { source: sources[0], kind: 'filled', value: '' } : undefined;
  const toggle = (on: boolean) => {
    if (on && first) apply([first]);
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
          {shown?.map((condition, i) => (
            <Stack
              // biome-ignore lint/suspicious/noArrayIndexKey: a condition has no identity but its place, which is what the author edits
              key={i}
              role="group"
              aria-label={t('editor.reveal.conditionN', { n: i + 1 })}
              gap="3"
              borderTopWidth={i === 0 ? undefined : '1px'}
              pt={i === 0 ? undefined : '3'}
            >
              <ConditionFields
                state={state}
                field={target}
                sources={sources}
                sourceLabel={t(i === 0 ? 'editor.reveal.source' : 'editor.reveal.alsoSource')}
                draft={condition}
                onDraft={(next) => apply(shown.map((c, j) => (j === i ? next : c)))}
              />
              {i > 0 && (
                <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => apply(shown.filter((_, j) => j !== i))}>
                  {t('editor.reveal.removeCondition', { n: i + 1 })}
                </Button>
              )}
            </Stack>
          ))}
          {shown && first && (
            <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => apply([...shown, first])}>
              {t('editor.reveal.addCondition')}
            </Button>
          )}
          {view.kind === 'builder' && (
            <Text aria-live="polite" color="fg.muted">
              {t(view.confirmed ? 'editor.reveal.summaryConfirmed' : 'editor.reveal.summary', {
                condition: view.conditions.map((c) => conditionText(t, state, target, c)).join(t('editor.reveal.and')),
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
