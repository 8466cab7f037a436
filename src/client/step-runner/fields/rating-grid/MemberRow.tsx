import { memo } from 'react';
import { Badge, Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tr } from '../../translate';
import type { Options } from './types';

interface Props {
  baseId: string;
  id: number | undefined;
  n: number;
  name: string;
  detail: string;
  rated: number;
  total: number;
  selected: boolean;
  locked: boolean;
  /** Selecting only shows another member: it stays possible read only, not while disabled or completing. */
  viewLocked: boolean;
  options: Options;
  onSelect(id: number): void;
  onRemove(id: number): void;
}

/** The rating state of a member: none rated, n of total, all. */
function stateOf(options: Options, rated: number, total: number): { text: string; palette: string } {
  if (rated === 0) return { text: tr(options.stateNone), palette: 'gray' };
  if (rated < total) return { text: tr(options.stateProgress, { rated, total }), palette: 'orange' };
  return { text: tr(options.stateDone), palette: 'green' };
}

/** One member in the list: a button selecting it (its name and position), its rating state, a remove button. */
export const MemberRow = memo(function MemberRow({
  baseId,
  id,
  n,
  name,
  detail,
  rated,
  total,
  selected,
  locked,
  viewLocked,
  options,
  onSelect,
  onRemove,
}: Props) {
  const { t } = useTranslation('step-runner');
  const label = name.trim() || t('item', { n });
  const state = stateOf(options, rated, total);
  const stateId = `${baseId}__member_${id ?? `n${n}`}_state`;
  return (
    <Flex
      as="li"
      align="center"
      gap="2"
      p="1"
      borderWidth="1px"
      rounded="md"
      data-testid="member-row"
      borderColor={selected ? 'blue.solid' : 'border'}
      bg={selected ? 'blue.subtle' : 'bg'}
    >
      <Button
        type="button"
        variant="ghost"
        flex="1"
        minW="0"
        h="auto"
        py="1.5"
        px="2"
        justifyContent="flex-start"
        textAlign="start"
        fontWeight="normal"
        overflow="hidden"
        aria-pressed={selected}
        aria-describedby={stateId}
        disabled={viewLocked || id === undefined}
        onClick={() => id !== undefined && onSelect(id)}
      >
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" truncate>
            {label}
          </Text>
          {detail && (
            <Text fontSize="sm" color="fg.muted" truncate>
              {detail}
            </Text>
          )}
        </Box>
      </Button>
      <Badge id={stateId} colorPalette={state.palette} flexShrink={0} whiteSpace="nowrap" data-testid="member-state">
        {state.text}
      </Badge>
      <IconButton
        type="button"
        variant="ghost"
        colorPalette="red"
        size="sm"
        flexShrink={0}
        aria-label={tr(options.removeLabel, { name: label })}
        disabled={locked || id === undefined}
        onClick={() => id !== undefined && onRemove(id)}
      >
        <Trash2 aria-hidden="true" />
      </IconButton>
    </Flex>
  );
});
