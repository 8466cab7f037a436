import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { getContentTree, type ContentTree } from '../../../api/content';
import { PageSpinner } from '../../../components/PageSpinner';
import { StudioNotice } from '../variants/StudioNotice';
import { useTabShown } from '../variants/use-tab-shown';
import { CsvExport } from './CsvExport';
import { CsvImport } from './CsvImport';

/** The CSV tab: texts out to a spreadsheet and back into the draft, with a dry run between. */
export default function CsvPanel() {
  const { t } = useTranslation('studio');
  const [tree, setTree] = useState<ContentTree | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      getContentTree()
        .then(setTree)
        .catch(() => setFailed(true)),
    [],
  );
  useTabShown('csv', load);

  if (failed) return <StudioNotice kind="error" title={t('csv.loadFailed')} />;
  if (!tree) return <PageSpinner />;
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        {t('csv.title')}
      </Heading>
      <Text color="fg.muted">{t('csv.intro')}</Text>
      <CsvExport tree={tree} />
      <Separator />
      <CsvImport onApplied={() => void load()} />
    </Stack>
  );
}
