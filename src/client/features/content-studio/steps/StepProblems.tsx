import { useTranslation } from 'react-i18next';
import { Box, Code, Heading, List, Text } from '@chakra-ui/react';
import { problemText } from '../publish/problem-text';
import { kindOfPath } from './step-files';
import type { StepDraft } from './use-step-draft';

/** The check's problems of the step's files, each with its file and place (the JSON view's list). */
export function StepProblems({ draft }: { draft: StepDraft }) {
  const { t } = useTranslation('studio');
  const { check, checkFailed, files } = draft;
  return (
    <Box as="section" aria-labelledby="step-problems-heading" aria-live="polite">
      <Heading as="h3" size="sm" mb="2" id="step-problems-heading">
        {t('steps.problems.title')}
      </Heading>
      {checkFailed ? (
        <Text color="fg.error">{t('steps.problems.failed')}</Text>
      ) : !files ? (
        <Text color="fg.muted">{t('steps.problems.waiting')}</Text>
      ) : !check ? (
        <Text color="fg.muted">{t('steps.problems.checking')}</Text>
      ) : check.problems.length === 0 ? (
        <Text>{t('steps.problems.none')}</Text>
      ) : (
        <List.Root as="ol" ps="5" gap="2" data-testid="step-problems">
          {check.problems.map((p, i) => {
            const kind = kindOfPath(p.file);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id, and the list is replaced whole.
              <List.Item key={i}>
                <Text>{problemText(p.message)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {kind ? t(`steps.files.${kind}`) : p.file}
                  {p.place && (
                    <>
                      {' · '}
                      <Code fontSize="xs">{p.place}</Code>
                    </>
                  )}
                </Text>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      {check && check.elsewhere > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('steps.problems.elsewhere', { count: check.elsewhere })}
        </Text>
      )}
    </Box>
  );
}
