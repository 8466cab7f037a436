import { NativeSelect, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { StepFormContext } from '../step-context';
import { tr } from '../translate';

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
    return <Text id={id} color="fg.muted" data-testid="choice-empty">{tr(source?.emptyMessage) || t('choices.empty')}</Text>;
  }
  const listed = current && !values.includes(current) ? [current, ...values] : values;
  return (
    <NativeSelect.Root disabled={disabled || readonly}>
      <NativeSelect.Field id={id} name={id} value={current}
        onChange={(e) => onChange(e.target.value || undefined)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}>
        <option value="">{t('choices.pick')}</option>
        {listed.map((v) => <option key={v} value={v}>{v}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
