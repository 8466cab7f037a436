import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Code, Field, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { searchTexts, type SearchResults, type TextSource } from '../../../api/content';
import { isHtml } from './html-text';
import { plainText } from './plain-text';

const DEBOUNCE_MS = 300;
const MIN_LENGTH = 2;

/** Search over every text of every variant (debounced); a result opens its source with the row focused. */
export function TextSearch({ onOpen }: { onOpen(source: TextSource, key: string): void }) {
  const { t } = useTranslation('studio');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; answer: SearchResults } | null>(null);
  const [failed, setFailed] = useState(false);
  const q = query.trim();

  useEffect(() => {
    if (q.length < MIN_LENGTH) return;
    let live = true;
    const timer = setTimeout(() => {
      searchTexts(q).then(
        (answer) => {
          if (!live) return;
          setFailed(false);
          setFound({ query: q, answer });
        },
        () => live && setFailed(true),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);

  const shown = q.length >= MIN_LENGTH && found?.query === q ? found.answer : null;
  const text = (v: string | null) => (v ? (isHtml(v) ? plainText(v) : v) : t('texts.empty'));
  return (
    <Stack gap="2" role="search">
      <Field.Root>
        <Field.Label>{t('texts.search.label')}</Field.Label>
        <Input
          type="search"
          value={query}
          placeholder={t('texts.search.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
          bg="bg.panel"
        />
      </Field.Root>
      <Box aria-live="polite">
        {failed && <Text color="fg.error">{t('texts.search.failed')}</Text>}
        {shown && (
          <Text fontSize="sm" color="fg.muted">
            {shown.results.length === 0
              ? t('texts.search.none')
              : t(shown.truncated ? 'texts.search.countTruncated' : 'texts.search.count', { count: shown.results.length })}
          </Text>
        )}
      </Box>
      {shown && shown.results.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" maxH="24rem" overflowY="auto" aria-label={t('texts.search.results')}>
          {shown.results.map((r) => {
            const source: TextSource = r.namespace ? { namespace: r.namespace } : { variant: r.variant ?? '' };
            const where = r.namespace ?? t('texts.search.variantFile', { variant: r.variant });
            return (
              <li key={`${where}|${r.key}`}>
                <chakra.button
                  type="button"
                  w="full"
                  textAlign="start"
                  p="2"
                  borderWidth="1px"
                  borderRadius="md"
                  bg="bg.panel"
                  _hover={{ bg: 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}
                  onClick={() => {
                    onOpen(source, r.key);
                    setQuery('');
                  }}
                >
                  <Text fontSize="xs" color="fg.muted">
                    {where} · <Code fontSize="xs">{r.key}</Code>
                  </Text>
                  <Text lineClamp={2}>
                    <Box as="span" fontWeight="semibold">
                      CZ:{' '}
                    </Box>
                    {text(r.cs)}
                  </Text>
                  {r.namespace && (
                    <Text lineClamp={2} color="fg.muted">
                      <Box as="span" fontWeight="semibold">
                        EN:{' '}
                      </Box>
                      {text(r.en)}
                    </Text>
                  )}
                </chakra.button>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
