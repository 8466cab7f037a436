import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { deckFile, readDeckFile } from '../../../../src/content/decks.js';
import { buildDeck, buildResults, deckSources, resultsDefinition, type ResultsSection } from '../../../../src/engine/deck/index.js';
import { t as czech } from '../../../../src/server/i18n.js';
import { deckSourceData, memberName } from '../../../support/deck-data.js';

const ajv = newAjv(false);
const check = (schema: object, value: unknown) => ajv.validate(schema, value) as boolean;
const context = { team: 'Tým Ř', date: '1. 2. 2026' };
const { deck } = readDeckFile(deckFile('people', 'presentation'));
const data = deckSourceData(15, 5);
const results = (audience?: string, sources = data) => buildResults(deck!, sources, context, czech, check, audience);
const outlookOf = (sections: ResultsSection[]) => {
  const s = sections.find((x) => x.kind === 'outlook');
  if (s?.kind !== 'outlook') throw new Error(`no outlook: ${JSON.stringify(sections)}`);
  return s;
};
const matrixOf = (sections: ResultsSection[]) => {
  const s = sections.find((x) => x.kind === 'matrix');
  if (s?.kind !== 'matrix') throw new Error(`no matrix: ${JSON.stringify(sections)}`);
  return s;
};

describe('the printable results (buildResults over the people deck)', () => {
  it("the management's view, the default: the team outlook, then the member-by-value view", () => {
    expect(results().sections.map((s) => [s.kind, s.title])).toEqual([
      ['outlook', 'Výhled týmu'],
      ['matrix', 'Hodnocení týmu'],
    ]);
    expect(results('management')).toEqual(results());
  });

  it("the member-by-value view is the deck's heat map whole: every member on one table, values in their order, decimal commas", () => {
    const matrix = matrixOf(results('management').sections);
    const deckRows = buildDeck(deck!, data, context, czech, check, 'management')
      .slides.filter((s) => s.kind === 'table' && s.title === 'Hodnocení týmu')
      .flatMap((s) => (s.kind === 'table' ? s.rows : []));
    expect(matrix.rows).toEqual(deckRows);
    expect(matrix.rows).toHaveLength(16);
    expect(matrix.columns).toEqual(['Člen týmu', 'Důvěra', 'Odpovědnost', 'Spolupráce', 'Inovace', 'Kvalita', 'Průměr']);
    expect(matrix.rows[0]![0]!.text).toBe(`${memberName(0)} (Vedoucí týmu)`);
    expect(matrix.rows.at(-1)![0]!.text).toBe('Průměr');
    expect(
      matrix.rows
        .flat()
        .filter((c) => /^\d+[.,]\d+$/.test(c.text))
        .every((c) => c.text.includes(',')),
    ).toBe(true);
    expect(matrix.legend.map((l) => l.label)).toEqual([
      'Vynikající (1,0–1,5)',
      'Dobré (1,6–2,5)',
      'Průměrné (2,6–3,5)',
      'Slabé až kritické (3,6–5,0)',
    ]);
  });

  it("the team outlook: each value's average with a comma and its band, and the summary's headline", () => {
    const outlook = outlookOf(results('team').sections);
    const averages = matrixOf(results().sections).rows.at(-1)!.slice(1, -1);
    expect(outlook.bars.map((b) => b.text)).toEqual(averages.map((c) => c.text));
    expect(outlook.bars.map((b) => b.name)).toEqual(['Důvěra', 'Odpovědnost', 'Spolupráce', 'Inovace', 'Kvalita']);
    for (const bar of outlook.bars) {
      expect(bar.text).toBe(bar.score.toFixed(2).replace('.', ','));
      expect(['Vynikající', 'Dobré', 'Průměrné', 'Slabé až kritické']).toContain(bar.band);
      expect(bar.fill).toMatch(/^[0-9A-F]{6}$/);
    }
    expect(outlook).toMatchObject({ min: 1, max: 5, axisTitle: 'Hodnocení (nižší je lepší)' });
    expect(outlook.headline).toMatch(/^Průměr týmu \d,\d\d \(.+\)\. Nejsilnější hodnota: .+ \(\d,\d\d\)\./);
  });

  it("the team's view holds no member's name, so no individual rating, perspective or decision", () => {
    const team = results('team');
    expect(team.sections.map((s) => s.kind)).toEqual(['outlook']);
    const text = JSON.stringify(team);
    for (let i = 0; i < 15; i++) expect(text).not.toContain(memberName(i));
    for (const word of ['Perspektiva', 'Klíčový pro zákazníky', 'Stabilní výkon', 'Hodnocení týmu']) expect(text).not.toContain(word);
  });

  it('says what is missing instead of failing on empty or odd data', () => {
    for (const sources of [
      new Map(),
      new Map<string, unknown>([
        ['people/team_evaluation', 'x'],
        ['people/team_values_priorities', { priorities: 7 }],
      ]),
    ]) {
      expect(results('management', sources).sections).toEqual([
        { kind: 'empty', title: 'Výhled týmu', message: 'Výhled týmu zatím nemá žádná hodnocení.' },
        { kind: 'empty', title: 'Hodnocení týmu', message: 'Hodnocení týmu zatím není vyplněno.' },
      ]);
    }
  });

  it("reads only the steps its audience's results need", () => {
    expect(deckSources(resultsDefinition(deck!, 'team')).sort()).toEqual([
      'people/team_evaluation',
      'people/team_goals',
      'people/team_values_priorities',
      'people/team_vision',
    ]);
    expect(buildResults(resultsDefinition(deck!, 'team'), data, context, czech, check, 'team')).toEqual(results('team'));
  });
});
