import type { TextRow } from '../../../api/content';

export type TextState = TextRow['state'];
export type StateFilter = TextState | 'all';

/** The states in the order the filter offers them. */
export const TEXT_STATES_SHOWN: TextState[] = ['missing', 'changed', 'ok'];
export const STATE_FILTERS: StateFilter[] = ['all', ...TEXT_STATES_SHOWN];

/**
 * How a state is shown: a Czech label (studio:texts.state.<state>), a colour palette and an icon,
 * so the colour is never the only sign.
 */
export const STATE_LOOK: Record<TextState, { palette: 'red' | 'orange' | 'green'; icon: 'missing' | 'changed' | 'ok' }> = {
  missing: { palette: 'red', icon: 'missing' },
  changed: { palette: 'orange', icon: 'changed' },
  ok: { palette: 'green', icon: 'ok' },
};

export function filterRows<R extends Pick<TextRow, 'state'>>(rows: R[], filter: StateFilter): R[] {
  return filter === 'all' ? rows : rows.filter((r) => r.state === filter);
}

/** How many rows of each state, for the filter's counts. */
export function countStates(rows: Array<Pick<TextRow, 'state'>>): Record<StateFilter, number> {
  const counts: Record<StateFilter, number> = { all: rows.length, missing: 0, changed: 0, ok: 0 };
  for (const r of rows) counts[r.state] += 1;
  return counts;
}
