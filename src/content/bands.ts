import type { ContentProblem } from './content-problem.js';
import { shapeCheck } from './shape-problems.js';

/**
 * Problems of score bands written at `place` in `file` (a ScoreSummaryField's `ui:options`, where
 * the team outlook page and the deck both read them): their shape by bands.schema.json, then what
 * a JSON Schema cannot say, that each band's max lies above the one before.
 */
export function bandProblems(bands: unknown, file: string, place: string, { checkSchema = true } = {}): ContentProblem[] {
  const shape = shapeCheck('bands.schema.json', { checkSchema })(bands, file);
  if (shape.problems.length) return shape.problems.map((p) => (p.file === file ? { ...p, place: `${place}${p.place ?? ''}` } : p));
  const maxima = (bands as Array<{ max: number }>).map((b) => b.max);
  return maxima.flatMap((max, i) =>
    i > 0 && max <= maxima[i - 1]! ? [{ file, place: `${place}/${i}/max`, message: "max must be a number above the previous band's" }] : [],
  );
}
