import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { deckFile, readDeckFile } from '../../../../src/content/decks.js';
import {
  bandLegend,
  bandOf,
  buildDeck,
  deckSources,
  paginateRows,
  columnWidths,
  slideText,
  splitText,
  LAYOUT,
  type Cell,
  type DeckDefinition,
  type SlideModel,
} from '../../../../src/engine/deck/index.js';
import { rowHeight } from '../../../../src/engine/deck/layout.js';
import { scoreBands } from '../../../../src/engine/steps/score-summary.js';
import { readStepDefinition } from '../../../../src/content/step-definitions.js';
import { t as czech } from '../../../../src/server/i18n.js';
import { deckSourceData } from '../../../support/deck-data.js';

const ajv = newAjv(false);
const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;
/** Keys stay keys, so the model shows which text goes where; params are written after them. */
const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);
const context = { team: 'Tým Ř', date: '1. 2. 2026' };

const BANDS = [
  { max: 1.5, label: 'b:excellent', color: '00AA00' },
  { max: 2.5, label: 'b:good', color: '88CC00' },
  { max: 3.5, label: 'b:average', color: 'FFCC00' },
  { max: 5, label: 'b:weak', color: 'FF0000' },
];
const HEAT: DeckDefinition = {
  endpoint: 'x',
  title: 'd:title',
  fileName: 'd:file',
  bands: BANDS,
  slides: [
    {
      kind: 'heatmap',
      title: 'd:heat',
      empty: 'd:heatEmpty',
      memberHeader: 'd:member',
      averageLabel: 'd:avg',
      members: { step: 'm/eval', at: '/members' },
      evaluations: { step: 'm/eval', at: '/evaluations' },
      values: {
        step: 'm/prio',
        at: '/priorities/*',
        where: { properties: { is_priority: { const: true } }, required: ['is_priority'] },
        pick: 'value_name',
      },
    },
  ],
};
const sources = (entries: Record<string, unknown>) => new Map(Object.entries(entries));
const tableOf = (s: SlideModel | undefined) => {
  if (s?.kind !== 'table') throw new Error(`not a table: ${JSON.stringify(s)}`);
  return s;
};

describe('score bands (spec: excellent 1.0-1.5, good 1.6-2.5, average 2.6-3.5, weak 3.6-5.0; lower is better)', () => {
  it('puts each score in its band at and between the edges', () => {
    const band = (n: number | null) => bandOf(n, BANDS)?.label;
    expect([1, 1.5, 1.55, 1.6, 2.5, 2.6, 3.5, 3.6, 5].map(band)).toEqual([
      'b:excellent',
      'b:excellent',
      'b:good',
      'b:good',
      'b:good',
      'b:average',
      'b:average',
      'b:weak',
      'b:weak',
    ]);
    expect(band(null)).toBeUndefined();
    expect(band(Number.NaN)).toBeUndefined();
    expect(band(7)).toBe('b:weak');
  });
});

describe('the heat map', () => {
  const data = sources({
    'm/eval': {
      members: [
        { id: 1, member_name: 'Jana', position: 'Analytik' },
        { id: 2, member_name: 'Petr' },
      ],
      evaluations: [
        { team_member_id: 1, value_name: 'Důvěra', rating: 1 },
        { team_member_id: 1, value_name: 'Kvalita', rating: 4 },
        { team_member_id: 2, value_name: 'Důvěra', rating: 3 },
      ],
    },
    'm/prio': {
      priorities: [
        { value_name: 'Kvalita', is_priority: true },
        { value_name: 'Hřích', is_priority: false },
        { value_name: 'Důvěra', is_priority: true },
      ],
    },
  });

  it("colours each rating and average by its band, members in their order, values in the priorities' order", () => {
    const slide = tableOf(buildDeck(HEAT, data, context, t, check).slides[0]);
    expect(slide.columns.map((c) => c.header)).toEqual(['d:member', 'Kvalita', 'Důvěra', 'd:avg']);
    expect(slide.rows.map((r) => r.map((c) => [c.text, c.fill ?? null]))).toEqual([
      [
        ['Jana (Analytik)', null],
        ['4', 'FF0000'],
        ['1', '00AA00'],
        ['2,50', '88CC00'],
      ],
      [
        ['Petr', null],
        ['–', null],
        ['3', 'FFCC00'],
        ['3,00', 'FFCC00'],
      ],
      [
        ['d:avg', null],
        ['4,00', 'FF0000'],
        ['2,00', '88CC00'],
        ['', null],
      ],
    ]);
    expect(slide.legend?.map((l) => [l.label, l.fill])).toEqual([
      ['b:excellent (1,0–1,5)', '00AA00'],
      ['b:good (1,6–2,5)', '88CC00'],
      ['b:average (2,6–3,5)', 'FFCC00'],
      ['b:weak (3,6–5,0)', 'FF0000'],
    ]);
  });

  it('says so instead of failing when nobody or no value is there, or the data has another shape', () => {
    for (const given of [
      sources({}),
      sources({ 'm/eval': { members: [] }, 'm/prio': data.get('m/prio') }),
      sources({ 'm/eval': 'x', 'm/prio': { priorities: 'y' } }),
    ]) {
      expect(buildDeck(HEAT, given, context, t, check).slides).toEqual([{ kind: 'empty', title: 'd:heat', message: 'd:heatEmpty' }]);
    }
  });
});

describe('the people deck (step-schemas/people/presentation.deck.json)', () => {
  const { deck, problems } = readDeckFile(deckFile('people', 'presentation'));
  it('is a valid definition', () => expect(problems).toEqual([]));

  it('reads only the steps it names', () => {
    expect(deckSources(deck!).sort()).toEqual([
      'people/team_capacity',
      'people/team_development',
      'people/team_evaluation',
      'people/team_goals',
      'people/team_members_outlook',
      'people/team_roles_revision',
      'people/team_values',
      'people/team_values_examples',
      'people/team_values_priorities',
      'people/team_vision',
    ]);
  });

  it("names the score bands as the team outlook page does (one set of words, one legend): the weak band is 'Slabé až kritické (3,6–5,0)'", () => {
    const page = readStepDefinition('people', 'team_outlook')!;
    const pageBands = scoreBands((page.ui as { values: { 'ui:options': { bands: unknown } } }).values['ui:options'].bands);
    const heatmap = buildDeck(deck!, deckSourceData(3, 3), context, czech, check).slides.find((s) => s.kind === 'table' && s.legend);
    const deckLegend = heatmap?.kind === 'table' ? heatmap.legend!.map((l) => [l.label, l.fill]) : [];
    const names = ['Vynikající (1,0–1,5)', 'Dobré (1,6–2,5)', 'Průměrné (2,6–3,5)', 'Slabé až kritické (3,6–5,0)'];
    expect(deckLegend.map(([label]) => label)).toEqual(names);
    expect(bandLegend(pageBands, (key) => czech(key)).map((b) => b.label)).toEqual(names);
    expect(deck!.bands).toEqual(pageBands);
    expect(deckLegend.map(([, fill]) => fill)).toEqual(['8FD19E', 'CDEB9A', 'FFE08A', 'F4A3A3']);
  });

  it("has its slides in the definition's order, the management's deck by default; 15 members and 5 values take two heat map slides at 16 pt", () => {
    const model = buildDeck(deck!, deckSourceData(15, 5), context, t, check);
    const titles = model.slides.map((s) => s.title);
    expect([...new Set(titles)]).toEqual([
      'steps/people:deck.title',
      'steps/people:deck.agenda.title',
      'steps/people:deck.summary.title',
      'steps/people:deck.goals.title',
      'steps/people:deck.vision.title',
      'steps/people:deck.roles.title',
      'steps/people:deck.capacity.title',
      'steps/people:deck.values.title',
      'steps/people:deck.examples.title',
      'steps/people:deck.evaluation.title',
      'steps/people:deck.topics.title',
      'steps/people:deck.outlook.title',
      'steps/people:deck.teamOutlook.title',
      'steps/people:deck.nextSteps.title',
    ]);
    expect(buildDeck(deck!, deckSourceData(15, 5), context, czech, check).slides.filter((s) => s.title === 'Hodnocení týmu')).toHaveLength(
      2,
    );
    expect(model.slides[0]).toMatchObject({ kind: 'title', subtitle: 'steps/people:deck.subtitle {"team":"Tým Ř","date":"1. 2. 2026"}' });
    const values = model.slides.find((s) => s.kind === 'list');
    expect(values?.kind === 'list' && values.items.filter((i) => i.bold).map((i) => i.text)).toEqual([
      'Důvěra',
      'Odpovědnost',
      'Spolupráce',
      'Inovace',
      'Kvalita',
    ]);
    const chart = model.slides.find((s) => s.kind === 'chart')!;
    expect(chart.kind === 'chart' && chart.categories).toEqual(['Důvěra', 'Odpovědnost', 'Spolupráce', 'Inovace', 'Kvalita']);
    expect(chart.kind === 'chart' && chart.horizontal).toBe(false);
    // Lower is better: 1 to 5, the axis turned so the better average stands taller, each bar in its band's colour.
    expect(chart).toMatchObject({ min: 1, max: 5, reversed: true });
    expect(chart.kind === 'chart' && chart.fills?.length).toBe(5);
    expect(chart.kind === 'chart' && chart.legend?.length).toBe(4);
    // Every slide says how to present it.
    for (const slide of model.slides) expect(slide.notes, slide.title).toMatch(/^steps\/people:deck\.notes\./);
  });

  it("every table page fits its slide by the layout's estimate, even with the longest names and texts", () => {
    const data = deckSourceData(15, 5);
    const rename = (v: string) => `${v} ${'ž'.repeat(49 - v.length)}`.slice(0, 50);
    const prio = data.get('people/team_values_priorities') as { priorities: Array<{ value_name: string }> };
    const evaluation = data.get('people/team_evaluation') as {
      members: Array<{ member_name: string; position: string }>;
      evaluations: Array<{ value_name: string }>;
    };
    prio.priorities.forEach((p) => {
      p.value_name = rename(p.value_name);
    });
    evaluation.evaluations.forEach((e) => {
      e.value_name = rename(e.value_name);
    });
    evaluation.members.forEach((m) => {
      m.member_name = `${m.member_name} ${'Dlouhé Příjmení '.repeat(3)}`.trim();
      m.position = 'x'.repeat(100);
    });
    data.set('people/team_roles_revision', {
      roles: Array.from({ length: 20 }, (_, i) => ({
        id: i + 1,
        position: `Pozice ${i}`,
        responsibility: 'ř '.repeat(1000),
        authority: i === 3 ? 'Ř'.repeat(2000) : 'a',
        excellent_behavior_example: i === 4 ? 'WM '.repeat(600) : 'b',
      })),
    });
    const model = buildDeck(deck!, data, context, czech, check);
    expect(model.slides.find((s) => s.kind === 'chart')).toMatchObject({ kind: 'chart', horizontal: true });
    const tables = model.slides.filter((s) => s.kind === 'table');
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      if (table.kind !== 'table') continue;
      const widths = table.columns.map((c) => c.width);
      const header = table.columns.some((c) => c.header)
        ? rowHeight(
            table.columns.map((c) => ({ text: c.header })),
            widths,
          )
        : 0;
      const used = header + table.rows.reduce((h, r) => h + rowHeight(r, widths), 0) + (table.legend ? LAYOUT.legendHeight : 0);
      expect(used, `${table.title} ${table.page ?? ''}`).toBeLessThanOrEqual(LAYOUT.bodyHeight);
      expect(widths.reduce((a, w) => a + w, 0)).toBeCloseTo(LAYOUT.width - 2 * LAYOUT.margin, 5);
    }
  });

  it('with nothing stored: the title slide, the agenda and one "nothing yet" slide per part, the next steps still said', () => {
    const model = buildDeck(deck!, new Map(), context, t, check);
    expect(model.slides[0]!.kind).toBe('title');
    expect(model.slides[1]!.kind).toBe('agenda');
    expect(model.slides.slice(2, -1).map((s) => s.kind === 'empty' && s.message)).toEqual([
      'steps/people:deck.summary.empty',
      'steps/people:deck.goals.empty',
      'steps/people:deck.vision.empty',
      'steps/people:deck.roles.empty',
      'steps/people:deck.capacity.empty',
      'steps/people:deck.values.empty',
      'steps/people:deck.examples.empty',
      'steps/people:deck.evaluation.empty',
      'steps/people:deck.topics.empty',
      'steps/people:deck.outlook.empty',
      'steps/people:deck.teamOutlook.empty',
    ]);
    expect(tableOf(model.slides.at(-1)).rows.map((r) => r.map((c) => c.text))).toEqual([
      ['', 'steps/people:deck.nextSteps.empty'],
      ['steps/people:deck.nextSteps.talkLabel', 'steps/people:deck.nextSteps.talkManagement'],
      ['steps/people:deck.nextSteps.reviewLabel', 'steps/people:deck.nextSteps.review'],
    ]);
  });

  it("the team's deck: goals, vision, roles, values and examples, the team's outlook and the next steps, in Czech with no one's figures", () => {
    const model = buildDeck(deck!, deckSourceData(15, 5), context, czech, check, 'team');
    expect(model.fileName).toBe('Prezentace pro tým');
    expect([...new Set(model.slides.map((s) => s.title))]).toEqual([
      'Strategie týmu',
      'Program',
      'Shrnutí',
      'Týmové cíle a jejich hodnocení',
      'Vize týmu',
      'Role v týmu',
      'Hodnoty týmu',
      'Prioritní hodnoty v praxi',
      'Výhled týmu',
      'Další kroky',
    ]);
    const agenda = model.slides[1]!;
    expect(agenda.kind === 'agenda' && agenda.items).toEqual([
      'Shrnutí',
      'Týmové cíle a jejich hodnocení',
      'Vize týmu',
      'Role v týmu',
      'Hodnoty týmu',
      'Prioritní hodnoty v praxi',
      'Výhled týmu',
      'Další kroky',
    ]);
    expect(tableOf(model.slides[2]).rows.map((r) => r.map((c) => c.text))).toEqual([
      ['Cíl týmu', 'Příliš žluťoučký kůň úpěl ďábelské ódy. Do roku 2028 být nejspolehlivějším týmem ve firmě.'],
      ['Vize jednou větou', 'Tým, za kterým se chodí pro radu.'],
      ['Prioritní hodnoty', 'Důvěra, Odpovědnost, Spolupráce, Inovace, Kvalita'],
      ['Výhled týmu', 'Průměr týmu 3,05 (Průměrné). Nejsilnější hodnota: Důvěra (2,00). Nejvíce prostoru ke zlepšení: Inovace (3,67).'],
    ]);
    const next = tableOf(model.slides.at(-1)).rows.map((r) => r.map((c) => c.text));
    expect(next[0]).toEqual(['Inovace', 'Na této hodnotě budeme pracovat (rozvojová témata: 10).']);
    expect(next.at(-1)).toEqual(['Za 3 měsíce', 'Společně vyhodnotíme, jak se nám hodnoty daří žít, a upravíme kroky.']);
    expect(model.slides.at(-1)!.notes).toMatch(/^Zakončete konkrétně/);
  });

  it('keeps development topic texts already written for a member and value', () => {
    const data = deckSourceData(2, 3);
    const evaluation = data.get('people/team_evaluation') as {
      evaluations: Array<{ team_member_id: number; value_name: string; rating: number }>;
    };
    evaluation.evaluations[0]!.rating = 5;
    data.set('people/team_development', {
      topics: [{ id: 1, member_name: 'Jana Nováková', value_name: 'Důvěra', step_1: 'Mentoring', step_2: 'Kurz', step_3: 'Zpětná vazba' }],
    });
    const topics = tableOf(buildDeck(deck!, data, context, t, check).slides.find((s) => s.title === 'steps/people:deck.topics.title'));
    expect(topics.rows[0]!.map((c) => c.text)).toEqual(['Jana Nováková', 'Důvěra', '5', 'Mentoring', 'Kurz', 'Zpětná vazba']);
    expect(topics.rows[0]![2]!.fill).toBe('F4A3A3');
  });
});

describe('text and pages', () => {
  it('keeps member text verbatim and drops only what XML cannot carry', () => {
    expect(slideText(' Řízení "rizik" & <script>x</script> 🚀 ')).toBe('Řízení "rizik" & <script>x</script> 🚀');
    expect(slideText('a\u0001b\u0008c\u001fd\uFFFEe\uD800f\tg\nh')).toBe('abcdef\tg\nh');
    expect([slideText(3), slideText(null), slideText({}), slideText(Number.NaN)]).toEqual(['3', '', '', '']);
  });

  it('splits a long text at spaces, never inside an emoji, so the parts read as the whole', () => {
    const text = `${'slovo '.repeat(50)}🚀🚀🚀 konec`;
    const parts = splitText(text, 40);
    expect(parts.every((p) => Array.from(p).length <= 40)).toBe(true);
    expect(parts.join(' ')).toBe(text);
    expect(splitText('🚀'.repeat(10), 3).join('')).toBe('🚀'.repeat(10));
  });

  it('spreads rows over pages that fit, and cuts a row taller than a page into continuation rows', () => {
    const widths = columnWidths([1, 3]);
    const short: Cell[][] = Array.from({ length: 60 }, (_, i) => [{ text: `Člen ${i}` }, { text: 'krátký text' }]);
    const pages = paginateRows(short, widths, [{ text: 'Člen' }, { text: 'Text' }]);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat()).toEqual(short);
    const long = 'dlouhé slovo '.repeat(600).trim();
    const cut = paginateRows([[{ text: 'Jana', bold: true }, { text: long }]], widths, undefined);
    expect(cut.length).toBeGreaterThan(1);
    const rows = cut.flat();
    expect(rows[0]![0]).toEqual({ text: 'Jana', bold: true });
    expect(rows.slice(1).every((r) => r[0]!.text === '')).toBe(true);
    expect(rows.map((r) => r[1]!.text).join(' ')).toBe(long);
  });
});
