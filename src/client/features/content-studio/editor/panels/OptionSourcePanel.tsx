import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { textColumns, withIdsRule, type ListColumn } from '../../../../../engine/step-editor/source-lists';
import {
  optionSourceOf,
  removeOptionSource,
  setOptionSource,
  setOptionSourceText,
  sourceProblem,
} from '../../../../../engine/step-editor/source-ops';
import type { FieldPanelProps } from '../../../../../engine/step-editor/types';
import { StudioNotice } from '../../variants/StudioNotice';
import { IdsFix } from './IdsFix';
import { PanelSelect, StepOptions } from './PanelSelect';
import { saveSource, useSource, useSourceSteps } from './source-data';
import { columnLabel } from './column-label';

/**
 * 'Volby z jiného kroku': the author picks a step and a text column of one of its lists, and the
 * column's choices are that column's texts (the optionSources rule, StepChoiceWidget, the
 * member's two messages). A source list whose rows keep no ids is named with a button that mends it.
 */
export function OptionSourcePanel({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const headingId = useId();
  const current = optionSourceOf(state, field);
  const { steps, failed } = useSourceSteps();
  const [stepId, setStepId] = useState(current?.step ?? '');
  const [values, setValues] = useState(current?.values ?? '');
  const [fixed, setFixed] = useState(false);
  const { source, failed: sourceFailed, reload } = useSource(stepId || undefined, state);

  // Another field: the picks start from its own source.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of field resets the picks.
  useEffect(() => {
    setStepId(current?.step ?? '');
    setValues(current?.values ?? '');
    setFixed(false);
  }, [field.pointer]);

  const self = `${state.module}/${state.step}`;
  const others = steps?.filter((s) => s.id !== self) ?? [];
  const stepTitle = (id: string) => others.find((s) => s.id === id)?.title ?? id;
  const columns: ListColumn[] = source?.files ? textColumns(source.files) : [];
  const column = columns.find((c) => c.pointer === values);
  const problem = source?.files && column ? sourceProblem(source.files, values) : undefined;
  const unchanged = current?.step === stepId && current?.values === values;
  const label = (c: ListColumn) => columnLabel(c, source?.files, source?.titles ?? {});

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          {t('editor.source.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('editor.source.intro')}
        </Text>
        <Text fontSize="sm" data-testid="option-source-summary">
          {current
            ? t('editor.source.current', {
                step: stepTitle(current.step),
                field: current.step === stepId && column && current.values === values ? label(column) : current.values.split('/').at(-1),
              })
            : t('editor.source.none')}
        </Text>
        {failed ? (
          <StudioNotice kind="error" title={t('editor.source.loadFailed')} />
        ) : !steps ? (
          <Text fontSize="sm">{t('editor.source.loading')}</Text>
        ) : (
          <>
            <PanelSelect
              label={t('editor.source.step')}
              value={stepId}
              placeholder={t('editor.source.choose')}
              onChange={(id) => {
                setStepId(id);
                setValues('');
                setFixed(false);
              }}
            >
              <StepOptions steps={others} />
            </PanelSelect>
            {stepId && sourceFailed && <StudioNotice kind="error" title={t('editor.source.loadFailed')} />}
            {stepId && !sourceFailed && !source && <Text fontSize="sm">{t('editor.source.loading')}</Text>}
            {stepId && source && columns.length === 0 && (
              <Text fontSize="sm">{t('editor.source.noFields', { step: stepTitle(stepId) })}</Text>
            )}
            {columns.length > 0 && (
              <PanelSelect
                label={t('editor.source.field')}
                value={column ? values : ''}
                placeholder={t('editor.source.choose')}
                onChange={setValues}
              >
                {columns.map((c) => (
                  <option key={c.pointer} value={c.pointer}>
                    {label(c)}
                  </option>
                ))}
              </PanelSelect>
            )}
            {current && current.step === stepId && !column && source && columns.length > 0 && (
              <StudioNotice kind="warning" title={t('editor.source.problem.noColumn', { step: stepTitle(stepId) })} />
            )}
            {problem === 'noIds' && source && column && (
              <IdsFix
                problemKey="editor.source.problem.noIds"
                stepTitle={stepTitle(stepId)}
                onFix={async () => {
                  await saveSource(stepId, source, (files) => withIdsRule(files, column.list, column.column));
                  setFixed(true);
                  reload();
                }}
              />
            )}
            {fixed && !problem && <StudioNotice kind="success" title={t('editor.source.fixed', { step: stepTitle(stepId) })} />}
            <Flex gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="blue"
                disabled={!column || unchanged}
                onClick={() => onChange(setOptionSource(state, field, { step: stepId, values, stepTitle: stepTitle(stepId) }))}
              >
                {t('editor.source.apply')}
              </Button>
              {current && (
                <Button size="sm" variant="outline" onClick={() => onChange(removeOptionSource(state, field))}>
                  {t('editor.source.remove')}
                </Button>
              )}
            </Flex>
          </>
        )}
        {current && (
          <>
            <Field.Root>
              <Field.Label>{t('editor.source.emptyMessage', { step: stepTitle(current.step) })}</Field.Label>
              <Textarea
                size="sm"
                rows={2}
                value={state.texts.cs[current.emptyMessage] ?? ''}
                onChange={(e) => onChange(setOptionSourceText(state, field, 'emptyMessage', e.target.value))}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('editor.source.message', { step: stepTitle(current.step) })}</Field.Label>
              <Textarea
                size="sm"
                rows={2}
                value={state.texts.cs[current.message] ?? ''}
                onChange={(e) => onChange(setOptionSourceText(state, field, 'message', e.target.value))}
              />
              <Field.HelperText>{t('editor.source.messageHint', { n: '{{n}}', interpolation: { escapeValue: false } })}</Field.HelperText>
            </Field.Root>
          </>
        )}
      </Stack>
    </Box>
  );
}
