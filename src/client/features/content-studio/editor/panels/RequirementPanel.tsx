import { useState } from 'react';
import { Button, Checkbox, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { removeRequirement, requirementOf, requirementSources, setRequirement } from '../../../../../engine/step-editor/requirement-ops.js';
import { fieldTitle, listOf, type BothTexts } from '../../../../../engine/step-editor/rule-fields.js';
import { revealCondition } from '../../../../../engine/step-editor/rule-conflicts.js';
import type { FieldPanelProps } from '../../../../../engine/step-editor/types.js';
import { ConditionFields } from './ConditionFields.js';
import { draftOf, testOf, type ConditionDraft } from './condition-draft.js';
import { conditionText } from './condition-summary.js';
import { HiddenRequiredNotice } from './HiddenRequiredNotice.js';
import { PanelSection } from './PanelSection.js';
import { TextPair } from './TextPair.js';

interface Draft {
  condition: ConditionDraft;
  message: BothTexts;
}

/** 'Povinné, jen když…': the field must be filled for completion only while another field of the same row or step passes a test. */
export function RequirementPanel(props: FieldPanelProps) {
  return <RequirementBuilder key={props.field.pointer} {...props} />;
}

function RequirementBuilder({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const pointer = field.pointer;
  const view = requirementOf(state, pointer);
  const sources = requirementSources(state, pointer);
  const [draft, setDraft] = useState<Draft | null>(null);
  const fromFiles = view.kind === 'builder' ? { condition: draftOf(view), message: view.message } : null;
  const whole = (d: Draft) => testOf(state, d.condition) !== undefined && d.message.cs.trim() !== '';
  const shown = draft && (!whole(draft) || JSON.stringify(fromFiles) === JSON.stringify(draft)) ? draft : fromFiles;

  const apply = (next: Draft) => {
    setDraft(next);
    const test = testOf(state, next.condition);
    if (test && next.message.cs.trim())
      onChange(setRequirement(state, pointer, { source: next.condition.source, test, message: next.message }));
  };
  const toggle = (on: boolean) => {
    if (on && sources[0]) {
      const title = fieldTitle(state, pointer);
      const inRows = listOf(pointer) !== undefined;
      // Required exactly while shown, where the reveal's condition reads a field beside this one.
      const shownWhen = revealCondition(state, pointer);
      apply({
        condition: shownWhen && sources.includes(shownWhen.source) ? draftOf(shownWhen) : { source: sources[0], kind: 'filled', value: '' },
        message: {
          cs: t(inRows ? 'editor.requirement.defaultRowMessage' : 'editor.requirement.defaultMessage', { field: title, n: '{{n}}' }),
          en: '',
        },
      });
    } else {
      setDraft(null);
      onChange(removeRequirement(state, pointer));
    }
  };

  return (
    <PanelSection title={t('editor.requirement.title')}>
      {view.kind === 'complex' ? (
        <>
          <Text>{t('editor.requirement.complex')}</Text>
          <Button alignSelf="flex-start" variant="outline" onClick={() => toggle(false)}>
            {t('editor.requirement.remove')}
          </Button>
        </>
      ) : (
        <>
          <Checkbox.Root checked={shown !== null} onCheckedChange={(e) => toggle(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('editor.requirement.toggle')}</Checkbox.Label>
          </Checkbox.Root>
          {shown && (
            <>
              <ConditionFields
                state={state}
                field={pointer}
                sources={sources}
                sourceLabel={t('editor.requirement.source')}
                draft={shown.condition}
                onDraft={(condition) => apply({ ...shown, condition })}
              />
              <TextPair
                label={t('editor.requirement.message')}
                help={t(listOf(pointer) === undefined ? 'editor.requirement.messageHelp' : 'editor.requirement.messageRowHelp', {
                  n: '{{n}}',
                })}
                value={shown.message}
                error={shown.message.cs.trim() ? undefined : t('editor.requirement.messageMissing')}
                onChange={(message) => apply({ ...shown, message })}
              />
            </>
          )}
          {view.kind === 'builder' && (
            <Text aria-live="polite" color="fg.muted">
              {t('editor.requirement.summary', { condition: conditionText(t, state, pointer, view) })}
            </Text>
          )}
          <HiddenRequiredNotice state={state} field={pointer} />
        </>
      )}
    </PanelSection>
  );
}
