import { useTranslation } from 'react-i18next';
import { Checkbox, Flex } from '@chakra-ui/react';
import {
  isRequired,
  numberOf,
  setNumber,
  setRequired,
  setUiText,
  uiTextOf,
  type NumberProp,
} from '../../../../engine/step-editor/field-props';
import type { FieldKind, FieldPanelProps } from '../../../../engine/step-editor/types';
import { NumberSetting } from './NumberSetting';
import { PanelBox } from './PanelBox';
import { TextPair } from './TextPair';

const TEXTS: FieldKind[] = ['shortText', 'longText'];
const LISTS: FieldKind[] = ['rows', 'table', 'toggleList'];
const WITH_PLACEHOLDER: FieldKind[] = [...TEXTS, 'number'];

/** The field's label, help, placeholder, requirement and bounds. */
export function BasicsPanel({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const reading = field.kind === 'reading';
  const bound = (prop: NumberProp, min?: number, max?: number) => (
    <NumberSetting
      key={prop}
      label={t(`editor.basics.${prop}`)}
      value={numberOf(state, field, prop)}
      min={min}
      max={max}
      onChange={(v) => onChange(setNumber(state, field, prop, v))}
    />
  );
  const required = isRequired(state, field);
  const requiredLabel = field.list ? 'requiredRows' : LISTS.includes(field.kind) ? 'requiredList' : 'required';
  return (
    <PanelBox title={t('editor.basics.title')}>
      <TextPair
        label={t(reading ? 'editor.basics.readingTitle' : 'editor.basics.label')}
        value={(lng) => uiTextOf(state, field, 'ui:title', lng)}
        onChange={(lng, text) => onChange(setUiText(state, field, 'ui:title', lng, text))}
        czechRequired={!reading}
      />
      <TextPair
        label={t(reading ? 'editor.basics.readingText' : 'editor.basics.help')}
        value={(lng) => uiTextOf(state, field, 'ui:help', lng)}
        onChange={(lng, text) => onChange(setUiText(state, field, 'ui:help', lng, text))}
        multiline
      />
      {WITH_PLACEHOLDER.includes(field.kind) && (
        <TextPair
          label={t('editor.basics.placeholder')}
          value={(lng) => uiTextOf(state, field, 'ui:placeholder', lng)}
          onChange={(lng, text) => onChange(setUiText(state, field, 'ui:placeholder', lng, text))}
        />
      )}
      {!reading && field.kind !== 'value' && (
        <Checkbox.Root checked={required} onCheckedChange={(e) => onChange(setRequired(state, field, e.checked === true))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t(`editor.basics.${requiredLabel}`)}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Flex gap="4" wrap="wrap">
        {field.kind === 'number' && [bound('minimum'), bound('maximum')]}
        {field.kind === 'slider' && [bound('minimum', 0, 9), bound('maximum', 0, 9)]}
        {TEXTS.includes(field.kind) && [bound('minLength', 0), bound('maxLength', 1)]}
        {LISTS.includes(field.kind) && bound('maxItems', 1)}
      </Flex>
    </PanelBox>
  );
}
