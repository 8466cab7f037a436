import { czechNumber } from './text.js';
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

/** A band's colour as the slides take it: six hex digits, without the '#' of the page's CSS colour. */
export const bandFill = (band: ScoreBand): string => band.color.replace(/^#/, '');

/**
 * Each band's name with the scores it holds, as the deck's legend and the team outlook page both
 * show it: 'Vynikající (1,0–1,5)', 'Slabé až kritické (3,6–5,0)'. One function and one set of
 * words (the bands' `label` keys), so the deck and the page name a band alike. The first band
 * begins at `min`, each next one a tenth after the previous band's max (the spec's 1.6, 2.6, 3.6).
 */
export function bandLegend(
  bands: readonly ScoreBand[],
  translate: (key: string) => string,
  min = 1,
): Array<{ band: ScoreBand; label: string }> {
  let from = min;
  return bands.map((band) => {
    const label = `${translate(band.label)} (${czechNumber(from, 1)}–${czechNumber(band.max, 1)})`;
    from = Math.round((band.max + 0.1) * 10) / 10;
    return { band, label };
  });
}
