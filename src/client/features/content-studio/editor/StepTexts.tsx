import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { setStepText, textOf } from '../../../../engine/step-editor/texts';
import type { EditorState } from '../../../../engine/step-editor/types';
import { plainText } from '../texts/plain-text';
import { RichTextEditor } from '../texts/RichTextEditor';
import { PanelBox } from './PanelBox';
import { TextPair } from './TextPair';

interface Props {
  state: EditorState;
  onChange(next: EditorState): void;
}

/** The step's title, subtitle and description (rich text, opened for editing one language at a time). */
export function StepTexts({ state, onChange }: Props) {
  const { t } = useTranslation('studio');
  const [editing, setEditing] = useState<'cs' | 'en' | null>(null);
  const { rules } = state.files;
  return (
    <PanelBox title={t('editor.stepTexts.title')}>
      <TextPair
        label={t('editor.stepTexts.name')}
        value={(lng) => textOf(state, rules.title, lng)}
        onChange={(lng, text) => onChange(setStepText(state, 'title', lng, text))}
        czechRequired
      />
      <TextPair
        label={t('editor.stepTexts.subtitle')}
        value={(lng) => textOf(state, rules.subtitle, lng)}
        onChange={(lng, text) => onChange(setStepText(state, 'subtitle', lng, text))}
      />
      <Stack gap="2">
        <Text fontWeight="medium">{t('editor.stepTexts.description')}</Text>
        {(['cs', 'en'] as const).map((lng) =>
          editing === lng ? (
            <Stack key={lng} gap="2">
              <RichTextEditor
                value={textOf(state, rules.description, lng)}
                label={t('editor.pair', { label: t('editor.stepTexts.description'), language: t(`editor.lng.${lng}`) })}
                onChange={(html) => onChange(setStepText(state, 'description', lng, html))}
              />
              <Button alignSelf="start" size="sm" variant="outline" onClick={() => setEditing(null)}>
                {t('editor.stepTexts.done')}
              </Button>
            </Stack>
          ) : (
            <Box key={lng}>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {plainText(textOf(state, rules.description, lng)) || t('editor.stepTexts.empty')}
              </Text>
              <Button size="sm" variant="outline" mt="1" onClick={() => setEditing(lng)}>
                {t('editor.stepTexts.edit', { language: t(`editor.lng.${lng}`) })}
              </Button>
            </Box>
          ),
        )}
      </Stack>
    </PanelBox>
  );
}
