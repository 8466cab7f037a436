import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Code, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ContentProblems } from '../../../api/content';
import { problemLink } from './problem-link';
import { problemText } from './problem-text';

/** Why publishing was refused: each problem in Czech, with a link to its place where the texts tab shows it. */
export function ProblemList({ problems }: { problems: NonNullable<ContentProblems['problems']> }) {
  const { t } = useTranslation('studio');
  return (
    <List.Root as="ol" ps="5" gap="2" data-testid="publish-problems">
      {problems.map((p, i) => {
        const link = problemLink(p);
        const where = [p.place, p.line !== undefined ? t('publish.line', { line: p.line, column: p.column ?? 1 }) : '']
          .filter(Boolean)
          .join(', ');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id, and the list is replaced whole.
          <List.Item key={i}>
            <Stack gap="0.5">
              <Text>{problemText(p.message)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {link ? (
                  <Link asChild colorPalette="blue" variant="underline">
                    <RouterLink to={link}>{t('publish.openPlace', { file: p.file, place: where || p.file })}</RouterLink>
                  </Link>
                ) : (
                  <>
                    <Code fontSize="xs">{p.file}</Code>
                    {where && ` ${where}`}
                  </>
                )}
              </Text>
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
