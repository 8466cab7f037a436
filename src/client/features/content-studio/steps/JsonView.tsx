import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { Save } from 'lucide-react';
import { StudioNotice } from '../variants/StudioNotice';
import { JsonEditor } from './JsonEditor';
import { StepProblems } from './StepProblems';
import { STEP_FILE_KINDS } from './step-files';
import type { StepDraft } from './use-step-draft';

/** The step's three files as JSON, checked as the author types and saved into the draft by the button. */
export function JsonView({ draft, previewLink }: { draft: StepDraft; previewLink: string }) {
  const { t } = useTranslation('studio');
  const { texts, parsed, files, busy, changed, outcome } = draft;
  if (!texts || !parsed) return null;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="5" alignItems="start">
      <Stack gap="4" minW="0">
        {STEP_FILE_KINDS.map((kind) => (
          <JsonEditor
            key={kind}
            id={kind}
            label={t(`steps.files.${kind}`)}
            value={texts[kind]}
            parsed={parsed[kind]}
            onChange={(text) => draft.editText({ ...texts, [kind]: text })}
          />
        ))}
      </Stack>
      <Stack gap="4" minW="0" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
        <Flex gap="3" wrap="wrap" align="center">
          <Button colorPalette="blue" onClick={() => void draft.save()} loading={busy} disabled={!files || !changed}>
            <Save aria-hidden="true" />
            {t('steps.save')}
          </Button>
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={previewLink}>{t('steps.preview')}</RouterLink>
          </Link>
        </Flex>
        {!files && <Text color="fg.error">{t('steps.fixSyntax')}</Text>}
        {outcome && <StudioNotice kind={outcome.kind} title={outcome.text} />}
        <StepProblems draft={draft} />
      </Stack>
    </Grid>
  );
}
