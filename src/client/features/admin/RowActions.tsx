import type { ReactElement } from 'react';
import { Button, IconButton, Wrap } from '@chakra-ui/react';

export interface RowAction<A extends string> {
  action: A;
  label: string;
  icon: ReactElement;
  palette: string;
}

interface Props<A extends string> {
  actions: Array<RowAction<A>>;
  /** The accessible name of a button: the action and the row it acts on. */
  labelFor(action: RowAction<A>): string;
  onAction(action: A): void;
  /** Icon buttons in the table, labelled buttons on mobile cards. */
  compact?: boolean;
}

/** The action buttons of a table row or a mobile card (users, companies). */
export function RowActions<A extends string>({ actions, labelFor, onAction, compact = false }: Props<A>) {
  if (compact) {
    // Wrapping, so a table squeezed by long texts in other columns puts its buttons on two lines rather than widen.
    return (
      <Wrap gap="1">
        {actions.map((a) => (
          <IconButton
            key={a.action}
            size="sm"
            variant="ghost"
            colorPalette={a.palette}
            aria-label={labelFor(a)}
            title={a.label}
            onClick={() => onAction(a.action)}
          >
            {a.icon}
          </IconButton>
        ))}
      </Wrap>
    );
  }
  return (
    <Wrap gap="2">
      {actions.map((a) => (
        <Button
          key={a.action}
          size="sm"
          variant="outline"
          colorPalette={a.palette}
          aria-label={labelFor(a)}
          onClick={() => onAction(a.action)}
        >
          {a.icon}
          {a.label}
        </Button>
      ))}
    </Wrap>
  );
}
