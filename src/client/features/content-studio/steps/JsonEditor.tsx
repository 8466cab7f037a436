import { useTranslation } from 'react-i18next';
import { Field, Textarea } from '@chakra-ui/react';
import type { ParsedJson } from './json-text';

interface Props {
  id: string;
  label: string;
  value: string;
  parsed: ParsedJson;
  onChange(text: string): void;
}

/** One step file as JSON text, parsed as the author types: a syntax error is named with its line and column. */
export function JsonEditor({ id, label, value, parsed, onChange }: Props) {
  const { t } = useTranslation('studio');
  const error = parsed.ok
    ? null
    : parsed.kind === 'notObject'
      ? t('steps.notObject')
      : t('steps.syntaxError', { line: parsed.line, column: parsed.column });
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        fontFamily="mono"
        fontSize="sm"
        rows={14}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        resize="vertical"
        data-testid={`json-${id}`}
      />
      {error && <Field.ErrorText data-testid={`json-error-${id}`}>{error}</Field.ErrorText>}
      {parsed.ok && parsed.value === null && <Field.HelperText>{t('steps.noFile')}</Field.HelperText>}
    </Field.Root>
  );
}
