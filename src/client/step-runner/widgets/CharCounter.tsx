import { Text } from '@chakra-ui/react';

/** "n/max" under a text (spec: value examples' counter n/200), shown when ui:options.counter is set. */
export function CharCounter({ id, value, max }: { id: string; value: unknown; max: unknown }) {
  if (typeof max !== 'number') return null;
  const length = typeof value === 'string' ? [...value].length : 0;
  return (
    <Text id={`${id}__counter`} fontSize="xs" color="fg.muted" textAlign="end" data-testid="char-counter">
      {length}/{max}
    </Text>
  );
}
