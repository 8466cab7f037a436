import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ListedUser } from '../../api/admin';
import { companySummary } from '../../../engine/variants/index';

const COUNTS = [
  ['done', 'done'],
  ['in_progress', 'inProgress'],
  ['not_started', 'notStarted'],
] as const;

/**
 * The company detail's 'Postup členů': per module how many members are done, in progress and not
 * started, and the averages; a table from md, a list on a phone, where five columns do not fit.
 */
export function CompanyProgress({ users }: { users: ListedUser[] }) {
  const { t } = useTranslation('admin');
  const summary = companySummary(users.map((u) => u.progress));
  return (
    <Stack as="section" gap="2" aria-labelledby="company-progress-heading" data-testid="company-progress">
      <Heading as="h3" size="sm" id="company-progress-heading">
        {t('companyDetail.progress')}
      </Heading>
      {summary.members === 0 ? (
        <Text color="fg.muted">{t('companyDetail.noProgress')}</Text>
      ) : (
        <>
          <Text>{t('companyDetail.average', { value: summary.average })}</Text>
          <Table.ScrollArea hideBelow="md" borderWidth="1px" borderRadius="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('companyDetail.columns.module')}</Table.ColumnHeader>
                  {COUNTS.map(([, label]) => (
                    <Table.ColumnHeader key={label} textAlign="end">
                      {t(`companyDetail.columns.${label}`)}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">{t('companyDetail.columns.average')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {summary.modules.map((m) => (
                  <Table.Row key={m.module_name} data-testid={`company-module-${m.module_name}`}>
                    <Table.Cell>{m.display_name}</Table.Cell>
                    {COUNTS.map(([state]) => (
                      <Table.Cell key={state} textAlign="end">
                        {m[state]}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {t('progress.percent', { value: m.average })}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack as="ul" hideFrom="md" gap="2" listStyleType="none" m="0" p="0">
            {summary.modules.map((m) => (
              <Box as="li" key={m.module_name} borderWidth="1px" borderRadius="md" p="3" data-testid={`company-card-${m.module_name}`}>
                <Text fontWeight="semibold">
                  {m.display_name}: {t('progress.percent', { value: m.average })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {COUNTS.map(([state, label], i) => (
                    <Fragment key={state}>
                      {i > 0 && ' · '}
                      <Box as="span" whiteSpace="nowrap">
                        {t(`companyDetail.columns.${label}`)} {m[state]}
                      </Box>
                    </Fragment>
                  ))}
                </Text>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
