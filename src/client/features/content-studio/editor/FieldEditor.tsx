import { useTranslation } from 'react-i18next';
import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { uiTextOf } from '../../../../engine/step-editor/field-props';
import type { EditorField, EditorState } from '../../../../engine/step-editor/types';
import { StudioNotice } from '../variants/StudioNotice';
import { FIELD_PANELS } from './field-panels';

interface Props {
  state: EditorState;
  field: EditorField | undefined;
  problems: string[];
  onChange(next: EditorState): void;
}

/** The selected field: what to fix in it, then each panel that applies to its kind. */
export function FieldEditor({ state, field, problems, onChange }: Props) {
  const { t } = useTranslation('studio');
  if (!field) return <Text color="fg.muted">{t('editor.field.select')}</Text>;
  const panels = FIELD_PANELS.filter((p) => p.appliesTo(field, state));
  return (
    <Stack as="section" aria-labelledby="field-editor-heading" gap="4" minW="0" data-testid="field-editor">
      <Heading as="h3" size="md" id="field-editor-heading">
        {t('editor.field.heading', { name: uiTextOf(state, field, 'ui:title', 'cs') || field.name })}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t(`editor.kinds.${field.kind}`)}
      </Text>
      {problems.length > 0 && (
        <Stack
          role="group"
          aria-label={t('editor.field.problems')}
          gap="1"
          borderWidth="1px"
          borderColor="border.error"
          borderRadius="md"
          p="3"
          data-testid="field-problems"
        >
          <Text fontWeight="semibold" color="red.700">
            {t('editor.field.problems')}
          </Text>
          <List.Root ps="5">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      {field.kind === 'other' && <StudioNotice kind="warning" title={t('editor.field.other')} />}
      {panels.map(({ id, Panel }) => (
        <Panel key={`${id}-${field.pointer}`} state={state} field={field} problems={problems} onChange={onChange} />
      ))}
    </Stack>
  );
}
