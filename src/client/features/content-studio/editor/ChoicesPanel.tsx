import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { addChoice, choicesOf, removeChoice, setChoiceLabel } from '../../../../engine/step-editor/field-props';
import type { FieldPanelProps } from '../../../../engine/step-editor/types';
import { PanelBox } from './PanelBox';
import { TextPair } from './TextPair';

/** The field's choices: each stored value with its Czech and English label; new ones added with their labels. */
export function ChoicesPanel({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const [label, setLabel] = useState({ cs: '', en: '' });
  const choices = choicesOf(state, field);
  return (
    <PanelBox title={t('editor.choices.title')}>
      {choices.length === 0 && <Text color="fg.muted">{t('editor.choices.empty')}</Text>}
      <List.Root as="ol" listStyle="none" gap="3" data-testid="choices">
        {choices.map((c) => (
          <List.Item key={c.value} borderBottomWidth="1px" pb="3">
            <Stack gap="2" w="full">
              <TextPair
                label={t('editor.choices.label')}
                value={(lng) => c[lng]}
                onChange={(lng, text) => onChange(setChoiceLabel(state, field, c.value, lng, text))}
                czechRequired
              />
              <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2">
                {t('editor.choices.value', { value: c.value })}
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('editor.choices.remove', { name: c.cs || c.value })}
                  onClick={() => onChange(removeChoice(state, field, c.value))}
                >
                  <Trash2 aria-hidden="true" />
                </IconButton>
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
      <TextPair
        label={t('editor.choices.newLabel')}
        value={(lng) => label[lng]}
        onChange={(lng, text) => setLabel({ ...label, [lng]: text })}
      />
      <Button
        alignSelf="start"
        variant="outline"
        disabled={!label.cs.trim()}
        onClick={() => {
          onChange(addChoice(state, field, { cs: label.cs.trim(), en: label.en.trim() }));
          setLabel({ cs: '', en: '' });
        }}
      >
        <Plus aria-hidden="true" />
        {t('editor.choices.add')}
      </Button>
    </PanelBox>
  );
}
