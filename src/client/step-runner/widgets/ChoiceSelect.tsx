import { NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

interface Props extends Pick<WidgetProps, 'id' | 'onBlur' | 'onFocus'> {
  value: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
  /** The chosen value, or '' for the 'choose' entry. */
  onPick(value: string): void;
}

/** A native select with a first 'choose' entry, tied to its label by the field's id; the choice widgets share it. */
export function ChoiceSelect({ id, value, choices, disabled, onPick, onBlur, onFocus }: Props) {
  const { t } = useTranslation('step-runner');
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        id={id}
        name={id}
        value={value}
        onChange={(e) => onPick(e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      >
        <option value="">{t('choices.pick')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
