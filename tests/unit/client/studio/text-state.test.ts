import { describe, expect, it } from 'vitest';
import { countStates, filterRows, STATE_LOOK, TEXT_STATES_SHOWN } from '../../../../src/client/features/content-studio/texts/text-state';
import cs from '../../../../locales/cs/studio.json';
import { TEXT_STATES } from '../../../../src/contracts/content';

const rows = [
  { key: 'a', state: 'missing' as const },
  { key: 'b', state: 'ok' as const },
  { key: 'c', state: 'changed' as const },
  { key: 'd', state: 'missing' as const },
];

describe('text states', () => {
  it('has a Czech label, a colour and an icon for every state the server answers, and no two alike', () => {
    expect(TEXT_STATES_SHOWN).toEqual([...TEXT_STATES]);
    for (const state of TEXT_STATES) expect(cs.texts.state[state]).toMatch(/\p{L}/u);
    expect(new Set(TEXT_STATES.map((s) => STATE_LOOK[s].palette)).size).toBe(TEXT_STATES.length);
    expect(new Set(TEXT_STATES.map((s) => STATE_LOOK[s].icon)).size).toBe(TEXT_STATES.length);
  });

  it('filters rows by state and counts them', () => {
    expect(filterRows(rows, 'all')).toEqual(rows);
    expect(filterRows(rows, 'missing').map((r) => r.key)).toEqual(['a', 'd']);
    expect(filterRows(rows, 'changed').map((r) => r.key)).toEqual(['c']);
    expect(countStates(rows)).toEqual({ all: 4, missing: 2, changed: 1, ok: 1 });
  });
});
