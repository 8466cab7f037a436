import type { ScoreBand } from './types.js';

/**
 * The band of a score (spec: excellent 1.0-1.5, good 1.6-2.5, average 2.6-3.5, weak 3.6-5.0;
 * lower is better): the first band, best first, whose `max` the score does not exceed, the last
 * one for anything above. Averages keep two decimals, so 1.55 lies between the spec's 1.5 and
 * 1.6 and counts as good: a band ends at its `max`, the next begins right after it.
 */
export function bandOf(score: number | null | undefined, bands: readonly ScoreBand[]): ScoreBand | undefined {
  if (typeof score !== 'number' || !Number.isFinite(score) || !bands.length) return undefined;
  return bands.find((b) => score <= b.max) ?? bands[bands.length - 1];
}
