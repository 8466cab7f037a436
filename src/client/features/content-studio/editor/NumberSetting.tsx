import { useId } from 'react';
import { Field, Input } from '@chakra-ui/react';

interface Props {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  onChange(value: number | undefined): void;
}

/** A whole number the author may leave empty (no bound). */
export function NumberSetting({ label, value, min, max, onChange }: Props) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={value ?? ''}
        onChange={(e) => {
          const n = e.target.value === '' ? undefined : Math.trunc(Number(e.target.value));
          onChange(n === undefined || Number.isNaN(n) ? undefined : Math.min(max ?? n, Math.max(min ?? n, n)));
        }}
        maxW="10rem"
      />
    </Field.Root>
  );
}
