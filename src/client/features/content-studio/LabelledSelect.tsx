import { Field, NativeSelect } from '@chakra-ui/react';

/** A native select with its label; `options` are [value, text] pairs. */
export function LabelledSelect({
  label,
  value,
  onChange,
  options,
  width,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  options: Array<[string, string]>;
  width?: { base: string; md: string };
}) {
  return (
    <Field.Root w={width}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
