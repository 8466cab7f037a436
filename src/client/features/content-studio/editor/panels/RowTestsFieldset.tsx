import { useTranslation } from 'react-i18next';
import { Box, Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import type { RowTest } from '../../../../../engine/step-editor/derive-ops';
import type { ListColumn } from '../../../../../engine/step-editor/source-lists';
import { PanelSelect } from './PanelSelect';
import { columnTypes, newDraft, TESTS, type TestDraft } from './row-test-drafts';

interface Props {
  tests: TestDraft[];
  /** Each draft as a test, undefined while its value cannot be one. */
  parsed: Array<RowTest | undefined>;
  /** The columns a test may ask. */
  columns: ListColumn[];
  /** The source step's texts, for the columns' titles. */
  titles: Record<string, string>;
  onChange(tests: TestDraft[]): void;
}

/** Which rows a derived list takes: its conditions ('Zralost je nejvýše 2'), each added, changed and removed here. */
export function RowTestsFieldset({ tests, parsed, columns, titles, onChange }: Props) {
  const { t } = useTranslation('studio');
  const setTest = (i: number, change: Partial<TestDraft>) => onChange(tests.map((d, j) => (j === i ? { ...d, ...change } : d)));
  return (
    <Box as="fieldset">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {t('editor.derive.conditions')}
      </Text>
      <Stack gap="3">
        {tests.length === 0 && <Text fontSize="sm">{t('editor.derive.allRows')}</Text>}
        {tests.map((d, i) => {
          const column = columns.find((c) => c.column === d.field);
          const yesNo = d.test === 'equals' && columnTypes(column).includes('boolean');
          return (
            <Box key={d.id} role="group" aria-label={t('editor.derive.condition', { n: i + 1 })} borderWidth="1px" borderRadius="md" p="2">
              <Flex gap="2" wrap="wrap" align="end">
                <Box flex="1 1 10rem">
                  <PanelSelect
                    label={t('editor.derive.conditionField')}
                    value={d.field}
                    placeholder={t('editor.derive.choose')}
                    onChange={(f) => setTest(i, { field: f })}
                  >
                    {columns.map((c) => (
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
                  onClick={() => onChange(tests.filter((_, j) => j !== i))}
                >
                  <X aria-hidden="true" />
                </IconButton>
              </Flex>
            </Box>
          );
        })}
        <Box>
          <Button size="sm" variant="outline" onClick={() => onChange([...tests, newDraft(columns[0]!.column, 'atMost', '')])}>
            <Plus aria-hidden="true" />
            {t('editor.derive.addCondition')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
