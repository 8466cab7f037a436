import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/content/content-problem.js';
import { bandProblems } from '../../../src/content/bands.js';
import { deckShapeProblems } from '../../../src/content/decks.js';
import { closestKey, shapeCheck } from '../../../src/content/shape-problems.js';
import { SLIDE_KINDS } from '../../../src/engine/deck/index.js';

const RULES = 'step-schemas/m/s.rules.json';
const DECK = 'step-schemas/m/s.deck.json';
const rulesShape = shapeCheck('rules.schema.json');
const rulesProblems = (rules: unknown) => rulesShape(rules, RULES).problems.map(formatProblem);
const deckProblems = (deck: unknown) => deckShapeProblems(deck, DECK).map(formatProblem);

const rules = {
  title: 'steps/m:s.title',
  messages: [{ path: '/roles/*/position', keyword: 'unique', message: 'steps/m:s.unique' }],
  unique: ['/roles/*/position'],
  resetDependents: { watch: ['/roles/*/position'], message: 'steps/m:s.reset', durationMs: 8000 },
  derive: [
    {
      target: '/capacities',
      derivation: 'rowsFromList',
      inputs: { values: { step: 'm/roles', at: '/roles/*/position' } },
      options: { key: 'position' },
    },
  ],
};
const deck = {
  endpoint: 'generate-deck',
  title: 'steps/m:deck.title',
  fileName: 'steps/m:deck.file',
  bands: { step: 'm/outlook', ui: '/values/ui:options/bands' },
  slides: [
    { kind: 'title', title: 'steps/m:deck.title', notes: 'steps/m:deck.notes' },
    {
      kind: 'table',
      title: 'steps/m:deck.roles',
      empty: 'steps/m:deck.empty',
      notes: 'steps/m:deck.notes',
      rows: { step: 'm/roles', at: '/roles/*' },
      columns: [{ header: 'steps/m:deck.position', pick: 'position', width: 2 }],
    },
  ],
};

/** Every rules and deck file of a content tree, with its contents. */
function stepFiles(dir: string, ending: string): Array<[string, unknown]> {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'variants')
    .flatMap((d) =>
      fs
        .readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith(ending))
        .map((f): [string, unknown] => {
          const file = path.join(dir, d.name, f);
          return [file, JSON.parse(fs.readFileSync(file, 'utf8'))];
        }),
    );
}

describe('the shape of rules files (step-schemas/rules.schema.json)', () => {
  it('accepts a rules file of known keys, with $schema naming the schema for editors', () => {
    expect(rulesProblems(rules)).toEqual([]);
    expect(rulesProblems({ $schema: '../rules.schema.json', ...rules })).toEqual([]);
    expect(rulesProblems({ $schema: '../deck.schema.json', ...rules })).toEqual([
      `${RULES} at /$schema: "../deck.schema.json" is not the path of rules.schema.json, for editors ("../rules.schema.json")`,
    ]);
  });

  it('names a misspelt key with its place and the key it most likely meant', () => {
    const { unique, resetDependents, ...rest } = rules;
    expect(rulesProblems({ ...rest, uniqe: unique, resetDependent: resetDependents })).toEqual([
      `${RULES} at /uniqe: unknown key "uniqe" (did you mean "unique"?)`,
      `${RULES} at /resetDependent: unknown key "resetDependent" (did you mean "resetDependents"?)`,
    ]);
  });

  it('names a misspelt key inside a derive rule, and a key like none it knows with the keys it knows there', () => {
    const { options, ...rule } = rules.derive[0]!;
    expect(
      rulesProblems({ ...rules, derive: [{ ...rule, optoins: options }], messages: [{ ...rules.messages[0], colour: 'red' }] }),
    ).toEqual([
      `${RULES} at /messages/0/colour: unknown key "colour" (keys here: path, keyword, message, params, itemText, draft)`,
      `${RULES} at /derive/0/optoins: unknown key "optoins" (did you mean "options"?)`,
    ]);
  });

  it("leaves the free maps open: a derivation's options and inputs by name, a message's params, a condition's schema", () => {
    expect(
      rulesProblems({
        ...rules,
        messages: [{ path: '/goal', message: 'steps/m:s.goal', params: { n: 1, anything: 'x' } }],
        reveal: [
          { target: '/goal_rating', when: { all: [{ scope: '/goal', schema: { type: 'string', pattern: '\\S', anyKeyword: true } }] } },
        ],
        derive: [
          {
            target: '/rows',
            derivation: 'catalogue',
            inputs: { whatever: { at: '/x' } },
            options: { nameKey: 'name', anything: [1] },
            texts: { items: ['steps/m:s.a'] },
          },
        ],
      }),
    ).toEqual([]);
  });

  it('names a wrong type and a bound with what it must be', () => {
    expect(
      rulesProblems({
        ...rules,
        resetDependents: { ...rules.resetDependents, durationMs: '8s' },
        celebration: { message: 'steps/m:s.done', durationMs: 0 },
      }),
    ).toEqual([
      `${RULES} at /celebration/durationMs: must be >= 1, not 0 (a duration in milliseconds, a positive integer)`,
      `${RULES} at /resetDependents/durationMs: must be an integer, not "8s" (a duration in milliseconds, a positive integer)`,
    ]);
    expect(rulesProblems({ ...rules, completeButton: 'hidden', messages: {} })).toEqual([
      `${RULES} at /messages: must be a list, not {} (completion messages in the specification's order; the first failing one is shown)`,
      `${RULES} at /completeButton: must be one of "disabledUntilFilled", "hiddenUntilFilled", not "hidden"`,
    ]);
  });

  it('says which part of a condition is wrong: a leaf\'s keys, or a key beside "all"', () => {
    expect(
      rulesProblems({
        ...rules,
        reveal: [
          { target: '/a', when: { scop: '/b', schema: {} } },
          { target: '/a', when: { all: [], scope: '/b' } },
        ],
      }),
    ).toEqual([
      `${RULES} at /reveal/0/when: the key "scope" is missing`,
      `${RULES} at /reveal/0/when/scop: unknown key "scop" (did you mean "scope"?)`,
      `${RULES} at /reveal/1/when/scope: unknown key "scope" (keys here: all)`,
    ]);
  });

  it('tells a file whose shape the other checks can still read (unknown keys only) from one they cannot', () => {
    expect(rulesShape({ ...rules, uniqe: [] }, RULES).readable).toBe(true);
    expect(
      rulesShape({ ...rules, reveal: [{ target: '/a', when: { any: [{ scope: '/b', schema: {}, note: 'x' }] } }] }, RULES).readable,
    ).toBe(true);
    expect(rulesShape({ ...rules, unique: '/roles/*/position' }, RULES).readable).toBe(false);
  });
});

describe('the shape of deck files (step-schemas/deck.schema.json)', () => {
  it('accepts a deck of known keys', () => {
    expect(deckProblems(deck)).toEqual([]);
  });

  it('names a misspelt key of a slide and of a column, each with its place', () => {
    const [title, table] = deck.slides;
    expect(
      deckProblems({
        ...deck,
        slides: [
          { ...title, subtitel: 'steps/m:deck.sub' },
          { ...table, columns: [{ header: 'steps/m:deck.position', pick: 'position', widht: 2 }] },
        ],
      }),
    ).toEqual([
      `${DECK} at /slides/0/subtitel: unknown key "subtitel" (did you mean "subtitle"?)`,
      `${DECK} at /slides/1/columns/0/widht: unknown key "widht" (did you mean "width"?)`,
    ]);
  });

  it('names an unknown slide kind, a missing field, and bands written in the deck instead of named where the page has them', () => {
    expect(
      deckProblems({
        ...deck,
        slides: [
          { kind: 'pie', title: 'steps/m:deck.title' },
          { kind: 'list', title: 'steps/m:deck.title', empty: 'steps/m:deck.empty', notes: 'steps/m:deck.notes' },
        ],
      }),
    ).toEqual([
      `${DECK} at /slides/0/kind: must be one of "title", "ratedTexts", "table", "list", "heatmap", "chart", "agenda", "summary", "nextSteps", not "pie"`,
      `${DECK} at /slides/1: the key "items" is missing`,
    ]);
    expect(deckProblems({ ...deck, bands: [{ max: 5, label: 'steps/m:bands.weak', color: 'F4A3A3' }] })).toEqual([
      `${DECK} at /bands: must be an object, not [{"max":5,"label":"steps/m:bands.weak","color":"F4A3A3"}] (where the score bands are: the UI schema of the step whose page shows the same scores, { "step": "<module>/<step>", "ui": pointer })`,
    ]);
    expect(deckProblems({ ...deck, bands: { step: 'm/outlook' } })).toEqual([`${DECK} at /bands: the key "ui" is missing`]);
  });

  it('offers the slide kinds the deck builder draws', () => {
    const schema = JSON.parse(fs.readFileSync('step-schemas/deck.schema.json', 'utf8'));
    expect(schema.properties.slides.items.properties.kind.enum).toEqual([...SLIDE_KINDS]);
  });
});

describe('the shape of score bands (step-schemas/bands.schema.json)', () => {
  const UI = 'step-schemas/m/outlook.ui.json';
  const AT = '/values/ui:options/bands';
  const bands = [
    { max: 1.5, label: 'steps/m:bands.good', color: '#8FD19E' },
    { max: 5, label: 'steps/m:bands.weak', color: '#F4A3A3' },
  ];
  const problems = (value: unknown) => bandProblems(value, UI, AT).map(formatProblem);

  it('accepts ascending bands of CSS colours', () => expect(problems(bands)).toEqual([]));

  it('names a colour without its #, a misspelt key, a missing label and a band order, at their places in the UI schema', () => {
    expect(problems([{ ...bands[0], color: '8FD19E' }])).toEqual([
      `${UI} at ${AT}/0/color: "8FD19E" is not # and six hex digits ("#8FD19E")`,
    ]);
    expect(problems([{ max: 1.5, lable: 'steps/m:bands.good', color: '#8FD19E' }])).toEqual([
      `${UI} at ${AT}/0: the key "label" is missing`,
      `${UI} at ${AT}/0/lable: unknown key "lable" (did you mean "label"?)`,
    ]);
    expect(problems([...bands].reverse())).toEqual([`${UI} at ${AT}/1/max: max must be a number above the previous band's`]);
    expect(problems([])).toEqual([`${UI} at ${AT}: must not be empty`]);
  });
});

describe('the real content and the test fixtures', () => {
  for (const dir of ['step-schemas', 'tests/fixtures/step-schemas']) {
    it(`pass: every rules and deck file under ${dir}`, () => {
      const rulesFiles = stepFiles(dir, '.rules.json');
      expect(rulesFiles.length).toBeGreaterThan(5);
      expect(rulesFiles.flatMap(([file, data]) => rulesShape(data, file).problems.map(formatProblem))).toEqual([]);
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
