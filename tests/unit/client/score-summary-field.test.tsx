// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router';
import '../../support/client-texts.js';
import { readStepDefinition } from '../../../src/content/step-definitions.js';
import { draftSchema } from '../../../src/engine/steps/index.js';
import { StepForm } from '../../../src/client/step-runner/StepForm.js';
import type { StepModule } from '../../../src/client/step-runner/step-module.js';
import type { StepFormContext } from '../../../src/client/step-runner/step-context.js';
import { bandOf, bandZones, czechFigure, scoreBands, textOn } from '../../../src/engine/steps/score-summary.js';

afterEach(cleanup);

/** The team outlook step as the form gets it: the draft schema, no live validation. */
function teamOutlook(): StepModule {
  const def = readStepDefinition('people', 'team_outlook')!;
  return {
    definition: { ...def, schema: { ...draftSchema(def.schema!), $id: 'draft' }, ui: def.ui! },
    validators: { draft: Object.assign(() => true, { errors: null }) },
    conditions: {},
  } as unknown as StepModule;
}

const context = (): StepFormContext => ({ hidden: new Set(), saveSoon: vi.fn(), openTips: vi.fn(), busy: false, choices: {} });

function show(data: Record<string, unknown>) {
  const onChange = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <StepForm module={teamOutlook()} data={data} context={context()} onChange={onChange} />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return onChange;
}

// Computed by hand as the server would: Důvěra rated 1 and 2 (average 1.5, population variance
// 0.25), Odpovědnost 4, 5 and 4 (average 4.33, variance 0.22), Spolupráce not rated yet.
const rows = [
  {
    id: 1,
    name: 'Důvěra',
    average_score: 1.5,
    min_score: 1,
    max_score: 2,
    evaluation_count: 2,
    score_variance: 0.25,
    member_evaluations: [
      { member_name: 'Jana Nováková', position: 'Vedoucí', rating: 1 },
      { member_name: 'Petr Svoboda', position: 'Analytik', rating: 2 },
    ],
  },
  {
    id: 2,
    name: 'Odpovědnost',
    average_score: 4.33,
    min_score: 4,
    max_score: 5,
    evaluation_count: 3,
    score_variance: 0.22,
    member_evaluations: [
      { member_name: 'Jana Nováková', position: 'Vedoucí', rating: 4 },
      { member_name: 'Petr Svoboda', position: 'Analytik', rating: 5 },
      { member_name: 'Eva Dvořáková', position: '', rating: 4 },
    ],
  },
  {
    id: 3,
    name: 'Spolupráce',
    average_score: null,
    min_score: null,
    max_score: null,
    evaluation_count: 0,
    score_variance: null,
    member_evaluations: [],
  },
];

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('the score summary of the team outlook (ScoreSummaryField)', () => {
  it('tables each value with Czech figures and its band, the average cell in the band colour', () => {
    show({ values: rows });
    const region = screen.getByRole('region', { name: 'Souhrn hodnocení podle hodnot' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table', { name: 'Souhrn hodnocení podle hodnot' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Hodnota', 'Průměr', 'Nejlepší', 'Nejhorší', 'Rozptyl', 'Počet hodnocení', 'Pásmo']);
    const [trust, responsibility, cooperation] = screen.getAllByTestId('score-row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(cells(trust)).toEqual(['Důvěra', '1,50', '1', '2', '0,25', '2', 'Vynikající (1,0–1,5)']);
    expect(cells(responsibility)).toEqual(['Odpovědnost', '4,33', '4', '5', '0,22', '3', 'Slabé až kritické (3,6–5,0)']);
    expect(cells(cooperation)).toEqual(['Spolupráce', '–', '–', '–', '–', '0', '–']);
    expect(within(trust).getByRole('rowheader').textContent).toBe('Důvěra');
    // The band colour of the average is the cell's background (jsdom keeps Chakra's class; the colour is in its CSS).
    const average = within(responsibility).getByText('4,33');
    expect(getComputedStyle(average).backgroundColor).toBe('rgb(244, 163, 163)');
  });

  it('opens and closes the members’ ratings of a value, and says when a value has none', () => {
    show({ values: rows });
    const open = screen.getByRole('button', { name: 'Zobrazit hodnocení členů: Odpovědnost' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(open.getAttribute('aria-controls')!)!;
    expect(details.hidden).toBe(true);
    expect(screen.queryByRole('table', { name: 'Odpovědnost' })).toBeNull();

    fireEvent.click(open);
    const close = screen.getByRole('button', { name: 'Skrýt hodnocení členů: Odpovědnost' });
    expect(close).toBe(open);
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    const members = screen.getByRole('table', { name: 'Odpovědnost' });
    expect(
      within(members)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Člen týmu', 'Pozice', 'Hodnocení']);
    expect(
      within(members)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['Jana Nováková', 'Vedoucí', '4'],
      ['Petr Svoboda', 'Analytik', '5'],
      ['Eva Dvořáková', '–', '4'],
    ]);
    // Another value stays closed.
    expect(screen.getByRole('button', { name: 'Zobrazit hodnocení členů: Důvěra' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(close);
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(open.getAttribute('aria-label')).toBe('Zobrazit hodnocení členů: Odpovědnost');
    expect(details.hidden).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit hodnocení členů: Spolupráce' }));
    const none = document.getElementById(
      screen.getByRole('button', { name: 'Skrýt hodnocení členů: Spolupráce' }).getAttribute('aria-controls')!,
    )!;
    expect(none.textContent).toBe('Zatím bez hodnocení');
  });

  it('draws the averages as an image titled and described, the figures left to the table', () => {
    show({ values: rows });
    const chart = screen.getByRole('img', { name: 'Průměrné hodnocení hodnot' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelector('title')?.textContent).toBe('Průměrné hodnocení hodnot');
    expect(chart.getAttribute('viewBox')).toMatch(/^0 0 400 \d+$/);
    expect(chart.getAttribute('width')).toBe('100%');
    const summary = document.getElementById(chart.getAttribute('aria-describedby')!)!;
    expect(summary.textContent).toMatch(/^Graf průměrného hodnocení/);
    const bars = within(chart as unknown as HTMLElement).getAllByTestId('score-chart-bar');
    expect(bars.map((b) => b.getAttribute('fill'))).toEqual(['#8FD19E', '#F4A3A3']);
    const [trust, responsibility, cooperation] = within(chart as unknown as HTMLElement).getAllByTestId('score-chart-row');
    expect([...trust!.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Důvěra', '1,50']);
    expect([...responsibility!.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Odpovědnost', '4,33']);
    expect([...cooperation!.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Spolupráce', '–']);
    expect(within(chart as unknown as HTMLElement).getAllByTestId('score-chart-range')).toHaveLength(2);
    // The four band zones behind every bar, and the scale's ticks 1 to 5.
    expect(trust!.querySelectorAll('rect[fill-opacity]')).toHaveLength(4);
    expect(
      [
        ...within(chart as unknown as HTMLElement)
          .getByTestId('score-chart-axis')
          .querySelectorAll('text'),
      ].map((t) => t.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(
      within(screen.getByTestId('score-legend'))
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Vynikající (1,0–1,5)', 'Dobré (1,6–2,5)', 'Průměrné (2,6–3,5)', 'Slabé až kritické (3,6–5,0)']);
  });

  it('says to refresh instead of a chart and a table while there is no value or nobody is rated', () => {
    const empty = 'Výhled zatím nemá z čeho vzniknout: v hodnocení týmu nejsou žádní členové. Obnovte stránku, až je přidáte.';
    show({ values: [] });
    expect(screen.getByTestId('list-empty').textContent).toBe(empty);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    show({ values: [rows[2]] });
    expect(screen.getByTestId('list-empty').textContent).toBe(empty);
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    show({});
    expect(screen.getByTestId('list-empty').textContent).toBe(empty);
  });

  it('never changes the data', () => {
    const onChange = show({ values: rows });
    fireEvent.click(screen.getByRole('button', { name: 'Zobrazit hodnocení členů: Důvěra' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skrýt hodnocení členů: Důvěra' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('score bands (lower is better)', () => {
  const ui = teamOutlook().definition.ui as Record<string, { 'ui:options': { bands: unknown } }>;
  const bands = scoreBands(ui.values!['ui:options'].bands);
  const band = (n: number) => bandOf(n, bands)?.label.split('.').pop();

  it('puts a score in the first band whose max it does not exceed, at the edges too', () => {
    expect([1, 1.5, 1.51, 1.6, 2.5, 2.55, 2.6, 3.5, 3.6, 5].map(band)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'good',
      'average',
      'average',
      'average',
      'weak',
      'weak',
    ]);
    expect(bandOf(null, bands)).toBeUndefined();
  });

  it('reads only well-formed bands, ascending, and lays their zones on the scale', () => {
    expect(
      scoreBands([{ max: 5, label: 'b', color: '#000000' }, { max: 2, label: 'a', color: '#FFFFFF' }, { max: 'x' }, null]).map(
        (b) => b.label,
      ),
    ).toEqual(['a', 'b']);
    expect(scoreBands(undefined)).toEqual([]);
    expect(bandZones(bands, 1, 5).map((z) => [z.from, z.to])).toEqual([
      [1, 1.5],
      [1.5, 2.5],
      [2.5, 3.5],
      [3.5, 5],
    ]);
  });

  it('writes figures in Czech and keeps text on a band readable', () => {
    expect([czechFigure(1.5), czechFigure(4.333), czechFigure(0.25), czechFigure(4, true), czechFigure(null)]).toEqual([
      '1,50',
      '4,33',
      '0,25',
      '4',
      '–',
    ]);
    expect(bands.map((b) => textOn(b.color))).toEqual(['#1A202C', '#1A202C', '#1A202C', '#1A202C']);
    expect(textOn('#1A365D')).toBe('#FFFFFF');
  });
});
