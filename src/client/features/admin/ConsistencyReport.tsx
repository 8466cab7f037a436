import { useTranslation } from 'react-i18next';
import { Card, Code, Heading, Progress, Text, Wrap } from '@chakra-ui/react';
import type { ConsistencyReport as Report } from '../../api/admin';
import { DetailList } from './DetailList';

function Names({ names }: { names: string[] }) {
  const { t } = useTranslation('admin');
  if (names.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('consistency.noneListed')}
      </Text>
    );
  return (
    <Wrap gap="1.5">
      {names.map((n) => (
        <Code key={n} variant="surface">
          {n}
        </Code>
      ))}
    </Wrap>
  );
}

/** Which variants the database and the content bundles have, and how far they agree. */
export function ConsistencyReport({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  const palette = report.consistency_score === 100 ? 'green' : report.consistency_score >= 50 ? 'orange' : 'red';
  const rows: Array<[string, string[]]> = [
    [t('consistency.backend'), report.backend_variants],
    [t('consistency.frontend'), report.frontend_variants],
    [t('consistency.common'), report.common_variants],
    [t('consistency.onlyBackend'), report.only_in_backend],
    [t('consistency.onlyFrontend'), report.only_in_frontend],
  ];
  return (
    <Card.Root as="section" aria-labelledby="consistency-title" data-testid="consistency-report">
      <Card.Body gap="4">
        <Heading as="h3" size="md" id="consistency-title">
          {t('consistency.title')}
        </Heading>
        <Text fontWeight="semibold">{t('consistency.score', { score: report.consistency_score })}</Text>
        <Progress.Root value={report.consistency_score} colorPalette={palette} aria-label={t('consistency.title')} maxW="md">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <DetailList items={rows.map(([label, names]) => [label, <Names key={label} names={names} />])} />
      </Card.Body>
    </Card.Root>
  );
}
