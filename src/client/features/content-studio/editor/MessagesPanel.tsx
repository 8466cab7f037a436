import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import { messageOf, numberOf, setMessage } from '../../../../engine/step-editor/field-props';
import type { FieldPanelProps } from '../../../../engine/step-editor/types';
import { PanelBox } from './PanelBox';
import { TextPair } from './TextPair';

/** The field's messages in Czech and English: one for any error, and one for a text too short when it has a minimum length. */
export function MessagesPanel({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const keywords: Array<[string | undefined, string]> = [[undefined, 'general']];
  if (numberOf(state, field, 'minLength') !== undefined) keywords.push(['minLength', 'minLength']);
  return (
    <PanelBox title={t('editor.messages.title')}>
      <Text fontSize="sm" color="fg.muted">
        {t('editor.messages.intro')}
      </Text>
      {keywords.map(([keyword, name]) => (
        <TextPair
          key={name}
          label={t(`editor.messages.${name}`)}
          value={(lng) => messageOf(state, field, keyword)[lng]}
          onChange={(lng, text) => onChange(setMessage(state, field, keyword, lng, text))}
        />
      ))}
    </PanelBox>
  );
}
