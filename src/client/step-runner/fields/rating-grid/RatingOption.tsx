import { memo } from 'react';
import { Flex } from '@chakra-ui/react';

interface Props {
  name: string;
  value: number;
  label: string;
  checked: boolean;
  memberId: number;
  criterion: string;
  locked: boolean;
  onRate(id: number, criterion: string, rating: number): void;
}

/** One point of a rating group, memoised: a new rating re-renders the option unchecked and the one checked, not the whole scale. */
export const RatingOption = memo(function RatingOption({ name, value, label, checked, memberId, criterion, locked, onRate }: Props) {
  return (
    <Flex
      as="label"
      flex="1 1 7.5rem"
      align="center"
      gap="2"
      px="3"
      py="2"
      borderWidth="1px"
      rounded="md"
      fontSize="sm"
      lineHeight="short"
      cursor={locked ? 'not-allowed' : 'pointer'}
      opacity={locked ? 0.6 : 1}
      bg={checked ? 'blue.subtle' : 'bg'}
      borderColor={checked ? 'blue.solid' : 'border'}
      fontWeight={checked ? 'semibold' : 'normal'}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={locked}
        style={{ margin: 0, flexShrink: 0, accentColor: 'var(--chakra-colors-blue-600)' }}
        onChange={() => onRate(memberId, criterion, value)}
      />
      {label}
    </Flex>
  );
});
