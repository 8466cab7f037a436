import { Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BothTexts } from '../../../../../engine/step-editor/rule-fields.js';

interface Props {
  /** What the texts are ('Zpráva pro člena'): each input is labelled with it and its language. */
  label: string;
  help?: string;
  value: BothTexts;
  onChange(next: BothTexts): void;
  /** Shown under the Czech input (a Czech text is required here). */
  error?: string;
}

/**
 * A text in Czech and in English, one input each. English waits for the Czech text: members read
 * Czech, and a text without it is no text at all.
 */
export function TextPair({ label, help, value, onChange, error }: Props) {
  const { t } = useTranslation('studio');
  return (
    <Stack gap="2">
      <Field.Root invalid={!!error}>
        <Field.Label>{t('editor.rules.textCs', { label })}</Field.Label>
        <Input value={value.cs} onChange={(e) => onChange({ ...value, cs: e.target.value })} />
        {help && !error && <Field.HelperText>{help}</Field.HelperText>}
        {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
      </Field.Root>
      <Field.Root disabled={!value.cs.trim()}>
        <Field.Label>{t('editor.rules.textEn', { label })}</Field.Label>
        <Input value={value.en} onChange={(e) => onChange({ ...value, en: e.target.value })} />
      </Field.Root>
    </Stack>
  );
}
