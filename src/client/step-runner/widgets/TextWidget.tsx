import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { tr } from '../translate';
import { CharCounter } from './CharCounter';

/** A one-line text input tied to its label by id (rjsf's default input, in Chakra). */
export function TextWidget({ id, value, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema, options }: WidgetProps) {
  return (
    <>
      <Input
        id={id}
        name={id}
        value={typeof value === 'string' ? value : ''}
        placeholder={tr(placeholder)}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        aria-describedby={options.counter ? `${id}__counter` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      {options.counter ? <CharCounter id={id} value={value} max={schema.maxLength} /> : null}
    </>
  );
}
