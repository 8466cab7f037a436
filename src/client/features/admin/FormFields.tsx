import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';

interface Common {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The key of a message under admin: shown below the field, which turns red. */
  error?: string;
  help?: ReactNode;
  required?: boolean;
}

/**
 * Field.Root ties the label, the help and the error to the control by id, so every input of
 * the dashboard has its label and a screen reader hears its message. Errors are red.700: Chakra's
 * fg.error (red.500) has a contrast of 3.8:1 on white, below WCAG AA for small text.
 */
function FieldFrame({
  label,
  error,
  help,
  required,
  readOnly,
  children,
}: Omit<Common, 'value' | 'onChange'> & { readOnly?: boolean; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Field.Root invalid={!!error} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText color="red.700">{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextField({ value, onChange, readOnly, inputProps, ...frame }: Common & { readOnly?: boolean; inputProps?: InputProps }) {
  return (
    <FieldFrame {...frame} readOnly={readOnly}>
      <Input value={value} onChange={(e) => onChange(e.target.value)} readOnly={readOnly} {...inputProps} />
    </FieldFrame>
  );
}

export function TextAreaField({ value, onChange, ...frame }: Common) {
  return (
    <FieldFrame {...frame}>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={3} autoresize />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A native select: the phone's own picker on mobile, and nothing to learn for a keyboard. */
export function SelectField({ value, onChange, options, placeholder, ...frame }: Common & { options: Option[]; placeholder?: string }) {
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}
