import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@chakra-ui/react';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** What is wrong with the name ('' when nothing), shown once the author has tried to save. */
  problem: string;
  showProblem: boolean;
  /** The system name made from the Czech name, shown under it; undefined where the name makes none (a step already made). */
  systemName?: string;
  /** Shown under the field (a module of the same name). */
  children?: ReactNode;
}

/** The Czech name of a module or a step: required, and under it the system name the server will make of it. */
export function CzechNameField({ label, value, onChange, problem, showProblem, systemName, children }: Props) {
  const { t } = useTranslation('studio');
  return (
    <Field.Root required invalid={showProblem && Boolean(problem)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} maxLength={120} autoComplete="off" />
      {showProblem && problem ? (
        <Field.ErrorText>{problem}</Field.ErrorText>
      ) : (
        systemName !== undefined && (
          <Field.HelperText>
            {systemName ? `${t('structure.systemName', { name: systemName })}. ` : ''}
            {t('structure.systemNameHint')}
          </Field.HelperText>
        )
      )}
      {children}
    </Field.Root>
  );
}
