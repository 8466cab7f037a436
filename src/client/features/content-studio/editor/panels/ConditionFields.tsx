import { Field, Input, Stack } from '@chakra-ui/react';
import { LabelledSelect as Select } from '../../LabelledSelect';
import { useTranslation } from 'react-i18next';
import { testsFor } from '../../../../../engine/step-editor/condition-tests.js';
import { choicesOf, fieldTitle, listOf, propertySchema, uiNode } from '../../../../../engine/step-editor/rule-fields.js';
import type { EditorState } from '../../../../../engine/step-editor/types.js';
import { sourceKind, testOf, withKind, withSource, type ConditionDraft } from './condition-draft.js';

interface Props {
  state: EditorState;
  /** The field the condition is for: a source in its own list's rows is 'in the same row'. */
  field: string;
  sources: string[];
  /** The label of the field choice ('Zobrazit, když pole'). */
  sourceLabel: string;
  draft: ConditionDraft;
  onDraft(next: ConditionDraft): void;
}

/** The builder's three choices: which field, which test ('je vyplněné', 'rovná se', 'je nejvýše', 'je alespoň') and the value. */
export function ConditionFields({ state, field, sources, sourceLabel, draft, onDraft }: Props) {
  const { t } = useTranslation('studio');
  const list = listOf(field);
  const kind = sourceKind(state, draft.source);
  const sourceName = (p: string) => {
    const title = fieldTitle(state, p);
    return list !== undefined && listOf(p) === list ? t('editor.rules.sameRow', { field: title }) : title;
  };
  const labels = uiNode(state.files.ui, draft.source)?.['ui:options'] as { labels?: Record<string, string> } | undefined;
  const choiceText = (c: string) => state.texts.cs[labels?.labels?.[c] ?? ''] || c;
  const whole = testOf(state, draft) !== undefined;
  const valueError = whole
    ? undefined
    : t(kind === 'integer' ? 'editor.rules.wholeNumber' : kind === 'number' ? 'editor.rules.number' : 'editor.rules.value');
  const valueLabel = t('editor.rules.valueLabel');
  return (
    <Stack gap="3">
      <Select
        label={sourceLabel}
        value={draft.source}
        onChange={(s) => onDraft(withSource(state, draft, s))}
        options={sources.map((s) => [s, sourceName(s)])}
      />
      <Select
        label={t('editor.rules.testLabel')}
        value={draft.kind}
        onChange={(k) => onDraft(withKind(state, draft, k as ConditionDraft['kind']))}
        options={testsFor(kind).map((k) => [k, t(`editor.rules.tests.${k}`)])}
      />
      {draft.kind === 'equals' && kind === 'choice' && (
        <Select
          label={valueLabel}
          value={draft.value}
          onChange={(value) => onDraft({ ...draft, value })}
          options={choicesOf(propertySchema(state.files.schema, draft.source)).map((c) => [c, choiceText(c)])}
        />
      )}
      {draft.kind === 'equals' && kind === 'boolean' && (
        <Select
          label={valueLabel}
          value={draft.value}
          onChange={(value) => onDraft({ ...draft, value })}
          options={[
            ['true', t('editor.rules.yes')],
            ['false', t('editor.rules.no')],
          ]}
        />
      )}
      {draft.kind !== 'filled' && kind !== 'choice' && kind !== 'boolean' && (
        <Field.Root invalid={!whole}>
          <Field.Label>{valueLabel}</Field.Label>
          <Input
            value={draft.value}
            inputMode={kind === 'text' ? undefined : 'decimal'}
            onChange={(e) => onDraft({ ...draft, value: e.target.value })}
          />
          {valueError && <Field.ErrorText color="red.700">{valueError}</Field.ErrorText>}
        </Field.Root>
      )}
    </Stack>
  );
}
