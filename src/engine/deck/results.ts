import type { SchemaCheck } from '../steps/conditions.js';
import { bandFill, bandOf } from './bands.js';
import { audienceSlides, type Env, heatmapTable, legend, outlookHeadline, rowsOf, type Translate } from './build.js';
import { czechNumber, slideText } from './text.js';
import type {
  ChartSlideDefinition,
  DeckContext,
  DeckDefinition,
  HeatmapSlideDefinition,
  OutlookBar,
  ResultsModel,
  ResultsSection,
  SlideDefinition,
} from './types.js';

const emptySection = (env: Env, s: SlideDefinition): ResultsSection => ({
  kind: 'empty',
  title: env.t(s.title),
  message: env.t(s.empty ?? s.title),
});

/** The team outlook from the deck's chart: each rated category's first series, in the chart's order, with the summary's headline. */
function outlookSection(env: Env, s: ChartSlideDefinition, headline: string | undefined): ResultsSection {
  const pick = s.series[0]?.pick;
  const bars: OutlookBar[] = [];
  for (const row of rowsOf(env, s.rows)) {
    const score = pick === undefined ? undefined : row[pick];
    if (typeof score !== 'number' || !Number.isFinite(score)) continue;
    const band = bandOf(score, env.def.bands);
    bars.push({
      name: slideText(row[s.category]),
      score,
      text: czechNumber(score, 2),
      band: band ? env.t(band.label) : '',
      fill: band ? bandFill(band) : 'FFFFFF',
    });
  }
  if (!bars.length) return emptySection(env, s);
  return {
    kind: 'outlook',
    title: env.t(s.title),
    ...(headline ? { headline } : {}),
    ...(s.axisTitle ? { axisTitle: env.t(s.axisTitle) } : {}),
    min: s.min ?? 1,
    max: s.max ?? 5,
    bars,
    legend: legend(env),
  };
}

function matrixSection(env: Env, s: HeatmapSlideDefinition): ResultsSection {
  const table = heatmapTable(env, s);
  if (!table) return emptySection(env, s);
  return { kind: 'matrix', title: env.t(s.title), columns: table.headers, rows: table.rows, legend: legend(env) };
}

/**
 * The printable results of a deck for one audience (absent: the definition's first): the
 * audience's charts as the team outlook (with the headline of its summary), then its heat maps as
 * the member-by-value view. Built from the audience's slides only, so a view
 * holds what that audience's deck holds: the team's has no heat map, so no member's rating. Pure.
 */
export function buildResults(
  def: DeckDefinition,
  sources: ReadonlyMap<string, unknown>,
  context: DeckContext,
  t: Translate,
  check: SchemaCheck,
  audience: string | undefined = def.audiences?.[0]?.id,
): ResultsModel {
  const slides = audienceSlides(def, audience);
  const env: Env = { def, sources, check, t, context, slides };
  const summary = slides.find((s) => s.kind === 'summary');
  const headline = summary?.outlook && outlookHeadline(env, summary.outlook);
  // The team as a whole first, then its members: a page is read top down, a deck builds up to its close.
  const outlooks = slides.flatMap((s) => (s.kind === 'chart' ? [outlookSection(env, s, headline)] : []));
  const matrices = slides.flatMap((s) => (s.kind === 'heatmap' ? [matrixSection(env, s)] : []));
  return { sections: [...outlooks, ...matrices] };
}

/** The deck definition cut to what its results read: the audience's charts, heat maps and summaries (deckSources of it loads no more). */
export const resultsDefinition = (def: DeckDefinition, audience: string | undefined): DeckDefinition => ({
  ...def,
  slides: audienceSlides(def, audience).filter((s) => s.kind === 'chart' || s.kind === 'heatmap' || s.kind === 'summary'),
});
