import { memo, startTransition, useCallback } from 'react';
import { Badge, Box, chakra, Flex } from '@chakra-ui/react';
import { RatingOption } from './RatingOption';
import type { ScalePoint } from './scale';
import { useImmediate } from './use-immediate';

interface Props {
  groupId: string;
  memberId: number;
  criterion: string;
  rating: number | null;
  scale: readonly ScalePoint[];
  unrated: string;
  locked: boolean;
  onRate(id: number, criterion: string, rating: number): void;
}

/**
 * One criterion's rating: a fieldset named by the criterion, native radios (arrow keys move within
 * the group, Tab leaves it), 'Nehodnoceno' beside the name while nothing is chosen (the group's description).
 */
export const RatingGroup = memo(function RatingGroup({
  groupId,
  memberId,
  criterion,
  rating: committed,
  scale,
  unrated,
  locked,
  onRate,
}: Props) {
  const stateId = `${groupId}__state`;
  const [rating, show] = useImmediate(committed);
  const pick = useCallback(
    (id: number, value: string, points: number) => {
      show(points);
      startTransition(() => onRate(id, value, points));
    },
    [show, onRate],
  );
  return (
    <Box borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg={rating === null ? 'bg' : 'bg.subtle'}>
      <chakra.fieldset
        disabled={locked}
        aria-describedby={rating === null ? stateId : undefined}
        border="0"
        m="0"
        p="0"
        minW="0"
        data-testid="rating-group"
      >
        <chakra.legend p="0" mb="2" fontWeight="semibold" wordBreak="break-word">
          {criterion}
          {rating === null && (
            <Badge id={stateId} aria-hidden="true" ms="2" colorPalette="gray" variant="subtle" verticalAlign="middle">
              {unrated}
            </Badge>
          )}
        </chakra.legend>
        <Flex wrap="wrap" gap="2">
          {scale.map((point) => (
            <RatingOption
              key={point.value}
              name={groupId}
              value={point.value}
              label={point.label}
              checked={rating === point.value}
              memberId={memberId}
              criterion={criterion}
              locked={locked}
              onRate={pick}
            />
          ))}
        </Flex>
      </chakra.fieldset>
    </Box>
  );
});
