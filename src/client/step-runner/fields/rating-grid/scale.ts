import { ratingScale } from '../../../../engine/steps/rating-grid';
import { tr } from '../../translate';
import type { Options } from './types';

/** One point of the scale as a rating option shows it. */
export interface ScalePoint {
  value: number;
  label: string;
}

/** The rating scale from ui:options.scale: '1 – Vynikající' … in value order. */
export const scaleOf = (options: Options): ScalePoint[] =>
  ratingScale(options).map(({ value, text }) => ({ value, label: `${value} – ${tr(text)}` }));
