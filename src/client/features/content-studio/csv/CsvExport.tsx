import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Fieldset, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { exportTextsCsv, type ContentTree } from '../../../api/content';
import { failureText } from '../../admin/run-with-alert';
import { StudioNotice } from '../variants/StudioNotice';
import { csvSourceGroups } from './csv-sources';

/** Saves a blob under a name, as a download the browser asks nothing about. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export: the texts of the sources ticked (none ticked: every text) as a CSV file. */
export function CsvExport({ tree }: { tree: ContentTree }) {
  const { t } = useTranslation('studio');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const groups = csvSourceGroups(tree);
  const toggle = (source: string, on: boolean) => setChosen((c) => (on ? [...c, source] : c.filter((s) => s !== source)));
  const label = (source: string) => (source.startsWith('variant:') ? t('csv.sourceFile') : t('csv.sourceVariantTexts'));

  const download = async () => {
    setBusy(true);
    setFailure('');
    try {
      const { blob, filename } = await exportTextsCsv(chosen);
      saveFile(blob, filename);
    } catch (err) {
      setFailure(await failureText(err, t('csv.exportFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        {t('csv.exportTitle')}
      </Heading>
      <Text color="fg.muted">{t('csv.exportIntro')}</Text>
      <Flex gap="6" wrap="wrap" align="start">
        {groups.map((g) => (
          <Fieldset.Root key={g.variant?.variant_name ?? ''} w="auto" minW="14rem">
            <Fieldset.Legend fontWeight="semibold">{g.variant ? g.variant.display_name : t('csv.steps')}</Fieldset.Legend>
            <Stack gap="2" mt="2">
              {g.sources.map((source) => (
                <Checkbox.Root key={source} checked={chosen.includes(source)} onCheckedChange={(e) => toggle(source, e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {g.variant && `${label(source)} `}
                    <Text as="span" fontFamily="mono" fontSize={g.variant ? 'xs' : 'sm'} color={g.variant ? 'fg.muted' : undefined}>
                      {source}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Root>
        ))}
      </Flex>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="blue" onClick={() => void download()} loading={busy}>
          <Download aria-hidden="true" />
          {chosen.length ? t('csv.downloadChosen', { count: chosen.length }) : t('csv.downloadAll')}
        </Button>
        {chosen.length > 0 && (
          <Button variant="ghost" onClick={() => setChosen([])}>
            {t('csv.clearChoice')}
          </Button>
        )}
      </Flex>
      {failure && <StudioNotice kind="error" title={failure} />}
    </Stack>
  );
}
