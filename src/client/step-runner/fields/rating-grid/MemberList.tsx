import type { RefObject } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { idOf, ratedCount, textOf, type ItemRatings, type RatingGridKeys, type Row } from '../../../../engine/steps/rating-grid';
import { tr } from '../../translate';
import { MemberRow } from './MemberRow';
import type { Options } from './types';

interface Props {
  baseId: string;
  members: readonly Row[];
  keys: RatingGridKeys;
  criteria: readonly string[];
  ratings: ReadonlyMap<number, ItemRatings>;
  selectedId: number | null;
  locked: boolean;
  viewLocked: boolean;
  options: Options;
  /** The list's heading: it takes the focus when a removed member's button goes away with its row. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSelect(id: number): void;
  onRemove(id: number): void;
}

/**
 * The members with their rating state, or the empty text. Not memoised: it follows every change of
 * the data, and its rows are memoised, so only a row whose own values changed renders again.
 */
export function MemberList({
  baseId,
  members,
  keys,
  criteria,
  ratings,
  selectedId,
  locked,
  viewLocked,
  options,
  headingRef,
  onSelect,
  onRemove,
}: Props) {
  const titleId = `${baseId}__list_title`;
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3" w={{ base: 'full', lg: '96' }} flexShrink={0} minW="0">
      <Heading as="h2" size="md" id={titleId} ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
        {tr(options.listTitle)}
      </Heading>
      {members.length === 0 ? (
        <Text color="fg.muted" data-testid="list-empty">
          {tr(options.emptyText)}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" ps="0" m="0">
          {members.map((member, i) => {
            const id = idOf(member);
            return (
              <MemberRow
                key={id ?? `row${i}`}
                baseId={baseId}
                id={id}
                n={i + 1}
                name={textOf(member, keys.name)}
                detail={textOf(member, keys.detail)}
                rated={ratedCount(id === undefined ? undefined : ratings.get(id), criteria)}
                total={criteria.length}
                selected={id !== undefined && id === selectedId}
                locked={locked}
                viewLocked={viewLocked}
                options={options}
                onSelect={onSelect}
                onRemove={onRemove}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
