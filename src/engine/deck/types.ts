import type { StepInput } from '../derivations/types.js';

/**
 * A deck definition (step-schemas/<module>/<step>.deck.json): which slides a generated
 * presentation has and which other steps' stored data each one reads. Every text is a text key;
 * the builder (buildDeck) turns it and the stored data into a neutral slide model.
 */
export interface DeckDefinition {
  /** The API path under the module that generates the deck: POST /api/<module>/<endpoint>. */
  endpoint: string;
  /** Text keys: the deck's title (file metadata) and the downloaded file's name (without .pptx). */
  title: string;
  fileName: string;
  /**
   * Who the deck is shown to, the first being the one made when a request names none: each a
   * slide may be limited to (a slide's `audiences`), with its own file name (else `fileName`).
   */
  audiences?: DeckAudience[];
  /**
   * Score bands of averages, best first (spec: lower is better): a score belongs to the first band
   * whose `max` it does not exceed. The page showing the same scores owns them; the deck file names
   * where (DeckFile), and src/content/decks.ts puts that page's bands here.
   */
  bands: ScoreBand[];
  slides: SlideDefinition[];
}

export interface DeckAudience {
  /** The id a request names ("team", "management"). */
  id: string;
  /** Text key of this deck's file name (without .pptx). */
  fileName?: string;
}

/** Where a deck's bands are written: the UI schema of the step whose page shows the same scores, at a JSON pointer. */
export interface BandsSource {
  /** "<module>/<step>" */
  step: string;
  /** A JSON pointer into the step's UI schema ("/values/ui:options/bands"). */
  ui: string;
}

/** A deck definition as its file holds it: the bands named by where they are, not written again. */
export type DeckFile = Omit<DeckDefinition, 'bands'> & { bands: BandsSource };

export interface ScoreBand {
  max: number;
  /** Text key of the band's name ('Vynikající'). */
  label: string;
  /** The page's CSS colour, '#' and six hex digits. */
  color: string;
}

/** Where a slide's rows come from: a list in a step's data, or a derivation over other steps (src/engine/derivations). */
export type RowsSource =
  | { step: string; at: string; where?: Record<string, unknown> }
  | { derivation: string; inputs: Record<string, StepInput>; current?: StepInput; options?: Record<string, unknown> };

interface SlideBase {
  /** Text key of the slide's heading. */
  title: string;
  /** Text key said instead of the slide's body while its source is empty. */
  empty?: string;
  /** Text key of the speaker notes: how to present the slide. */
  notes?: string;
  /** The audiences (DeckDefinition.audiences ids) whose deck has the slide; absent: every one. */
  audiences?: string[];
}

export interface TitleSlideDefinition extends SlideBase {
  kind: 'title';
  /** Text key of the line under the title; {{team}} and {{date}} are filled in. */
  subtitle?: string;
  /** Names listed on the title slide (the team's members), and the key of their label. */
  names?: StepInput;
  namesLabel?: string;
}

export interface RatedTextsSlideDefinition extends SlideBase {
  kind: 'ratedTexts';
  /** The ratings' scale top (team goals and vision: 9). */
  ratingMax: number;
  items: Array<{ label: string; text: StepInput; rating?: StepInput }>;
}

export type ColumnFormat = 'text' | 'percent' | 'score' | 'rating' | 'integer';

export interface TableColumn {
  /** Text key of the column's header. */
  header: string;
  /** The row property shown in the column. */
  pick: string;
  /** text (default), percent (an integer with %), score (an average: two decimals in its band's colour), rating (a whole rating in its band's colour), integer. */
  format?: ColumnFormat;
  /** Relative width (default 1). */
  width?: number;
  /** Text keys for given values ('Částečně' → …); a value without one shows as it is. */
  labels?: Record<string, string>;
}

export interface TableSlideDefinition extends SlideBase {
  kind: 'table';
  rows: RowsSource;
  columns: TableColumn[];
}

export interface ListSlideDefinition extends SlideBase {
  kind: 'list';
  /** The texts listed. */
  items: StepInput;
  /** Texts among them that are marked, and the key of the mark's explanation. */
  highlight?: StepInput;
  highlightLabel?: string;
}

export interface HeatmapSlideDefinition extends SlideBase {
  kind: 'heatmap';
  /** Team members (id, member_name, position), their ratings (team_member_id, value_name, rating) and the values rated (texts), in the spec's shapes. */
  members: StepInput;
  evaluations: StepInput;
  values: StepInput;
  /** Text keys: the members' column header and the average's row and column. */
  memberHeader: string;
  averageLabel: string;
}

export interface ChartSlideDefinition extends SlideBase {
  kind: 'chart';
  rows: RowsSource;
  /** The row property naming each category. */
  category: string;
  series: Array<{ label: string; pick: string }>;
  /** The value axis' bounds and the key of its title. */
  min?: number;
  max?: number;
  axisTitle?: string;
  /** Lower is better (the 1-5 ratings): the axis runs from max up to min, so the better score has the taller bar, each bar in its band's colour. */
  lowerIsBetter?: boolean;
}

/** The titles of the slides after it in the audience's deck. */
export interface AgendaSlideDefinition extends SlideBase {
  kind: 'agenda';
}

/**
 * The workshop on one slide: labelled texts (`sentence`: only the first sentence), lists of
 * texts (joined), and the team outlook's headline: the team's average over the rated values
 * with its band, its best and its weakest value (`headline`, a text key with {{average}},
 * {{band}}, {{best}}, {{weakest}}).
 */
export interface SummarySlideDefinition extends SlideBase {
  kind: 'summary';
  items: Array<{ label: string; text?: StepInput; list?: StepInput; sentence?: boolean }>;
  outlook?: { label: string; rows: RowsSource; category: string; score: string; headline: string };
}

/**
 * What comes after the workshop, from the development topics: one line per value with topics
 * (`item`: {{value}}, {{count}}, {{names}} when `names` picks the members' names), then the
 * fixed steps of `closing` (label and text keys).
 */
export interface NextStepsSlideDefinition extends SlideBase {
  kind: 'nextSteps';
  rows: RowsSource;
  group: string;
  names?: string;
  item: string;
  closing?: Array<{ label: string; text: string }>;
}

export type SlideDefinition =
  | TitleSlideDefinition
  | RatedTextsSlideDefinition
  | TableSlideDefinition
  | ListSlideDefinition
  | HeatmapSlideDefinition
  | ChartSlideDefinition
  | AgendaSlideDefinition
  | SummarySlideDefinition
  | NextStepsSlideDefinition;

export type SlideKind = SlideDefinition['kind'];

/** The slide kinds a deck definition may use (content checks name the others). */
export const SLIDE_KINDS: readonly SlideKind[] = [
  'title',
  'ratedTexts',
  'table',
  'list',
  'heatmap',
  'chart',
  'agenda',
  'summary',
  'nextSteps',
];

// ---- The neutral slide model: what a writer (pptxgenjs on the server) draws, texts final. ----

export interface Cell {
  text: string;
  /** Fill colour (six hex digits) for a band. */
  fill?: string;
  bold?: boolean;
  align?: 'center';
}

export interface LegendEntry {
  label: string;
  fill: string;
}

/** A slide of the model; `notes`: what the presenter reads under it (Czech, final). */
export type SlideModel = (
  | { kind: 'title'; title: string; subtitle?: string; names?: string }
  | { kind: 'empty'; title: string; message: string }
  /**
   * Columns' widths in inches; a table whose headers are all empty has no header row. Long tables
   * continue on further slides ("1/2"). `plain`: labelled texts (the first column a label), drawn
   * without a grid.
   */
  | {
      kind: 'table';
      title: string;
      columns: Array<{ header: string; width: number }>;
      rows: Cell[][];
      legend?: LegendEntry[];
      page?: string;
      plain?: boolean;
    }
  | { kind: 'list'; title: string; items: Cell[]; note?: string }
  /** Numbered titles of what follows. */
  | { kind: 'agenda'; title: string; items: string[] }
  /**
   * A native column chart; `horizontal`: bars down the slide, categories top to bottom;
   * `reversed`: the value axis runs from max up to min (lower is better), bars filled `fills`
   * (one per category) and the bands named by `legend`.
   */
  | {
      kind: 'chart';
      title: string;
      categories: string[];
      series: Array<{ name: string; values: number[] }>;
      horizontal: boolean;
      min?: number;
      max?: number;
      axisTitle?: string;
      reversed?: boolean;
      fills?: string[];
      legend?: LegendEntry[];
    }
) & { notes?: string };

export interface DeckModel {
  title: string;
  fileName: string;
  slides: SlideModel[];
}

/** What the deck says about its owner: the team's name and the day it is generated (already formatted). */
export interface DeckContext {
  team: string;
  date: string;
}

// ---- The printable results page: a deck's results for one audience, texts final. ----

/** One value of the team outlook: its average, the average as the page writes it ('2,25') and its band. */
export interface OutlookBar {
  name: string;
  score: number;
  text: string;
  band: string;
  /** The band's colour, six hex digits. */
  fill: string;
}

export type ResultsSection =
  /** The team outlook: every rated value's average on the scale from `min` (best) to `max`, and the team's headline. */
  | {
      kind: 'outlook';
      title: string;
      headline?: string;
      axisTitle?: string;
      min: number;
      max: number;
      bars: OutlookBar[];
      legend: LegendEntry[];
    }
  /** The member-by-value view: one row per member, a column per value, averages last (the deck's heat map, unpaginated). */
  | { kind: 'matrix'; title: string; columns: string[]; rows: Cell[][]; legend: LegendEntry[] }
  | { kind: 'empty'; title: string; message: string };

export interface ResultsModel {
  sections: ResultsSection[];
}
