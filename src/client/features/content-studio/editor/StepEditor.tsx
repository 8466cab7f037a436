import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { addCard, cardsIn } from '../../../../engine/step-editor/card-ops';
import { moveField, removeField } from '../../../../engine/step-editor/field-ops';
import { fieldsOf } from '../../../../engine/step-editor/fields';
import { StudioNotice } from '../variants/StudioNotice';
import type { StepDraft } from '../steps/use-step-draft';
import { AddField } from './AddField';
import { CardsPanel } from './CardsPanel';
import { editorProblems } from './editor-problems';
import { FieldEditor } from './FieldEditor';
import { FieldList } from './FieldList';
import { PageTexts } from './PageTexts';
import { SaveBadge } from './SaveBadge';
import { StepTexts } from './StepTexts';
import { useAutosave } from './use-autosave';

interface Props {
  draft: StepDraft;
  previewLink: string;
  /** Beside the editor on a wide screen (the live preview). */
  aside?: ReactNode;
}

/**
 * The step editor: the step's texts, its cards, its fields (list, add, move, remove) and the
 * selected field's panels; saved by itself. A reading step (rules only) has its texts alone.
 */
export function StepEditor({ draft, previewLink, aside }: Props) {
  const { t } = useTranslation('studio');
  const [selected, setSelected] = useState<string | undefined>();
  const saveState = useAutosave(draft);
  const { state, check, checkFailed } = draft;
  const fields = useMemo(() => (state ? fieldsOf(state) : []), [state]);
  const problems = useMemo(() => (state ? editorProblems(state, fields, check, t) : null), [state, fields, check, t]);
  if (!state || !problems) return <StudioNotice kind="warning" title={t('editor.notReadable')} />;
  const field = fields.find((f) => f.pointer === selected) ?? fields[0];
  const count = (map: Map<unknown, string[]>) => [...map.values()].reduce((n, list) => n + list.length, 0);
  const atFields = count(problems.byField);
  const atCards = count(problems.byCard);
  const edit = draft.editState;
  const reading = !state.files.schema;

  return (
    <Grid templateColumns={{ base: '1fr', xl: aside ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }} gap="5" alignItems="start">
      <Stack gap="4" minW="0">
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <SaveBadge state={saveState} />
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={previewLink}>{t('steps.preview')}</RouterLink>
          </Link>
        </Flex>
        {draft.outcome?.kind === 'error' && <StudioNotice kind="error" title={draft.outcome.text} />}
        <Box as="section" aria-labelledby="editor-problems-heading" aria-live="polite" data-testid="editor-problems">
          <Heading as="h3" size="sm" id="editor-problems-heading" mb="1">
            {t('editor.problems.title')}
          </Heading>
          {checkFailed ? (
            <Text color="red.700">{t('editor.problems.failed')}</Text>
          ) : !check ? (
            <Text color="fg.muted">{t('editor.problems.checking')}</Text>
          ) : problems.step.length + atFields + atCards === 0 ? (
            <Text>{t('editor.problems.none')}</Text>
          ) : (
            <Stack gap="1">
              {atFields > 0 && <Text color="red.700">{t('editor.problems.atFields', { count: atFields })}</Text>}
              {atCards > 0 && <Text color="red.700">{t('editor.problems.atCards', { count: atCards })}</Text>}
              {problems.step.length > 0 && (
                <>
                  <Text>{t('editor.problems.step')}</Text>
                  <List.Root ps="5">
                    {problems.step.map((p) => (
                      <List.Item key={p}>{p}</List.Item>
                    ))}
                  </List.Root>
                </>
              )}
            </Stack>
          )}
        </Box>
        {reading && <Text data-testid="reading-note">{t('editor.reading.note')}</Text>}
        <StepTexts state={state} onChange={edit} />
        {reading && <PageTexts state={state} onChange={edit} />}
        {!reading && <CardsPanel state={state} onChange={edit} problems={problems.byCard} />}
        {!reading && (
          <Grid templateColumns={{ base: '1fr', md: 'minmax(14rem, 1fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
            <Stack gap="3" minW="0">
              <Heading as="h3" size="md">
                {t('editor.fields.title')}
              </Heading>
              <FieldList
                state={state}
                fields={fields}
                selected={field?.pointer}
                problems={problems.byField}
                onSelect={setSelected}
                onMove={(f, by) => edit(moveField(state, f, by))}
                onRemove={(f) => edit(removeField(state, f))}
              />
              <AddField
                state={state}
                fields={fields}
                onAdd={(next, f) => {
                  // On cards, a field of the step is asked on a card of its own (the layout shows nothing else).
                  edit(cardsIn(next) && !f.list ? addCard(next, { field: f.name }) : next);
                  setSelected(f.pointer);
                }}
              />
            </Stack>
            <FieldEditor state={state} field={field} problems={field ? (problems.byField.get(field.pointer) ?? []) : []} onChange={edit} />
          </Grid>
        )}
      </Stack>
      {aside && <Box minW="0">{aside}</Box>}
    </Grid>
  );
}
