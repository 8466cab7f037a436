import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { catalogueEntry } from '../../../../../engine/step-editor/derivation-catalogue';
import {
  derivedListOf,
  derivedSourceProblem,
  removeDerivedList,
  setDerivedList,
  testableColumns,
  type DerivedListSource,
  type RowTest,
} from '../../../../../engine/step-editor/derive-ops';
import { objectAt, textColumns, withIdsRule } from '../../../../../engine/step-editor/source-lists';
import type { FieldPanelProps } from '../../../../../engine/step-editor/types';
import { StudioNotice } from '../../variants/StudioNotice';
import { columnLabel, listLabel } from './column-label';
import { IdsFix } from './IdsFix';
import { PanelSelect, StepOptions } from './PanelSelect';
import { saveSource, useSource, useSourceSteps } from './source-data';
import { draftOf, testOf, type TestDraft } from './row-test-drafts';
import { RowTestsFieldset } from './RowTestsFieldset';

/**
 * 'Odvozený seznam': the list's rows are made by the server from another list (rowsFromList),
 * of another step or of this one: the author picks the step, the list, the field that names a
 * row and which rows (tests such as 'Zralost je nejvýše 2'). A rule of another derivation is
 * described from the catalogue and left to the JSON view.
 */
export function DerivedListPanel({ state, field, onChange }: FieldPanelProps) {
  const { t } = useTranslation('studio');
  const headingId = useId();
  const self = `${state.module}/${state.step}`;
  const derived = derivedListOf(state, field);
  const current = derived?.source;
  const emptyKey = objectAt(objectAt(objectAt(state.files.ui)[field.name])['ui:options']).emptyText;
  const { steps, failed } = useSourceSteps();
  const [stepId, setStepId] = useState(current ? (current.step ?? self) : '');
  const [list, setList] = useState(current?.list ?? '');
  const [text, setText] = useState(current?.text ?? '');
  const [tests, setTests] = useState<TestDraft[]>(current?.where.map(draftOf) ?? []);
  const [emptyText, setEmptyText] = useState(typeof emptyKey === 'string' ? (state.texts.cs[emptyKey] ?? '') : '');
  const [fixed, setFixed] = useState(false);
  const { source, failed: sourceFailed, reload } = useSource(stepId || undefined, state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of field resets the picks.
  useEffect(() => {
    setStepId(current ? (current.step ?? self) : '');
    setList(current?.list ?? '');
    setText(current?.text ?? '');
    setTests(current?.where.map(draftOf) ?? []);
    setEmptyText(typeof emptyKey === 'string' ? (state.texts.cs[emptyKey] ?? '') : '');
    setFixed(false);
  }, [field.pointer]);

  const rowsFromList = catalogueEntry('rowsFromList')!;
  if (derived && !current) {
    const entry = catalogueEntry(derived.rule.derivation);
    return (
      <Box as="section" aria-labelledby={headingId}>
        <Stack gap="2">
          <Heading as="h3" size="sm" id={headingId}>
            {t('editor.derive.title')}
          </Heading>
          <Text fontSize="sm">{t('editor.derive.other', { name: entry ? t(entry.name) : derived.rule.derivation })}</Text>
          {entry && (
            <Text fontSize="sm" color="fg.muted">
              {t(entry.makes)}
            </Text>
          )}
        </Stack>
      </Box>
    );
  }

  const files = source?.files;
  const titles = source?.titles ?? {};
  const own = stepId === self;
  const others = steps?.filter((s) => s.id !== self) ?? [];
  const stepTitle = (id: string) => (id === self ? t('editor.derive.thisStep') : (others.find((s) => s.id === id)?.title ?? id));
  const textCols = files ? textColumns(files).filter((c) => !(own && c.list === field.pointer)) : [];
  const lists = [...new Set(textCols.map((c) => c.list))];
  const listCols = textCols.filter((c) => c.list === list);
  const testCols = files && list ? testableColumns(files, list) : [];
  const parsed = tests.map((d) =>
    testOf(
      d,
      testCols.find((c) => c.column === d.field),
    ),
  );
  const complete = parsed.every((p) => p !== undefined);
  const picked: DerivedListSource | undefined =
    list && text && complete ? { ...(own ? {} : { step: stepId }), list, text, where: parsed as RowTest[] } : undefined;
  const problem = picked && files ? derivedSourceProblem(field, picked, files) : undefined;
  const listName = list ? listLabel(list, files, titles) : '';
  const unchanged =
    current !== undefined &&
    JSON.stringify(picked) === JSON.stringify(current) &&
    typeof emptyKey === 'string' &&
    emptyText === (state.texts.cs[emptyKey] ?? '');

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          {t('editor.derive.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t(rowsFromList.makes)}
        </Text>
        <Text fontSize="sm" data-testid="derived-list-summary">
          {!current
            ? t('editor.derive.none')
            : current.step
              ? t('editor.derive.current', {
                  list: current.step === stepId && files ? listLabel(current.list, files, titles) : current.list.slice(1),
                  step: stepTitle(current.step),
                })
              : t('editor.derive.currentHere', { list: listLabel(current.list, state.files, state.texts.cs) })}
        </Text>
        {failed ? (
          <StudioNotice kind="error" title={t('editor.derive.loadFailed')} />
        ) : !steps ? (
          <Text fontSize="sm">{t('editor.derive.loading')}</Text>
        ) : (
          <>
            <PanelSelect
              label={t('editor.derive.step')}
              value={stepId}
              placeholder={t('editor.derive.choose')}
              onChange={(id) => {
                setStepId(id);
                setList('');
                setText('');
                setTests([]);
                setFixed(false);
              }}
            >
              <option value={self}>{t('editor.derive.thisStep')}</option>
              <StepOptions steps={others} />
            </PanelSelect>
            {stepId && sourceFailed && <StudioNotice kind="error" title={t('editor.derive.loadFailed')} />}
            {stepId && !sourceFailed && !source && <Text fontSize="sm">{t('editor.derive.loading')}</Text>}
            {files && lists.length === 0 && <Text fontSize="sm">{t('editor.derive.noLists', { step: stepTitle(stepId) })}</Text>}
            {lists.length > 0 && (
              <PanelSelect
                label={t('editor.derive.list')}
                value={lists.includes(list) ? list : ''}
                placeholder={t('editor.derive.choose')}
                onChange={(l) => {
                  setList(l);
                  setText('');
                  setTests([]);
                  if (!emptyText) setEmptyText(t('editor.derive.emptyDefault', { list: listLabel(l, files, titles) }));
                }}
              >
                {lists.map((l) => (
                  <option key={l} value={l}>
                    {listLabel(l, files, titles)}
                  </option>
                ))}
              </PanelSelect>
            )}
            {listCols.length > 0 && (
              <PanelSelect
                label={t('editor.derive.text')}
                value={listCols.some((c) => c.column === text) ? text : ''}
                placeholder={t('editor.derive.choose')}
                onChange={setText}
              >
                {listCols.map((c) => (
                  <option key={c.column} value={c.column}>
                    {columnLabel(c, files, titles)}
                  </option>
                ))}
              </PanelSelect>
            )}
            {list && testCols.length > 0 && (
              <RowTestsFieldset tests={tests} parsed={parsed} columns={testCols} titles={titles} onChange={setTests} />
            )}
            {!complete && <StudioNotice kind="warning" title={t('editor.derive.problem.value')} />}
            {problem === 'sameList' && <StudioNotice kind="warning" title={t('editor.derive.problem.sameList')} />}
            {problem === 'noIds' && source && (
              <IdsFix
                problemKey="editor.derive.problem.noIds"
                stepTitle={stepTitle(stepId)}
                onFix={async () => {
                  await saveSource(stepId, source, (f) => withIdsRule(f, list, text));
                  setFixed(true);
                  reload();
                }}
              />
            )}
            {fixed && !problem && <StudioNotice kind="success" title={t('editor.source.fixed', { step: stepTitle(stepId) })} />}
            {list && (
              <Field.Root>
                <Field.Label>{t('editor.derive.emptyText')}</Field.Label>
                <Textarea
                  size="sm"
                  rows={2}
                  value={emptyText}
                  onChange={(e) => setEmptyText(e.target.value)}
                  placeholder={t('editor.derive.emptyDefault', { list: listName })}
                />
              </Field.Root>
            )}
            <Flex gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="blue"
                disabled={!picked || !files || unchanged || (problem !== undefined && problem !== 'noIds')}
                onClick={() =>
                  picked &&
                  files &&
                  onChange(
                    setDerivedList(state, field, picked, files, {
                      cs: emptyText.trim() || t('editor.derive.emptyDefault', { list: listName }),
                    }),
                  )
                }
              >
                {t('editor.derive.apply')}
              </Button>
              {derived && (
                <Button size="sm" variant="outline" onClick={() => onChange(removeDerivedList(state, field))}>
                  {t('editor.derive.remove')}
                </Button>
              )}
            </Flex>
          </>
        )}
      </Stack>
    </Box>
  );
}
