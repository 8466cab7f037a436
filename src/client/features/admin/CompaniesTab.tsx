import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { deleteCompany, type Company } from '../../api/admin';
import { useAdminData } from './admin-data';
import { useAdminAlert } from './alert-store';
import { runWithAlert } from './run-with-alert';
import { CompanyActions, type CompanyAction } from './CompanyActions';
import { CompanyCard } from './CompanyCard';
import { CompanyDetailDialog } from './CompanyDetailDialog';
import { filterCompanies, sectorsOf, type CompanyFilters } from './company-filters';
import { freeText } from './free-text';
import { CompanyFormDialog } from './CompanyFormDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { SelectField, TextField } from './FormFields';

type Dialog = { kind: 'new' } | { kind: CompanyAction; company: Company };

const COLUMNS = ['name', 'sector', 'location', 'corporationId', 'employees', 'teams', 'actions'] as const;
const NUMERIC = new Set<string>(['employees', 'teams']);

/** Správa společností: search, the sector filter, the table (cards on a phone) and the dialogs. */
export function CompaniesTab() {
  const { t } = useTranslation('admin');
  const { users, companies, loadPeople } = useAdminData();
  const [filters, setFilters] = useState<CompanyFilters>({ search: '', sector: '' });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const shown = useMemo(() => filterCompanies(companies, filters), [companies, filters]);
  const sectors = useMemo(() => sectorsOf(companies), [companies]);
  const close = () => setDialog(null);
  const onAction = (kind: CompanyAction, company: Company) => setDialog({ kind, company });

  const onSaved = (message: string) => {
    useAdminAlert.getState().showSuccess(message);
    close();
    void loadPeople();
  };
  const remove = async (company: Company) => {
    await runWithAlert(() => deleteCompany(company.id), t('success.companyDeleted'), t('errors.deleteCompany'));
    await loadPeople();
  };

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('companies.heading')}
        </Heading>
        <Button colorPalette="blue" onClick={() => setDialog({ kind: 'new' })}>
          <Plus aria-hidden="true" />
          {t('companies.add')}
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="search" aria-label={t('companies.filters')}>
        <TextField
          label={t('companies.search')}
          value={filters.search}
          onChange={(search) => setFilters({ ...filters, search })}
          inputProps={{ type: 'search', placeholder: t('companies.searchPlaceholder') }}
        />
        <SelectField
          label={t('companies.sectorFilter')}
          value={filters.sector}
          onChange={(sector) => setFilters({ ...filters, sector })}
          placeholder={t('companies.allSectors')}
          options={sectors.map((s) => ({ value: s, label: s }))}
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('companies.shown', { shown: shown.length, total: companies.length })}
      </Text>
      {shown.length === 0 ? (
        <Text py="6" textAlign="center" color="fg.muted">
          {t('companies.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md" bg="bg.panel">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((c) => (
                    <Table.ColumnHeader key={c} textAlign={NUMERIC.has(c) ? 'end' : undefined}>
                      {t(`companies.columns.${c}`)}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((c) => (
                  <Table.Row key={c.id} data-testid={`company-row-${c.name}`}>
                    <Table.Cell fontWeight="semibold" css={freeText}>
                      {c.name}
                    </Table.Cell>
                    <Table.Cell css={freeText}>{c.sector ?? t('none')}</Table.Cell>
                    <Table.Cell css={freeText}>{c.location ?? t('none')}</Table.Cell>
                    <Table.Cell css={freeText}>{c.corporation_id ?? t('none')}</Table.Cell>
                    <Table.Cell textAlign="end">{c.number_of_employees ?? t('none')}</Table.Cell>
                    <Table.Cell textAlign="end">{c.number_of_teams ?? t('none')}</Table.Cell>
                    <Table.Cell>
                      <CompanyActions company={c} onAction={onAction} compact />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" m="0" p="0">
            {shown.map((c) => (
              <CompanyCard key={c.id} company={c} onAction={onAction} />
            ))}
          </Stack>
        </>
      )}

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <CompanyFormDialog company={dialog.kind === 'edit' ? dialog.company : null} sectors={sectors} onClose={close} onSaved={onSaved} />
      )}
      {dialog?.kind === 'detail' && (
        <CompanyDetailDialog company={dialog.company} users={users.filter((u) => u.company_id === dialog.company.id)} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('companies.confirmDelete.title')}
          confirmLabel={t('companies.confirmDelete.confirm')}
          destructive
          onConfirm={() => remove(dialog.company)}
          onClose={close}
        >
          <Text>{t('companies.confirmDelete.text', { name: dialog.company.name })}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
