import { Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { StepFormContext } from '../step-context';
import { tr } from '../translate';
import { ChoiceSelect } from './ChoiceSelect';

/**
 * A choice from another step's list (a member's position from the roles): the options are that
 * step's stored values (ui:options.optionSource names the rules' optionSources target). While the
 * list is empty the field says which step to complete first.
 */
export function StepChoiceWidget({ id, value, disabled, readonly, onChange, onBlur, onFocus, options, registry }: WidgetProps) {
  const { t } = useTranslation('step-runner');
  const { choices } = registry.formContext as StepFormContext;
  const source = choices[String(options.optionSource)];
  const values = source?.values ?? [];
  const current = typeof value === 'string' ? value : '';
  if (!values.length) {
    return (
      <Text id={id} color="fg.muted" data-testid="choice-empty">
        {tr(source?.emptyMessage) || t('choices.empty')}
      </Text>
    );
  }
  const listed = current && !values.includes(current) ? [current, ...values] : values;
  return (
    <ChoiceSelect
      id={id}
      value={current}
      choices={listed.map((v) => ({ value: v, label: v }))}
      disabled={disabled || readonly}
      onPick={(v) => onChange(v || undefined)}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}
