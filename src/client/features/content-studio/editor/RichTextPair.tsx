import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { Language } from '../../../../engine/step-editor/texts';
import { plainText } from '../texts/plain-text';
import { RichTextEditor } from '../texts/RichTextEditor';

interface Props {
  label: string;
  value: (lng: Language) => string;
  onChange: (lng: Language, html: string) => void;
}

/** An HTML text in Czech and English: each shown as its first lines, opened in the rich-text editor one language at a time. */
export function RichTextPair({ label, value, onChange }: Props) {
  const { t } = useTranslation('studio');
  const [editing, setEditing] = useState<Language | null>(null);
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{label}</Text>
      {(['cs', 'en'] as const).map((lng) =>
        editing === lng ? (
          <Stack key={lng} gap="2">
            <RichTextEditor
              value={value(lng)}
              label={t('editor.pair', { label, language: t(`editor.lng.${lng}`) })}
              onChange={(html) => onChange(lng, html)}
            />
            <Button alignSelf="start" size="sm" variant="outline" onClick={() => setEditing(null)}>
              {t('editor.stepTexts.done')}
            </Button>
          </Stack>
        ) : (
          <Box key={lng}>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {plainText(value(lng)) || t('editor.stepTexts.empty')}
            </Text>
            <Button size="sm" variant="outline" mt="1" onClick={() => setEditing(lng)}>
              {t('editor.richText.edit', { label, language: t(`editor.lng.${lng}`) })}
            </Button>
          </Box>
        ),
      )}
    </Stack>
  );
}
