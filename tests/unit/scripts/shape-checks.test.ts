import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/content/content-problem.js';
import { deckShapeProblems } from '../../../src/content/decks.js';
import { closestKey } from '../../../src/content/shape-problems.js';
import { SLIDE_KINDS } from '../../../src/engine/deck/index.js';

const DECK = 'step-schemas/m/s.deck.json';
const deckProblems = (deck: unknown) => deckShapeProblems(deck, DECK).map(formatProblem);

const deck = {
  endpoint: 'generate-deck', title: 'steps/m:deck.title', fileName: 'steps/m:deck.file',
  bands: [{ max: 1.5, label: 'steps/m:bands.good', color: '8FD19E' }, { max: 5, label: 'steps/m:bands.weak', color: 'F4A3A3' }],
  slides: [
    { kind: 'title', title: 'steps/m:deck.title' },
    { kind: 'table', title: 'steps/m:deck.roles', empty: 'steps/m:deck.empty', rows: { step: 'm/roles', at: '/roles/*' }, columns: [{ header: 'steps/m:deck.position', pick: 'position', width: 2 }] },
  ],
};

/** Every file of a content tree's steps with that ending, with its contents. */
function stepFiles(dir: string, ending: string): Array<[string, unknown]> {
  return fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'variants').flatMap((d) =>
    fs.readdirSync(path.join(dir, d.name)).filter((f) => f.endsWith(ending)).map((f): [string, unknown] => {
      const file = path.join(dir, d.name, f);
      return [file, JSON.parse(fs.readFileSync(file, 'utf8'))];
    }));
}

describe('the shape of deck files (step-schemas/deck.schema.json)', () => {
  it('accepts a deck of known keys', () => {
    expect(deckProblems(deck)).toEqual([]);
  });

  it('names a misspelt key of a slide and of a column, each with its place', () => {
    const [title, table] = deck.slides;
    expect(deckProblems({ ...deck, slides: [{ ...title, subtitel: 'steps/m:deck.sub' }, { ...table, columns: [{ header: 'steps/m:deck.position', pick: 'position', widht: 2 }] }] })).toEqual([
      `${DECK} at /slides/0/subtitel: unknown key "subtitel" (did you mean "subtitle"?)`,
      `${DECK} at /slides/1/columns/0/widht: unknown key "widht" (did you mean "width"?)`,
    ]);
  });

  it('names an unknown slide kind, a missing field, a colour and a band order', () => {
    expect(deckProblems({ ...deck, slides: [{ kind: 'pie', title: 'steps/m:deck.title' }, { kind: 'list', title: 'steps/m:deck.title', empty: 'steps/m:deck.empty' }] })).toEqual([
      `${DECK} at /slides/0/kind: must be one of "title", "ratedTexts", "table", "list", "heatmap", "chart", not "pie"`,
      `${DECK} at /slides/1: the key "items" is missing`,
    ]);
    expect(deckProblems({ ...deck, bands: [{ ...deck.bands[0], color: '#8FD19E' }] })).toEqual([`${DECK} at /bands/0/color: "#8FD19E" is not six hex digits ("8FD19E")`]);
    expect(deckProblems({ ...deck, bands: [...deck.bands].reverse() })).toEqual([`${DECK} at /bands/1/max: max must be a number above the previous band's`]);
  });

  it('offers the slide kinds the deck builder draws', () => {
    const schema = JSON.parse(fs.readFileSync('step-schemas/deck.schema.json', 'utf8'));
    expect(schema.properties.slides.items.properties.kind.enum).toEqual([...SLIDE_KINDS]);
  });
});

describe('the real content and the test fixtures', () => {
  for (const dir of ['step-schemas', 'tests/fixtures/step-schemas']) {
    it(`pass: every deck file under ${dir}`, () => {
      expect(stepFiles(dir, '.deck.json').flatMap(([file, data]) => deckShapeProblems(data, file).map(formatProblem))).toEqual([]);
    });
  }
});

describe('the key an unknown key most likely meant', () => {
  it('is the one known key within two edits (one for short keys), and none on a tie', () => {
    expect(closestKey('uniqe', ['unique', 'ids'])).toBe('unique');
    expect(closestKey('celebartion', ['celebration', 'next'])).toBe('celebration');
    expect(closestKey('DurationMS', ['durationMs'])).toBe('durationMs');
    expect(closestKey('mix', ['min', 'max'])).toBeUndefined();
    expect(closestKey('at', ['max'])).toBeUndefined();
    expect(closestKey('saveError', ['saveErrorPrefix'])).toBeUndefined();
  });
});
