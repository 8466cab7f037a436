import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, DataList, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { Assignment } from '../../api/admin';
import { czechDate } from '../../components/czech-date';

interface Props {
  assignments: Assignment[];
  variantLabel(name: string): string;
  onRemove(assignment: Assignment): void;
}

const COLUMNS = ['email', 'variant', 'assigned', 'validUntil', 'status', 'actions'] as const;

/** The variant assignments: a table on a wide screen, cards on a phone; each removable. */
export function AssignmentsTable({ assignments, variantLabel, onRemove }: Props) {
  const { t } = useTranslation('admin');
  if (assignments.length === 0)
    return (
      <Text py="4" color="fg.muted">
        {t('assignments.empty')}
      </Text>
    );
  const status = (a: Assignment) => (
    <Badge colorPalette={a.status === 'active' ? 'green' : 'gray'} variant="subtle">
      {a.status === 'active' ? t('status.active') : t('status.inactive')}
    </Badge>
  );
  const remove = (a: Assignment) => (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      onClick={() => onRemove(a)}
      aria-label={t('assignments.removeLabel', { variant: variantLabel(a.variant), email: a.user_email })}
    >
      <Trash2 aria-hidden="true" />
      {t('assignments.remove')}
    </Button>
  );
  return (
    <>
      <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c}>{t(`assignments.${c}`)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {assignments.map((a) => (
              <Table.Row key={a.id} data-testid={`assignment-row-${a.id}`}>
                <Table.Cell>{a.user_email}</Table.Cell>
                <Table.Cell>{variantLabel(a.variant)}</Table.Cell>
                <Table.Cell>{czechDate(a.assigned_date)}</Table.Cell>
                <Table.Cell>{czechDate(a.expiry_date)}</Table.Cell>
                <Table.Cell>{status(a)}</Table.Cell>
                <Table.Cell>{remove(a)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" m="0" p="0">
        {assignments.map((a) => (
          <Card.Root as="li" key={a.id} size="sm">
            <Card.Body gap="2">
              <Text fontWeight="semibold" wordBreak="break-all">
                {a.user_email}
              </Text>
              <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                {(
                  [
                    ['variant', variantLabel(a.variant)],
                    ['assigned', czechDate(a.assigned_date)],
                    ['validUntil', czechDate(a.expiry_date)],
                    ['status', status(a)],
                  ] as const
                ).map(([key, value]) => (
                  <DataList.Item key={key}>
                    <DataList.ItemLabel>{t(`assignments.${key}`)}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <div>{remove(a)}</div>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
}
