import { DERIVATIONS } from '../derivations/index.js';
import { readInput } from '../derivations/inputs.js';
import { memberAverages } from '../derivations/member-averages.js';
import { isRow, membersOf, ratingsOf, texts, type Row } from '../derivations/shared.js';
import { valueStatistics } from '../derivations/value-statistics.js';
import type { StepInput } from '../derivations/types.js';
import type { SchemaCheck } from '../steps/conditions.js';
import { comparableText } from '../steps/duplicates.js';
import { selectValues } from '../steps/pointers.js';
import { bandFill, bandLegend, bandOf } from './bands.js';
import { columnWidths, LAYOUT, paginateRows, widthsFittingHeaders } from './layout.js';
import { czechNumber, slideText } from './text.js';
import type {
  AgendaSlideDefinition,
  Cell,
  ChartSlideDefinition,
  DeckContext,
  DeckDefinition,
  DeckModel,
  HeatmapSlideDefinition,
  LegendEntry,
  ListSlideDefinition,
  NextStepsSlideDefinition,
  RatedTextsSlideDefinition,
  RowsSource,
  SlideDefinition,
  SlideModel,
  SummarySlideDefinition,
  TableColumn,
  TableSlideDefinition,
  TitleSlideDefinition,
} from './types.js';

/** A text by key with {{params}} filled in (the server's Czech texts). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

type Sources = ReadonlyMap<string, unknown>;

export interface Env {
  def: DeckDefinition;
  sources: Sources;
  check: SchemaCheck;
  t: Translate;
  context: DeckContext;
  /** The audience's slides, in order (an agenda names the ones after it). */
  slides: SlideDefinition[];
}

const inputSteps = (inputs: Record<string, StepInput> | undefined) => Object.values(inputs ?? {}).map((i) => i.step);

function rowsSourceSteps(rows: RowsSource): string[] {
  if ('derivation' in rows) return [...inputSteps(rows.inputs), ...(rows.current ? [rows.current.step] : [])];
  return [rows.step];
}

/** "<module>/<step>" of every step the deck reads: the server loads these and nothing else. */
export function deckSources(def: DeckDefinition): string[] {
  const steps = def.slides.flatMap((s): string[] => {
    switch (s.kind) {
      case 'title':
        return s.names ? [s.names.step] : [];
      case 'ratedTexts':
        return s.items.flatMap((i) => [i.text.step, ...(i.rating ? [i.rating.step] : [])]);
      case 'table':
        return rowsSourceSteps(s.rows);
      case 'chart':
        return rowsSourceSteps(s.rows);
      case 'list':
        return [s.items.step, ...(s.highlight ? [s.highlight.step] : [])];
      case 'heatmap':
        return [s.members.step, s.evaluations.step, s.values.step];
      case 'summary':
        return [
          ...s.items.flatMap((i) => [i.text?.step, i.list?.step].filter((x): x is string => x !== undefined)),
          ...(s.outlook ? rowsSourceSteps(s.outlook.rows) : []),
        ];
      case 'nextSteps':
        return rowsSourceSteps(s.rows);
      default:
        return [];
    }
  });
  return [...new Set(steps)];
}

const read = (env: Env, input: StepInput) => readInput(env.sources.get(input.step) ?? null, input, env.check);
const textsOf = (env: Env, input: StepInput | undefined) => (input ? texts(read(env, input)).map(slideText).filter(Boolean) : []);

/** The rows a table or chart shows: a list in a step's data, or what a named derivation makes of other steps. */
export function rowsOf(env: Env, source: RowsSource): Row[] {
  if ('derivation' in source) {
    const derive = DERIVATIONS[source.derivation];
    if (!derive) return [];
    const inputs = Object.fromEntries(Object.entries(source.inputs).map(([name, input]) => [name, read(env, input)]));
    const current = source.current ? read(env, source.current) : undefined;
    const out = derive(inputs, current, source.options ?? {});
    return Array.isArray(out) ? out.filter(isRow) : [];
  }
  const found = selectValues(env.sources.get(source.step) ?? null, { at: source.at, where: source.where }, env.check);
  return Array.isArray(found) ? found.filter(isRow) : [];
}

export const empty = (env: Env, slide: SlideDefinition): SlideModel => ({
  kind: 'empty',
  title: env.t(slide.title),
  message: env.t(slide.empty ?? slide.title),
});

export function legend(env: Env): LegendEntry[] {
  return bandLegend(env.def.bands, (key) => env.t(key)).map(({ band, label }) => ({ label, fill: bandFill(band) }));
}

function scoreCell(env: Env, value: unknown, digits: number): Cell {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { text: '–', align: 'center' as const };
  const band = bandOf(value, env.def.bands);
  return { text: czechNumber(value, digits), fill: band && bandFill(band), align: 'center' };
}

function formatCell(env: Env, column: TableColumn, value: unknown): Cell {
  switch (column.format) {
    case 'score':
      return scoreCell(env, value, 2);
    case 'rating':
      return scoreCell(env, value, 0);
    case 'percent':
      return { text: typeof value === 'number' && Number.isFinite(value) ? `${value} %` : '–' };
    case 'integer':
      return { text: typeof value === 'number' && Number.isFinite(value) ? String(value) : '–' };
    default: {
      const text = slideText(value);
      const label = column.labels?.[text];
      return { text: label ? env.t(label) : text };
    }
  }
}

/** A table's rows spread over as many slides as they need, each titled and numbered ("2/3"); `plain`: labelled texts without a grid. */
function tableSlides(
  title: string,
  headers: string[],
  weights: number[],
  rows: Cell[][],
  legendEntries?: LegendEntry[],
  plain = false,
): SlideModel[] {
  const widths = columnWidths(weights);
  const header = headers.some((h) => h !== '') ? headers.map((text) => ({ text })) : undefined;
  const pages = paginateRows(rows, widths, header, legendEntries ? LAYOUT.legendHeight : 0);
  const columns = headers.map((h, i) => ({ header: h, width: widths[i]! }));
  return pages.map((page, i) => ({
    kind: 'table',
    title,
    columns,
    rows: page,
    ...(legendEntries ? { legend: legendEntries } : {}),
    ...(pages.length > 1 ? { page: `${i + 1}/${pages.length}` } : {}),
    ...(plain ? { plain } : {}),
  }));
}

function titleSlide(env: Env, s: TitleSlideDefinition): SlideModel[] {
  const names = textsOf(env, s.names);
  return [
    {
      kind: 'title',
      title: env.t(s.title),
      ...(s.subtitle ? { subtitle: env.t(s.subtitle, { team: slideText(env.context.team), date: env.context.date }) } : {}),
      ...(names.length ? { names: `${s.namesLabel ? `${env.t(s.namesLabel)}: ` : ''}${names.join(', ')}` } : {}),
    },
  ];
}

function ratedTextsSlides(env: Env, s: RatedTextsSlideDefinition): SlideModel[] {
  const rows: Cell[][] = [];
  for (const item of s.items) {
    const text = slideText(read(env, item.text));
    const rating = item.rating ? read(env, item.rating) : null;
    const rated = typeof rating === 'number' && Number.isFinite(rating);
    if (!text && !rated) continue;
    rows.push([
      { text: env.t(item.label), bold: true },
      { text: text || '–' },
      { text: rated ? `${rating}/${s.ratingMax}` : '–', bold: true },
    ]);
  }
  if (!rows.length) return [empty(env, s)];
  return tableSlides(env.t(s.title), ['', '', ''], [3.2, 8, 1.1], rows, undefined, true);
}

function tableSlidesOf(env: Env, s: TableSlideDefinition): SlideModel[] {
  const rows = rowsOf(env, s.rows).map((row) => s.columns.map((c) => formatCell(env, c, row[c.pick])));
  const shown = rows.filter((r) => r.some((c) => c.text !== '' && c.text !== '–'));
  if (!shown.length) return [empty(env, s)];
  const scored = s.columns.some((c) => c.format === 'score' || c.format === 'rating');
  return tableSlides(
    env.t(s.title),
    s.columns.map((c) => env.t(c.header)),
    s.columns.map((c) => c.width ?? 1),
    shown,
    scored ? legend(env) : undefined,
  );
}

function listSlides(env: Env, s: ListSlideDefinition): SlideModel[] {
  const items = textsOf(env, s.items);
  if (!items.length) return [empty(env, s)];
  const marked = new Set(textsOf(env, s.highlight).map(comparableText));
  const best = env.def.bands[0];
  const color = best && bandFill(best);
  return [
    {
      kind: 'list',
      title: env.t(s.title),
      items: items.map((text) => (marked.has(comparableText(text)) ? { text, bold: true, fill: color } : { text })),
      ...(marked.size && s.highlightLabel ? { note: env.t(s.highlightLabel) } : {}),
    },
  ];
}

/** The member-by-value table of a heatmap definition, unpaginated: its headers, column weights and rows; null while nothing is rated. */
export function heatmapTable(env: Env, s: HeatmapSlideDefinition): { headers: string[]; weights: number[]; rows: Cell[][] } | null {
  const members = membersOf(read(env, s.members));
  const evaluations = ratingsOf(read(env, s.evaluations), members);
  const values = textsOf(env, s.values);
  if (!members.length || !values.length) return null;
  const averages = memberAverages({ members, evaluations }, []);
  const stats = valueStatistics({ values, members, evaluations });
  const rows: Cell[][] = members.map((m, i) => [
    { text: m.position ? `${slideText(m.member_name)} (${slideText(m.position)})` : slideText(m.member_name) },
    ...values.map((v) => {
      const e = evaluations.find((x) => x.team_member_id === m.id && x.value_name.trim() === v);
      return e ? scoreCell(env, e.rating, 0) : { text: '–', align: 'center' as const };
    }),
    { ...scoreCell(env, averages[i]?.average_score, 2), bold: true },
  ]);
  rows.push([
    { text: env.t(s.averageLabel), bold: true },
    ...stats.map((v) => ({ ...scoreCell(env, v.average_score, 2), bold: true })),
    { text: '' },
  ]);
  const headers = [env.t(s.memberHeader), ...values, env.t(s.averageLabel)];
  return { headers, weights: widthsFittingHeaders([4.4, ...values.map(() => 1.5), 1.3], headers), rows };
}

/**
 * The evaluation as a table coloured by band: one row per member (name and position), one column
 * per rated value in its order, each member's average at the end and the values' averages in the
 * last row (the same derivations the steps use).
 */
function heatmapSlides(env: Env, s: HeatmapSlideDefinition): SlideModel[] {
  const table = heatmapTable(env, s);
  if (!table) return [empty(env, s)];
  return tableSlides(env.t(s.title), table.headers, table.weights, table.rows, legend(env));
}

function chartSlides(env: Env, s: ChartSlideDefinition): SlideModel[] {
  const rows = rowsOf(env, s.rows);
  const categories: string[] = [];
  const series = s.series.map((x) => ({ name: env.t(x.label), values: [] as number[] }));
  for (const row of rows) {
    const values = s.series.map((x) => row[x.pick]);
    // A category nobody rated has nothing to draw.
    if (!values.some((v) => typeof v === 'number' && Number.isFinite(v))) continue;
    categories.push(slideText(row[s.category]));
    for (const [i, v] of values.entries()) series[i]!.values.push(typeof v === 'number' && Number.isFinite(v) ? v : 0);
  }
  if (!categories.length) return [empty(env, s)];
  const first = series[0]?.values ?? [];
  return [
    {
      kind: 'chart',
      title: env.t(s.title),
      categories,
      series,
      // Long names or many of them read better as bars down the slide than as slanted column labels.
      horizontal: categories.length > 8 || categories.some((c) => Array.from(c).length > 16),
      ...(s.min !== undefined ? { min: s.min } : {}),
      ...(s.max !== undefined ? { max: s.max } : {}),
      ...(s.axisTitle ? { axisTitle: env.t(s.axisTitle) } : {}),
      ...(s.lowerIsBetter
        ? {
            reversed: true,
            fills: first.map((v) => {
              const band = bandOf(v, env.def.bands);
              return band ? bandFill(band) : 'FFFFFF';
            }),
            legend: legend(env),
          }
        : {}),
    },
  ];
}

function agendaSlides(env: Env, s: AgendaSlideDefinition): SlideModel[] {
  const after = env.slides.slice(env.slides.indexOf(s) + 1).filter((x) => x.kind !== 'title' && x.kind !== 'agenda');
  const items = [...new Set(after.map((x) => env.t(x.title)))];
  return [{ kind: 'agenda', title: env.t(s.title), items }];
}

/** The first sentence of a text: up to the first full stop, question or exclamation mark that a space or the end follows. */
export function firstSentence(text: string): string {
  const end = /[.!?…](?=\s|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** The team's average over the rated rows, with its band, its best and its weakest row, as the headline says it. */
export function outlookHeadline(env: Env, outlook: NonNullable<SummarySlideDefinition['outlook']>): string | undefined {
  const scored = rowsOf(env, outlook.rows).flatMap((row) => {
    const score = row[outlook.score];
    return typeof score === 'number' && Number.isFinite(score) ? [{ name: slideText(row[outlook.category]), score }] : [];
  });
  if (!scored.length) return undefined;
  const average = Math.round((scored.reduce((a, r) => a + r.score, 0) / scored.length) * 100) / 100;
  const band = bandOf(average, env.def.bands);
  // Ties keep the first in the values' order, as the page lists them.
  const best = scored.reduce((a, r) => (r.score < a.score ? r : a));
  const weakest = scored.reduce((a, r) => (r.score > a.score ? r : a));
  const named = (r: { name: string; score: number }) => `${r.name} (${czechNumber(r.score, 2)})`;
  return env.t(outlook.headline, {
    average: czechNumber(average, 2),
    band: band ? env.t(band.label) : '',
    best: named(best),
    weakest: named(weakest),
  });
}

function summarySlides(env: Env, s: SummarySlideDefinition): SlideModel[] {
  const rows: Cell[][] = [];
  for (const item of s.items) {
    const text = item.list ? textsOf(env, item.list).join(', ') : item.text ? slideText(read(env, item.text)) : '';
    if (text) rows.push([{ text: env.t(item.label), bold: true }, { text: item.sentence ? firstSentence(text) : text }]);
  }
  const headline = s.outlook && outlookHeadline(env, s.outlook);
  if (s.outlook && headline) rows.push([{ text: env.t(s.outlook.label), bold: true }, { text: headline }]);
  if (!rows.length) return [empty(env, s)];
  return tableSlides(env.t(s.title), ['', ''], [3.2, 9.1], rows, undefined, true);
}

function nextStepsSlides(env: Env, s: NextStepsSlideDefinition): SlideModel[] {
  const groups = new Map<string, { count: number; names: string[] }>();
  for (const row of rowsOf(env, s.rows)) {
    const value = slideText(row[s.group]);
    if (!value) continue;
    const group = groups.get(value) ?? { count: 0, names: [] };
    group.count += 1;
    const name = s.names ? slideText(row[s.names]) : '';
    if (name && !group.names.includes(name)) group.names.push(name);
    groups.set(value, group);
  }
  const rows: Cell[][] = [...groups].map(([value, g]) => [
    { text: value, bold: true },
    { text: env.t(s.item, { value, count: g.count, names: g.names.join(', ') }) },
  ]);
  if (!rows.length) rows.push([{ text: '' }, { text: env.t(s.empty ?? s.title) }]);
  for (const step of s.closing ?? []) rows.push([{ text: env.t(step.label), bold: true }, { text: env.t(step.text) }]);
  return tableSlides(env.t(s.title), ['', ''], [3.2, 9.1], rows, undefined, true);
}

function slidesOf(env: Env, s: SlideDefinition): SlideModel[] {
  switch (s.kind) {
    case 'title':
      return titleSlide(env, s);
    case 'ratedTexts':
      return ratedTextsSlides(env, s);
    case 'table':
      return tableSlidesOf(env, s);
    case 'list':
      return listSlides(env, s);
    case 'heatmap':
      return heatmapSlides(env, s);
    case 'chart':
      return chartSlides(env, s);
    case 'agenda':
      return agendaSlides(env, s);
    case 'summary':
      return summarySlides(env, s);
    case 'nextSteps':
      return nextStepsSlides(env, s);
    default:
      return [];
  }
}

/** The slides one audience sees: those limited to none, or to it. */
export const audienceSlides = (def: DeckDefinition, audience: string | undefined) =>
  def.slides.filter((s) => !s.audiences || (audience !== undefined && s.audiences.includes(audience)));

/**
 * The neutral slide model of a deck for one audience (absent: the definition's first, the full
 * deck): its slides in order, each filled from the stored data of the steps it reads (`sources`:
 * "<module>/<step>" → data, null when nothing is stored) and carrying its speaker notes. Pure. A
 * slide whose source is empty says so (its `empty` text) instead of failing; anything stored in
 * an unexpected shape counts as empty. Texts are final: the writer only draws.
 */
export function buildDeck(
  def: DeckDefinition,
  sources: Sources,
  context: DeckContext,
  t: Translate,
  check: SchemaCheck,
  audience: string | undefined = def.audiences?.[0]?.id,
): DeckModel {
  const slides = audienceSlides(def, audience);
  const env: Env = { def, sources, check, t, context, slides };
  const fileName = def.audiences?.find((a) => a.id === audience)?.fileName ?? def.fileName;
  return {
    title: slideText(t(def.title)),
    fileName: slideText(t(fileName)),
    slides: slides.flatMap((s) => slidesOf(env, s).map((m) => (s.notes ? { ...m, notes: slideText(t(s.notes)) } : m))),
  };
}

export { LAYOUT };
