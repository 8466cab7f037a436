import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Field, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { CheckCheck, FileSearch } from 'lucide-react';
import { CSV_MAX_CHARS } from '../../../../contracts/content';
import { applyTextsCsv, dryRunTextsCsv, type CsvApplied, type CsvDryRun } from '../../../api/content';
import { failureText } from '../../admin/run-with-alert';
import { StudioNotice } from '../variants/StudioNotice';

/** A long text is shown cut in the table; the cell's title holds all of it. */
const shown = (text: string | null, dash: string) =>
  text === null || text === '' ? dash : text.length > 160 ? `${text.slice(0, 160)}…` : text;

/**
 * Import: a CSV file is read in the browser, the server's dry run lists every change and every
 * refused row, and only 'Použít změny' stores the changes in the draft.
 */
export function CsvImport({ onApplied }: { onApplied(): void }) {
  const { t } = useTranslation('studio');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<CsvDryRun | null>(null);
  const [result, setResult] = useState<CsvApplied | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [failure, setFailure] = useState('');

  const check = async () => {
    if (!file) return;
    setFailure('');
    setPlan(null);
    setResult(null);
    if (file.size > CSV_MAX_CHARS * 2) {
      setFailure(t('csv.tooBig'));
      return;
    }
    setBusy('check');
    try {
      const text = await file.text();
      if (text.includes('\uFFFD')) setFailure(t('csv.notUtf8'));
      else if (text.length > CSV_MAX_CHARS) setFailure(t('csv.tooBig'));
      else setPlan(await dryRunTextsCsv(text));
    } catch (err) {
      setFailure(await failureText(err, t('csv.checkFailed')));
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!plan) return;
    setBusy('apply');
    setFailure('');
    try {
      setResult(await applyTextsCsv(plan.changes));
      setPlan(null);
      onApplied();
    } catch (err) {
      setFailure(await failureText(err, t('csv.applyFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        {t('csv.importTitle')}
      </Heading>
      <Text color="fg.muted">{t('csv.importIntro')}</Text>
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label>{t('csv.file')}</Field.Label>
          <Input
            ref={input}
            type="file"
            p="1"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPlan(null);
              setResult(null);
              setFailure('');
            }}
          />
        </Field.Root>
        <Button onClick={() => void check()} disabled={!file} loading={busy === 'check'}>
          <FileSearch aria-hidden="true" />
          {t('csv.check')}
        </Button>
      </Flex>
      {failure && <StudioNotice kind="error" title={failure} />}

      {plan && (
        <Stack gap="4" data-testid="csv-dry-run">
          <StudioNotice kind={plan.refused.length ? 'warning' : 'success'} title={t('csv.planSummary', { count: plan.changes.length })}>
            {t('csv.planDetail', { refused: plan.refused.length, unchanged: plan.unchanged })}
          </StudioNotice>
          {plan.changes.length > 0 && (
            <Table.ScrollArea borderWidth="1px" rounded="md" maxH="32rem" tabIndex={0} aria-label={t('csv.changesTable')}>
              <Table.Root size="sm" stickyHeader aria-label={t('csv.changesTable')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('csv.col.source')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('csv.col.key')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('csv.col.lng')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('csv.col.old')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('csv.col.new')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {plan.changes.map((c) => (
                    <Table.Row key={`${c.source}|${c.key}|${c.lng}`}>
                      <Table.Cell fontFamily="mono" fontSize="xs">
                        {c.source}
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                        {c.key}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge>{c.lng}</Badge>
                      </Table.Cell>
                      <Table.Cell title={c.old ?? ''} color="fg.muted" whiteSpace="pre-wrap" minW="10rem">
                        {shown(c.old, t('csv.none'))}
                      </Table.Cell>
                      <Table.Cell title={c.new} whiteSpace="pre-wrap" minW="10rem">
                        {shown(c.new, t('csv.none'))}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {plan.refused.length > 0 && (
            <Box>
              <Heading as="h4" size="sm" mb="2">
                {t('csv.refusedTitle', { count: plan.refused.length })}
              </Heading>
              <Table.ScrollArea
                borderWidth="1px"
                rounded="md"
                tabIndex={0}
                aria-label={t('csv.refusedTitle', { count: plan.refused.length })}
              >
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('csv.col.row')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('csv.col.source')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('csv.col.key')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('csv.col.reason')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {plan.refused.map((r) => (
                      <Table.Row key={`${r.row}|${r.reason}`}>
                        <Table.Cell>{r.row}</Table.Cell>
                        <Table.Cell fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                          {r.source}
                        </Table.Cell>
                        <Table.Cell fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                          {r.key}
                        </Table.Cell>
                        <Table.Cell>{r.reason}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Box>
          )}
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="blue" onClick={() => void apply()} disabled={plan.changes.length === 0} loading={busy === 'apply'}>
              <CheckCheck aria-hidden="true" />
              {t('csv.apply', { count: plan.changes.length })}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setPlan(null);
                setFile(null);
                if (input.current) input.current.value = '';
              }}
            >
              {t('csv.cancel')}
            </Button>
          </Flex>
        </Stack>
      )}

      {result && (
        <StudioNotice kind={result.conflicts.length ? 'warning' : 'success'} title={result.message}>
          {result.conflicts.length > 0 && (
            <Stack gap="2" mt="2">
              <Text>{t('csv.conflicts', { count: result.conflicts.length })}</Text>
              <Box as="ul" ps="5" listStyleType="disc">
                {result.conflicts.map((c) => (
                  <li key={`${c.source}|${c.key}|${c.lng}`}>
                    <Text as="span" fontFamily="mono" fontSize="sm">
                      {c.source} {c.key} ({c.lng})
                    </Text>
                    : {t('csv.conflictValues', { yours: c.yours, theirs: c.theirs ?? t('csv.none') })}
                  </li>
                ))}
              </Box>
            </Stack>
          )}
        </StudioNotice>
      )}
    </Stack>
  );
}
