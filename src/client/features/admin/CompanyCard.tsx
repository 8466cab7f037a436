import { useTranslation } from 'react-i18next';
import { Box, Card, DataList, Heading } from '@chakra-ui/react';
import type { Company } from '../../api/admin';
import { CompanyActions, type CompanyAction } from './CompanyActions';
import { freeText } from './free-text';

/** One company on a narrow screen: the table's columns stacked. */
export function CompanyCard({ company, onAction }: { company: Company; onAction(action: CompanyAction, company: Company): void }) {
  const { t } = useTranslation('admin');
  const fields: Array<[string, string | number | null]> = [
    [t('companies.columns.sector'), company.sector],
    [t('companies.columns.location'), company.location],
    [t('companies.columns.corporationId'), company.corporation_id],
    [t('companies.columns.employees'), company.number_of_employees],
    [t('companies.columns.teams'), company.number_of_teams],
  ];
  return (
    <Card.Root as="li" size="sm" data-testid={`company-card-${company.name}`}>
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          {company.name}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          {fields.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Box css={freeText}>{value ?? t('none')}</Box>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <CompanyActions company={company} onAction={onAction} />
      </Card.Body>
    </Card.Root>
  );
}
