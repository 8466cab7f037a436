import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { Language } from '../../../../engine/step-editor/texts';

interface Props {
  label: string;
  value: (lng: Language) => string;
  onChange: (lng: Language, text: string) => void;
  multiline?: boolean;
  /** Czech is the source: an empty Czech text is marked. */
  czechRequired?: boolean;
}

/** One text in Czech and English side by side (stacked on a phone), each input labelled with its language. */
export function TextPair({ label, value, onChange, multiline, czechRequired }: Props) {
  const { t } = useTranslation('studio');
  const id = useId();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {(['cs', 'en'] as const).map((lng) => {
        const text = value(lng);
        const props = { id: `${id}-${lng}`, value: text, onChange: (e: { target: { value: string } }) => onChange(lng, e.target.value) };
        return (
          <Field.Root key={lng} invalid={lng === 'cs' && czechRequired && !text.trim()}>
            <Field.Label htmlFor={props.id}>{t('editor.pair', { label, language: t(`editor.lng.${lng}`) })}</Field.Label>
            {multiline ? <Textarea {...props} rows={3} autoresize /> : <Input {...props} />}
          </Field.Root>
        );
      })}
    </SimpleGrid>
  );
}
