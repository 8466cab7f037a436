import { useTranslation } from 'react-i18next';
import { Badge, Box, Code, Flex, List, Text } from '@chakra-ui/react';
import type { ContentVersion } from '../../../api/content';

type Change = ContentVersion['changes'][number];

const STATUS_COLOR = { added: 'green', changed: 'blue', deleted: 'red' } as const;

/** What a draft or a version changes, per file: its status and, for texts, the keys. */
export function ChangeList({ changes, extra }: { changes: Change[]; extra?: (path: string) => string | undefined }) {
  const { t } = useTranslation('studio');
  return (
    <List.Root listStyle="none" ms="0" gap="2">
      {changes.map((c) => (
        <List.Item key={c.path}>
          <Flex gap="2" align="baseline" wrap="wrap">
            <Badge colorPalette={STATUS_COLOR[c.status]}>{t(`publish.status.${c.status}`)}</Badge>
            <Code fontSize="sm" overflowWrap="anywhere" bg="transparent" p="0">
              {c.path}
            </Code>
            {extra?.(c.path) && (
              <Text as="span" fontSize="sm" color="fg.muted">
                {extra(c.path)}
              </Text>
            )}
          </Flex>
          {c.keys && c.keys.length > 0 && (
            <Box ps="4" mt="1">
              <Text fontSize="sm" color="fg.muted">
                {t('publish.keys', { count: c.keys.length })}{' '}
                <Text as="span" fontFamily="mono" overflowWrap="anywhere">
                  {c.keys.join(', ')}
                </Text>
              </Text>
            </Box>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
