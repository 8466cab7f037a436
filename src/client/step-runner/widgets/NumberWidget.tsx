import { useState } from 'react';
import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { numberFromInput, type JsonSchema } from '../../../engine/steps';
import { tr } from '../translate';

/** The stored number as rjsf hands it over: a number, or the same digits as text in a decimal-comma locale. */
const storedNumber = (value: unknown, schema: JsonSchema) =>
  typeof value === 'number' ? value : typeof value === 'string' ? (numberFromInput(value, schema) ?? null) : null;

/**
 * A number input (a spin button: the schema's minimum and maximum are its bounds, arrows step by
 * one for integers). The data gets only a number the schema accepts; what else is typed ('5.5'
 * for an integer, a number out of bounds) stays in the input, marked invalid, and the data gets
 * the empty value, so the completion check names the field. A stored number shows after reload.
 */
export function NumberWidget({ id, value, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, schema }: WidgetProps) {
  const stored = storedNumber(value, schema as JsonSchema);
  const [raw, setRaw] = useState(stored === null ? '' : String(stored));
  // The typed text stands while it means what is stored; a change from outside (another version loaded) replaces it.
  const typedStands = (numberFromInput(raw, schema as JsonSchema) ?? null) === stored;
  const shown = typedStands ? raw : stored === null ? '' : String(stored);
  const integer = [schema.type].flat().includes('integer');
  return (
    <Input
      id={id}
      name={id}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      value={shown}
      placeholder={tr(placeholder)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={shown.trim() !== '' && (numberFromInput(shown, schema as JsonSchema) ?? null) === null}
      onChange={(e) => {
        setRaw(e.target.value);
        onChange(numberFromInput(e.target.value, schema as JsonSchema));
      }}
      onBlur={() => onBlur(id, stored)}
      onFocus={() => onFocus(id, stored)}
    />
  );
}
