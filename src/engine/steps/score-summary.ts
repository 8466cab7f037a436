import { bandLegend, bandOf } from '../deck/bands.js';
import { czechNumber } from '../deck/text.js';
import type { ScoreBand } from '../deck/types.js';
import type { Row } from '../derivations/shared.js';

export type { ScoreBand };
export { bandLegend, bandOf };

/**
 * The properties a score summary reads from its rows (ui:options may rename each): the row's
 * name, its average, best and worst score, the list of single ratings and, in that list, the rating.
 */
export interface ScoreSummaryKeys {
  name: string;
  score: string;
  min: string;
  max: string;
  details: string;
  detailScore: string;
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

export function scoreSummaryKeys(options: Record<string, unknown>): ScoreSummaryKeys {
  return {
    name: text(options.nameKey, 'name'),
    score: text(options.scoreKey, 'average_score'),
    min: text(options.minKey, 'min_score'),
    max: text(options.maxKey, 'max_score'),
    details: text(options.detailsKey, 'member_evaluations'),
    detailScore: text(options.detailScoreKey, 'rating'),
  };
}

/** The bands of ui:options.bands that are well formed (`{ max, label, color }`), ascending by max. */
export function scoreBands(value: unknown): ScoreBand[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (b): b is ScoreBand =>
        typeof b === 'object' &&
        b !== null &&
        typeof (b as ScoreBand).max === 'number' &&
        typeof (b as ScoreBand).label === 'string' &&
        typeof (b as ScoreBand).color === 'string',
    )
    .slice()
    .sort((a, b) => a.max - b.max);
}

/** Where each band lies on the scale min..max: from the previous band's max (the scale's min for the first) to its own (the scale's max for the last). */
export function bandZones(bands: readonly ScoreBand[], min: number, max: number): Array<{ band: ScoreBand; from: number; to: number }> {
  return bands.map((band, i) => ({
    band,
    from: i === 0 ? min : Math.min(max, Math.max(min, bands[i - 1]!.max)),
    to: i === bands.length - 1 ? max : Math.min(max, Math.max(min, band.max)),
  }));
}

export const isScore = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Whether any row has a score: until someone is rated the summary has nothing to show. */
export function hasScores(rows: readonly Row[], keys: ScoreSummaryKeys): boolean {
  return rows.some((r) => isScore(r[keys.score]));
}

/** Shown for a figure nobody has rated yet. */
export const NO_FIGURE = '–';

/** A figure in Czech: two decimals ('1,50'), or a whole number for integer figures ('4'); a dash for none. */
export function czechFigure(v: unknown, integer = false): string {
  if (!isScore(v)) return NO_FIGURE;
  return czechNumber(v, integer ? 0 : 2);
}

/** Whether a JSON schema property holds integers (`"integer"` or `["integer", "null"]`). */
export function isIntegerProperty(schema: unknown): boolean {
  const type = (schema as { type?: unknown } | undefined)?.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

function luminance(hex: string): number | undefined {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Dark text, and white on a fill too dark for it (WCAG AA: 4.5:1). */
export const DARK_TEXT = '#1A202C';
export function textOn(fill: string | undefined): string {
  const l = fill === undefined ? undefined : luminance(fill);
  if (l === undefined) return DARK_TEXT;
  const dark = luminance(DARK_TEXT)!;
  return (l + 0.05) / (dark + 0.05) >= 4.5 ? DARK_TEXT : '#FFFFFF';
}
