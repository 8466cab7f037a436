import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { uiTextOf } from '../../../../engine/step-editor/field-props';
import type { EditorField, EditorState } from '../../../../engine/step-editor/types';
import { RowMoveButtons } from '../RowMoveButtons';

interface Props {
  state: EditorState;
  fields: EditorField[];
  selected: string | undefined;
  problems: Map<string, string[]>;
  onSelect(pointer: string): void;
  onMove(field: EditorField, by: -1 | 1): void;
  onRemove(field: EditorField): void;
}

/** The step's fields in order, columns under their list: select one, move it with buttons, remove it after a question. */
export function FieldList({ state, fields, selected, problems, onSelect, onMove, onRemove }: Props) {
  const { t } = useTranslation('studio');
  const [asking, setAsking] = useState<string | null>(null);
  const nameOf = (f: EditorField) => uiTextOf(state, f, 'ui:title', 'cs') || f.name;
  if (!fields.length) return <Text color="fg.muted">{t('editor.fields.empty')}</Text>;
  return (
    <List.Root as="ol" listStyle="none" gap="2" data-testid="field-list">
      {fields.map((f) => {
        const siblings = fields.filter((x) => x.list === f.list);
        const at = siblings.indexOf(f);
        const count = problems.get(f.pointer)?.length ?? 0;
        const name = nameOf(f);
        return (
          <List.Item key={f.pointer} ms={f.list ? '5' : '0'}>
            <Stack gap="1" w="full" borderWidth="1px" borderRadius="md" p="2" bg={selected === f.pointer ? 'blue.subtle' : 'bg.panel'}>
              <Flex gap="1" align="center">
                <Button
                  variant="ghost"
                  size="sm"
                  flex="1"
                  minW="0"
                  justifyContent="start"
                  aria-current={selected === f.pointer ? 'true' : undefined}
                  onClick={() => onSelect(f.pointer)}
                >
                  <Box as="span" truncate>
                    {name}
                  </Box>
                </Button>
                <RowMoveButtons
                  labels={{ up: t('editor.fields.up', { name }), down: t('editor.fields.down', { name }) }}
                  upDisabled={at === 0}
                  downDisabled={at === siblings.length - 1}
                  onMove={(by) => onMove(f, by)}
                  remove={{ label: t('editor.fields.remove', { name }), onClick: () => setAsking(f.pointer) }}
                />
              </Flex>
              <Flex gap="2" ps="3" wrap="wrap" fontSize="xs" color="fg.muted">
                <Text>{t(`editor.kinds.${f.kind}`)}</Text>
                {count > 0 && (
                  <Badge colorPalette="red" size="sm">
                    {t('editor.fields.problems', { count })}
                  </Badge>
                )}
              </Flex>
              {asking === f.pointer && (
                <Stack role="alertdialog" aria-label={t('editor.fields.remove', { name })} gap="2" p="2" bg="bg.muted" borderRadius="md">
                  <Text fontSize="sm">{t('editor.fields.removeQuestion', { name })}</Text>
                  <Flex gap="2">
                    <Button
                      size="sm"
                      colorPalette="red"
                      onClick={() => {
                        setAsking(null);
                        onRemove(f);
                      }}
                    >
                      {t('editor.fields.removeConfirm')}
                    </Button>
                    <Button size="sm" variant="outline" autoFocus onClick={() => setAsking(null)}>
                      {t('editor.fields.removeCancel')}
                    </Button>
                  </Flex>
                </Stack>
              )}
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
