import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { tr } from '../translate';

/** A one-line text input tied to its label by id (rjsf's default input, in Chakra). */
export function TextWidget({ id, value, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema }: WidgetProps) {
  return (
    <Input
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      placeholder={tr(placeholder)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
