import { useTranslation } from 'react-i18next';
import { Box, Button, Code, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StepFilesConflict } from '../../../api/content';
import { StudioNotice } from '../variants/StudioNotice';
import { jsonText } from './json-text';
import { STEP_FILE_KINDS } from './step-files';

interface Props {
  conflict: StepFilesConflict;
  busy: boolean;
  onLoadTheirs(): void;
  onOverwrite(): void;
}

/** Someone saved the step's files meanwhile: each file that differs, theirs beside the author's, and the author decides. */
export function StepConflict({ conflict, busy, onLoadTheirs, onOverwrite }: Props) {
  const { t } = useTranslation('studio');
  const differing = STEP_FILE_KINDS.filter((k) => jsonText(conflict.theirs[k]) !== jsonText(conflict.yours[k]));
  return (
    <Stack gap="3" data-testid="step-conflict">
      <StudioNotice kind="warning" title={conflict.detail} />
      {differing.map((kind) => (
        <Stack key={kind} gap="2">
          <Heading as="h3" size="sm">
            {t(`steps.files.${kind}`)}
          </Heading>
          <SimpleGrid columns={1} gap="3">
            <Version heading={t('steps.conflict.theirs')} text={jsonText(conflict.theirs[kind])} />
            <Version heading={t('steps.conflict.yours')} text={jsonText(conflict.yours[kind])} />
          </SimpleGrid>
        </Stack>
      ))}
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" onClick={onLoadTheirs} disabled={busy}>
          {t('steps.conflict.loadTheirs')}
        </Button>
        <Button colorPalette="blue" onClick={onOverwrite} loading={busy}>
          {t('steps.conflict.overwrite')}
        </Button>
      </Flex>
    </Stack>
  );
}

function Version({ heading, text }: { heading: string; text: string }) {
  const { t } = useTranslation('studio');
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="3" aria-label={heading} minW="0">
      <Text fontWeight="semibold" mb="1">
        {heading}
      </Text>
      <Code as="pre" tabIndex={0} display="block" whiteSpace="pre" overflow="auto" maxH="20rem" fontSize="xs" p="2">
        {text || t('steps.noFile')}
      </Code>
    </Box>
  );
}
