import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../contracts/limits';
import { checkMemberImport, runMemberImport, type ImportReport, type ImportRow } from '../../api/member-import';
import { AdminDialog } from './AdminDialog';
import { useAdminAlert } from './alert-store';
import { failureText } from './run-with-alert';

interface Props {
  onClose(): void;
  /** Members were created: the lists reload. */
  onImported(): void;
}

const KB = IMPORT_MAX_BYTES / 1024;

/** The rows with an error first: they are what the administrator has to act on. */
const errorsFirst = (rows: ImportRow[]) =>
  [...rows].sort((a, b) => Number(b.outcome === 'error') - Number(a.outcome === 'error') || a.line - b.line);

/**
 * 'Import členů z CSV': the file is checked on the server (a dry run, nothing stored), every row's outcome is listed,
 * and only the administrator's confirmation creates the valid rows. Values from the file are shown as text.
 */
export function ImportMembersDialog({ onClose, onImported }: Props) {
  const { t } = useTranslation('admin');
  const [csv, setCsv] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    setReport(null);
    setDone(false);
    setProblem(null);
    setCsv(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem(t('memberImport.tooLarge', { kb: KB }));
      return;
    }
    setCsv(await file.text());
  };
  const call = async (run: () => Promise<ImportReport>, fallback: string) => {
    setBusy(true);
    setProblem(null);
    try {
      return await run();
    } catch (err) {
      setProblem(await failureText(err, fallback));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const check = async () => {
    if (csv !== null) setReport(await call(() => checkMemberImport(csv), t('memberImport.checkFailed')));
  };
  const confirm = async () => {
    if (csv === null) return;
    const answer = await call(() => runMemberImport(csv), t('memberImport.importFailed'));
    if (!answer) return;
    setReport(answer);
    setDone(true);
    useAdminAlert.getState().showSuccess(answer.message);
    onImported();
  };

  const footer = (
    <>
      <Button variant="outline" onClick={onClose} disabled={busy}>
        {t(done ? 'close' : 'cancel')}
      </Button>
      {!report && (
        <Button colorPalette="blue" onClick={() => void check()} loading={busy} disabled={csv === null}>
          {t('memberImport.check')}
        </Button>
      )}
      {report && !done && report.valid > 0 && (
        <Button colorPalette="blue" onClick={() => void confirm()} loading={busy}>
          {t('memberImport.confirm', { count: report.valid })}
        </Button>
      )}
    </>
  );

  return (
    <AdminDialog open title={t('memberImport.title')} onClose={onClose} size="lg" keepOnOutsideClick footer={footer}>
      <Stack gap="4">
        {!done && (
          <>
            <Text>{t('memberImport.intro')}</Text>
            <Box fontSize="sm" color="fg.muted">
              <Text fontWeight="semibold">{t('memberImport.columnsHeading')}</Text>
              <Text>{t('memberImport.columns')}</Text>
              <Text>{t('memberImport.format', { rows: IMPORT_MAX_ROWS, kb: KB })}</Text>
            </Box>
            <Box>
              <Text fontWeight="medium" mb="1.5" id="import-file-label">
                {t('memberImport.file')}
              </Text>
              {/* The browser's own file input speaks the browser's language: a Czech button opens it instead. */}
              <input
                ref={picker}
                type="file"
                accept=".csv,text/csv"
                hidden
                aria-labelledby="import-file-label"
                onChange={(e) => {
                  void choose(e.target.files?.[0]);
                  // The same file chosen again (after fixing it) must be read again.
                  e.target.value = '';
                }}
              />
              <Flex gap="3" align="center" wrap="wrap">
                <Button variant="outline" onClick={() => picker.current?.click()} aria-describedby="import-file-name">
                  <FileUp aria-hidden="true" />
                  {t('memberImport.chooseFile')}
                </Button>
                <Text id="import-file-name" color={fileName ? undefined : 'fg.muted'} overflowWrap="anywhere" minW="0">
                  {fileName ?? t('memberImport.noFile')}
                </Text>
              </Flex>
            </Box>
          </>
        )}
        {problem && (
          <Text role="alert" color="red.700" fontWeight="semibold">
            {problem}
          </Text>
        )}
        {report && <ImportRows report={report} done={done} />}
      </Stack>
    </AdminDialog>
  );
}

function ImportRows({ report, done }: { report: ImportReport; done: boolean }) {
  const { t } = useTranslation('admin');
  const total = report.valid + report.invalid;
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" aria-live="polite">
        {done ? report.message : t('memberImport.summary', { valid: report.valid, invalid: report.invalid, total })}
      </Text>
      {!done && report.invalid > 0 && report.valid > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('memberImport.errorsSkipped')}
        </Text>
      )}
      <Text as="h3" srOnly>
        {t('memberImport.rowsHeading')}
      </Text>
      <List.Root as="ul" listStyleType="none" gap="2" m="0" p="0" data-testid="import-rows">
        {errorsFirst(report.rows).map((row) => (
          <List.Item
            key={row.line}
            borderWidth="1px"
            borderRadius="md"
            borderColor={row.outcome === 'error' ? 'red.300' : 'border'}
            bg={row.outcome === 'error' ? 'red.50' : 'bg.panel'}
            p="3"
            data-outcome={row.outcome}
          >
            <Flex gap="2" wrap="wrap" align="baseline" justify="space-between">
              <Box minW="0" overflowWrap="anywhere">
                <Text as="span" fontWeight="semibold">
                  {t('memberImport.line', { line: row.line })}
                </Text>
                {' · '}
                <Text as="span">{row.email || t('memberImport.noEmail')}</Text>
                {row.name && <Text as="span" color="fg.muted">{` · ${row.name}`}</Text>}
              </Box>
              <Badge colorPalette={row.outcome === 'error' ? 'red' : 'green'} variant="subtle">
                {t(`memberImport.${row.outcome === 'would_create' ? 'wouldCreate' : row.outcome}`)}
              </Badge>
            </Flex>
            {row.outcome === 'error' ? (
              <List.Root as="ul" ps="5" mt="1" fontSize="sm" color="red.800">
                {row.errors.map((error) => (
                  <List.Item key={error} overflowWrap="anywhere">
                    {error}
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t(row.send_welcome ? 'memberImport.welcome' : 'memberImport.noWelcome')}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
