import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { AUDIT_ACTIONS, AUDIT_AREAS, downloadAuditCsv, getAudit, type AuditEntry, type AuditFilterQuery } from '../../api/audit';
import { saveBlob } from '../../api/downloads';
import { czechDateTime } from '../../components/czech-date';
import { PageSpinner } from '../../components/PageSpinner';
import { useAdminData } from './admin-data';
import { useAdminAlert } from './alert-store';
import { actorText, targetText } from './audit-labels';
import { AuditChanges } from './AuditChanges';
import { AuditEntryCard } from './AuditEntryCard';
import { SelectField, TextField } from './FormFields';
import { freeText } from './free-text';
import { failureText } from './run-with-alert';

interface Filters {
  action: string;
  actor: string;
  from: string;
  to: string;
  q: string;
}

const NO_FILTERS: Filters = { action: '', actor: '', from: '', to: '', q: '' };
const COLUMNS = ['at', 'actor', 'action', 'target', 'changes'] as const;
/** A filter being typed (a search, a date) asks the server once the typing pauses. */
const SEARCH_PAUSE_MS = 300;

const queryOf = (f: Filters): AuditFilterQuery => ({
  action: (f.action || undefined) as AuditFilterQuery['action'],
  actor_id: f.actor ? Number(f.actor) : undefined,
  from: f.from || undefined,
  to: f.to || undefined,
  q: f.q.trim() || undefined,
});

/** Historie změn: who changed what and when, filtered, newest first, a page at a time; the CSV of what the filters select. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const { users } = useAdminData();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The query as text: filters set back to the same values ask the server nothing new.
  const [queryKey, setQueryKey] = useState(() => JSON.stringify(queryOf(NO_FILTERS)));
  const query = useMemo(() => JSON.parse(queryKey) as AuditFilterQuery, [queryKey]);
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQueryKey(JSON.stringify(queryOf(filters))), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  useEffect(() => {
    let current = true;
    getAudit(query).then(
      (page) => {
        if (!current) return;
        setEntries(page.items);
        setCursor(page.next_cursor);
      },
      async (err: unknown) => {
        if (!current) return;
        setEntries([]);
        setCursor(null);
        useAdminAlert.getState().showError(await failureText(err, t('errors.loadData')));
      },
    );
    return () => {
      current = false;
    };
  }, [query, t]);

  const actors = useMemo(() => users.filter((u) => u.role === 'admin' || u.role === 'author'), [users]);
  const actionOptions = [
    ...AUDIT_AREAS.map((a) => ({ value: a, label: t(`audit.areas.${a}`) })),
    ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
  ];

  const more = async () => {
    if (cursor === null) return;
    setLoadingMore(true);
    try {
      const page = await getAudit(query, cursor);
      setEntries((shown) => [...(shown ?? []), ...page.items]);
      setCursor(page.next_cursor);
    } catch (err) {
      useAdminAlert.getState().showError(await failureText(err, t('errors.loadData')));
    } finally {
      setLoadingMore(false);
    }
  };
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadAuditCsv(query);
      saveBlob(blob, fileName);
    } catch (err) {
      useAdminAlert.getState().showError(await failureText(err, t('audit.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  const set = (patch: Partial<Filters>) => setFilters({ ...filters, ...patch });

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {t('audit.heading')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('audit.intro')}
          </Text>
        </Stack>
        <Button colorPalette="blue" onClick={() => void download()} loading={downloading}>
          <Download aria-hidden="true" />
          {t('audit.download')}
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" role="search" aria-label={t('audit.filters')}>
        <TextField
          label={t('audit.search')}
          value={filters.q}
          onChange={(q) => set({ q })}
          inputProps={{ type: 'search', placeholder: t('audit.searchPlaceholder'), maxLength: 200 }}
        />
        <SelectField
          label={t('audit.actionFilter')}
          value={filters.action}
          onChange={(action) => set({ action })}
          placeholder={t('audit.allActions')}
          options={actionOptions}
        />
        <SelectField
          label={t('audit.actorFilter')}
          value={filters.actor}
          onChange={(actor) => set({ actor })}
          placeholder={t('audit.allActors')}
          options={actors.map((u) => ({ value: String(u.id), label: u.email }))}
        />
        <TextField label={t('audit.from')} value={filters.from} onChange={(from) => set({ from })} inputProps={{ type: 'date' }} />
        <TextField label={t('audit.to')} value={filters.to} onChange={(to) => set({ to })} inputProps={{ type: 'date' }} />
      </SimpleGrid>
      {JSON.stringify(filters) !== JSON.stringify(NO_FILTERS) && (
        <Button alignSelf="start" size="sm" variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
          {t('audit.clear')}
        </Button>
      )}
      {entries === null ? (
        <PageSpinner />
      ) : entries.length === 0 ? (
        <Text py="6" textAlign="center" color="fg.muted" aria-live="polite">
          {t('audit.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md" bg="bg.panel">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((c) => (
                    <Table.ColumnHeader key={c}>{t(`audit.columns.${c}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entries.map((e) => (
                  <Table.Row key={e.id} data-testid={`audit-row-${e.id}`} verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">{czechDateTime(e.at)}</Table.Cell>
                    <Table.Cell css={freeText}>{actorText(t, e)}</Table.Cell>
                    <Table.Cell fontWeight="semibold">{t(`audit.actions.${e.action}`)}</Table.Cell>
                    <Table.Cell css={freeText}>{targetText(t, e)}</Table.Cell>
                    <Table.Cell minW="18rem">
                      <AuditChanges entry={e} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" m="0" p="0">
            {entries.map((e) => (
              <AuditEntryCard key={e.id} entry={e} />
            ))}
          </Stack>
          {cursor !== null && (
            <Button alignSelf="center" variant="outline" onClick={() => void more()} loading={loadingMore}>
              {t('audit.more')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
