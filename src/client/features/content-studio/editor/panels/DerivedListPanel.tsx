import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Field, Flex, Heading, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
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
import { objectAt, textColumns, withIdsRule, type ListColumn } from '../../../../../engine/step-editor/source-lists';
import type { FieldPanelProps } from '../../../../../engine/step-editor/types';
import { StudioNotice } from '../../variants/StudioNotice';
import { columnLabel, listLabel } from './column-label';
import { IdsFix } from './IdsFix';
import { PanelSelect, StepOptions } from './PanelSelect';
import { saveSource, useSource, useSourceSteps } from './source-data';

const TESTS: ReadonlyArray<RowTest['test']> = ['filled', 'equals', 'atMost', 'atLeast'];

/** A test as the author is writing it: the value as typed; `id` keeps each row's inputs its own when one above is removed. */
interface TestDraft {
  id: number;
  field: string;
  test: RowTest['test'];
  value: string;
}

let lastDraftId = 0;
const newDraft = (field: string, test: RowTest['test'], value: string): TestDraft => ({ id: ++lastDraftId, field, test, value });
const draftOf = (test: RowTest): TestDraft => newDraft(test.field, test.test, 'value' in test ? String(test.value) : '');

const typesOf = (column: ListColumn | undefined) => {
  const type = column?.schema.type;
  return Array.isArray(type) ? type : [type];
};

/** The test with its value as the column holds it (a number, yes or no, a text); undefined while the value cannot be one. */
function testOf(draft: TestDraft, column: ListColumn | undefined): RowTest | undefined {
  if (!column) return undefined;
  if (draft.test === 'filled') return { field: draft.field, test: 'filled' };
  const types = typesOf(column);
  const number = draft.value.trim() === '' ? Number.NaN : Number(draft.value.replace(',', '.'));
  if (draft.test === 'atMost' || draft.test === 'atLeast')
    return Number.isFinite(number) ? { field: draft.field, test: draft.test, value: number } : undefined;
  if (types.includes('boolean'))
    return draft.value === 'true' || draft.value === 'false'
      ? { field: draft.field, test: 'equals', value: draft.value === 'true' }
      : undefined;
  if (types.includes('integer') || types.includes('number'))
    return Number.isFinite(number) ? { field: draft.field, test: 'equals', value: number } : undefined;
  return draft.value.trim() ? { field: draft.field, test: 'equals', value: draft.value.trim() } : undefined;
}

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
  const setTest = (i: number, change: Partial<TestDraft>) => setTests(tests.map((d, j) => (j === i ? { ...d, ...change } : d)));

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
              <Box as="fieldset">
                <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
                  {t('editor.derive.conditions')}
                </Text>
                <Stack gap="3">
                  {tests.length === 0 && <Text fontSize="sm">{t('editor.derive.allRows')}</Text>}
                  {tests.map((d, i) => {
                    const column = testCols.find((c) => c.column === d.field);
                    const yesNo = d.test === 'equals' && typesOf(column).includes('boolean');
                    return (
                      <Box
                        key={d.id}
                        role="group"
                        aria-label={t('editor.derive.condition', { n: i + 1 })}
                        borderWidth="1px"
                        borderRadius="md"
                        p="2"
                      >
                        <Flex gap="2" wrap="wrap" align="end">
                          <Box flex="1 1 10rem">
                            <PanelSelect
                              label={t('editor.derive.conditionField')}
                              value={d.field}
                              placeholder={t('editor.derive.choose')}
                              onChange={(f) => setTest(i, { field: f })}
                            >
                              {testCols.map((c) => (
                                <option key={c.column} value={c.column}>
                                  {(c.title && titles[c.title]) || c.column}
                                </option>
                              ))}
                            </PanelSelect>
                          </Box>
                          <Box flex="1 1 8rem">
                            <PanelSelect
                              label={t('editor.derive.conditionTest')}
                              value={d.test}
                              placeholder={t('editor.derive.choose')}
                              onChange={(v) => setTest(i, { test: v as RowTest['test'] })}
                            >
                              {TESTS.map((k) => (
                                <option key={k} value={k}>
                                  {t(`editor.derive.tests.${k}`)}
                                </option>
                              ))}
                            </PanelSelect>
                          </Box>
                          {d.test !== 'filled' && (
                            <Box flex="1 1 6rem">
                              {yesNo ? (
                                <PanelSelect
                                  label={t('editor.derive.conditionValue')}
                                  value={d.value}
                                  placeholder={t('editor.derive.choose')}
                                  onChange={(v) => setTest(i, { value: v })}
                                >
                                  <option value="true">{t('editor.derive.yes')}</option>
                                  <option value="false">{t('editor.derive.no')}</option>
                                </PanelSelect>
                              ) : (
                                <Field.Root invalid={parsed[i] === undefined && d.value !== ''}>
                                  <Field.Label>{t('editor.derive.conditionValue')}</Field.Label>
                                  <Input
                                    size="sm"
                                    inputMode={d.test === 'equals' ? undefined : 'decimal'}
                                    value={d.value}
                                    onChange={(e) => setTest(i, { value: e.target.value })}
                                  />
                                </Field.Root>
                              )}
                            </Box>
                          )}
                          <IconButton
                            size="sm"
                            variant="ghost"
                            aria-label={t('editor.derive.removeCondition', { n: i + 1 })}
                            onClick={() => setTests(tests.filter((_, j) => j !== i))}
                          >
                            <X aria-hidden="true" />
                          </IconButton>
                        </Flex>
                      </Box>
                    );
                  })}
                  <Box>
                    <Button size="sm" variant="outline" onClick={() => setTests([...tests, newDraft(testCols[0]!.column, 'atMost', '')])}>
                      <Plus aria-hidden="true" />
                      {t('editor.derive.addCondition')}
                    </Button>
                  </Box>
                </Stack>
              </Box>
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
