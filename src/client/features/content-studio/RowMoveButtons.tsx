import type { ReactNode } from 'react';
import { Flex, IconButton } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

type By = -1 | 1;

interface Props {
  /** The buttons' accessible names, each naming its row: the only thing that tells one row's buttons from the next. */
  labels: { up: string; down: string };
  upDisabled: boolean;
  downDisabled: boolean;
  onMove(by: By): void;
  /** Left out where a row cannot be removed. */
  remove?: { label: string; onClick(): void };
  /**
   * `compact` (the default): small ghost buttons in a card's or field's header. `roomy`: outlined
   * buttons of a list row, their names as tooltips too.
   */
  look?: 'compact' | 'roomy';
  /** The move buttons' elements, for a list whose focus follows the row moved. */
  moveRef?(by: By, el: HTMLButtonElement | null): void;
  /** Further buttons of the row, between the move buttons and the remove one. */
  children?: ReactNode;
}

/** A row's move up, move down and remove buttons, alike in every studio list. */
export function RowMoveButtons({ labels, upDisabled, downDisabled, onMove, remove, look = 'compact', moveRef, children }: Props) {
  const roomy = look === 'roomy';
  const button = (label: string) => ({
    size: roomy ? ('sm' as const) : ('xs' as const),
    variant: roomy ? ('outline' as const) : ('ghost' as const),
    'aria-label': label,
    title: roomy ? label : undefined,
  });
  const refFor = (by: By) =>
    moveRef &&
    ((el: HTMLButtonElement | null) => {
      moveRef(by, el);
    });
  return (
    <Flex gap="1" flexShrink="0">
      <IconButton {...button(labels.up)} disabled={upDisabled} ref={refFor(-1)} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" />
      </IconButton>
      <IconButton {...button(labels.down)} disabled={downDisabled} ref={refFor(1)} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden="true" />
      </IconButton>
      {children}
      {remove && (
        <IconButton {...button(remove.label)} colorPalette="red" onClick={() => remove.onClick()}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      )}
    </Flex>
  );
}
