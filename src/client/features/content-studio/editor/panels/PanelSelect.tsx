import type { ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';

/** A labelled native select: the browser's own keyboard handling, and a first empty option while nothing is chosen. */
export function PanelSelect({
  label,
  value,
  placeholder,
  onChange,
  children,
}: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {value === '' && <option value="">{placeholder}</option>}
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The steps of the draft grouped by module, as options. */
export function StepOptions({ steps }: { steps: ReadonlyArray<{ id: string; module: string; title: string; moduleTitle: string }> }) {
  const modules = [...new Set(steps.map((s) => s.module))];
  return (
    <>
      {modules.map((m) => {
        const of = steps.filter((s) => s.module === m);
        return (
          <optgroup key={m} label={of[0]!.moduleTitle}>
            {of.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </optgroup>
        );
      })}
    </>
  );
}
