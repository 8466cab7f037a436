import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * A text ending in a parenthesised part, with that part kept on one line: 'Slabé až kritické
 * (3,6–5,0)' and '… známý? (0–9)' may wrap before the bracket, never inside it (after the en
 * dash). The text reads the same to screen readers; any other text is returned as it is.
 */
export function tailTogether(text: string): ReactNode {
  const split = /^(.*\S) (\([^()]*\))$/s.exec(text);
  if (!split) return text;
  return (
    <>
      {split[1]}{' '}
      <Box as="span" whiteSpace="nowrap">
        {split[2]}
      </Box>
    </>
  );
}
