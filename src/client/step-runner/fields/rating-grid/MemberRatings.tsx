import type { RefObject } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { comparableText } from '../../../../engine/steps';
import { textOf, type ItemRatings, type ItemRules, type RatingGridKeys, type Row } from '../../../../engine/steps/rating-grid';
import { tr } from '../../translate';
import { MemberFields } from './MemberFields';
import { RatingGroup } from './RatingGroup';
import type { ScalePoint } from './scale';
import type { Options } from './types';

interface Props {
  baseId: string;
  id: number;
  n: number;
  member: Row;
  members: readonly Row[];
  keys: RatingGridKeys;
  rules: ItemRules;
  criteria: readonly string[];
  ratings: ItemRatings | undefined;
  scale: readonly ScalePoint[];
  positions: readonly string[];
  emptyMessage: string | undefined;
  options: Options;
  locked: boolean;
  sectionRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit(id: number, key: string, value: string): void;
  onRate(id: number, criterion: string, rating: number): void;
}

/**
 * The selected member's ratings: its name and position editable in place, a radio group per
 * criterion. The section itself is cheap; what it holds is memoised so a rating re-renders only its
 * group (not the heading and the inputs), and a keystroke in the name only the heading and the name.
 */
export function MemberRatings({
  baseId,
  id,
  n,
  member,
  members,
  keys,
  rules,
  criteria,
  ratings,
  scale,
  positions,
  emptyMessage,
  options,
  locked,
  sectionRef,
  headingRef,
  onEdit,
  onRate,
}: Props) {
  const name = textOf(member, keys.name);
  const wanted = comparableText(name);
  const duplicate = wanted !== '' && members.some((m) => m !== member && comparableText(textOf(m, keys.name)) === wanted);
  const unrated = tr(options.unrated);
  return (
    <Box
      as="section"
      ref={sectionRef}
      aria-labelledby={`${baseId}__ratings_title`}
      flex="1"
      minW="0"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      scrollMarginTop="24"
      data-testid="member-ratings"
    >
      <Stack gap="5">
        <MemberFields
          baseId={baseId}
          id={id}
          n={n}
          name={name}
          detail={textOf(member, keys.detail)}
          duplicate={duplicate}
          nameKey={keys.name}
          detailKey={keys.detail}
          nameMax={rules.nameMax}
          positions={positions}
          emptyMessage={emptyMessage}
          options={options}
          locked={locked}
          headingRef={headingRef}
          onEdit={onEdit}
        />
        {criteria.length === 0 ? (
          <Text color="fg.muted" data-testid="criteria-empty">
            {tr(options.criteriaEmptyText)}
          </Text>
        ) : (
          <Stack gap="3">
            {criteria.map((criterion, i) => (
              <RatingGroup
                key={criterion}
                groupId={`${baseId}__rating_${i}`}
                memberId={id}
                criterion={criterion}
                rating={ratings?.get(criterion) ?? null}
                scale={scale}
                unrated={unrated}
                locked={locked}
                onRate={onRate}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
