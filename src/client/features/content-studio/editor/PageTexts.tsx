import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import { pageTexts } from '../../../../engine/step-editor/page-texts';
import { localKey, setText, textOf } from '../../../../engine/step-editor/texts';
import type { EditorState } from '../../../../engine/step-editor/types';
import { PanelBox } from './PanelBox';
import { RichTextPair } from './RichTextPair';
import { TextPair } from './TextPair';

interface Props {
  state: EditorState;
  onChange(next: EditorState): void;
}

/** Whether a text holds markup: it is then edited as rich text, not as a line. */
const isHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** The other texts of a reading step's page (its download button, print link, choices), named by their keys as 'Texty' names them. */
export function PageTexts({ state, onChange }: Props) {
  const { t } = useTranslation('studio');
  const keys = pageTexts(state);
  if (!keys.length) return null;
  return (
    <PanelBox title={t('editor.reading.texts')}>
      <Text fontSize="sm" color="fg.muted">
        {t('editor.reading.textsHint')}
      </Text>
      {keys.map((key) => {
        const label = t('editor.reading.text', { key: localKey(state, key) });
        const props = {
          label,
          value: (lng: 'cs' | 'en') => textOf(state, key, lng),
          onChange: (lng: 'cs' | 'en', text: string) => onChange(setText(state, key, lng, text)),
        };
        return isHtml(textOf(state, key, 'cs')) ? <RichTextPair key={key} {...props} /> : <TextPair key={key} {...props} czechRequired />;
      })}
    </PanelBox>
  );
}
