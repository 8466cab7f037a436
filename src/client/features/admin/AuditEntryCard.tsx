import { useTranslation } from 'react-i18next';
import { Card, DataList, Heading } from '@chakra-ui/react';
import type { AuditEntry } from '../../api/audit';
import { czechDateTime } from '../../components/czech-date';
import { actorText, targetText } from './audit-labels';
import { AuditChanges } from './AuditChanges';
import { freeText } from './free-text';

/** One audit row on a narrow screen: the table's columns stacked. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const fields: Array<[string, string]> = [
    [t('audit.columns.at'), czechDateTime(entry.at)],
    [t('audit.columns.actor'), actorText(t, entry)],
    [t('audit.columns.target'), targetText(t, entry)],
  ];
  return (
    <Card.Root as="li" size="sm" data-testid={`audit-card-${entry.id}`}>
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          {t(`audit.actions.${entry.action}`)}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          {fields.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue css={freeText}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <AuditChanges entry={entry} />
      </Card.Body>
    </Card.Root>
  );
}
