import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateReport, type ValidateReport } from '../../../scripts/validate/report.js';

type Json = Record<string, any>;

const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('scripts/validate-schemas.ts');
const trees: string[] = [];
afterAll(() => {
  for (const d of trees) fs.rmSync(d, { recursive: true, force: true });
});

const texts = {
  s: {
    title: 'Krok',
    goal: 'Cíl',
    goalRequired: 'Cíl je povinný',
    roles: 'Role',
    role: 'Role {{n}}',
    add: 'Přidat roli',
    position: 'Pozice',
  },
};

/** A small valid content tree: one variant, one step with a list, a step in preparation, a disabled module without files. */
function baseline(): Record<string, Json | string> {
  return {
    'step-schemas/variants/demo.json': {
      variant_name: 'demo',
      display_name: 'Demo',
      version: '1',
      modules: [
        {
          module_name: 'm',
          display_name: 'M',
          admin_selectable: false,
          enabled: true,
          requires: [],
          steps: [
            { step_name: 's', endpoint: 's', display_name: 'S' },
            { step_name: 'later', endpoint: 'later', display_name: 'Later', in_preparation: true },
          ],
        },
        {
          module_name: 'sales',
          display_name: 'Prodej',
          admin_selectable: true,
          enabled: false,
          requires: [],
          steps: [{ step_name: 'pitch', endpoint: 'pitch', display_name: 'Pitch' }],
        },
      ],
    },
    'step-schemas/m/s.schema.json': {
      type: 'object',
      additionalProperties: false,
      properties: {
        goal: { type: 'string', maxLength: 100, completion: { pattern: '\\S' } },
        roles: {
          type: 'array',
          maxItems: 5,
          items: {
            type: 'object',
            additionalProperties: false,
            properties: { id: { type: 'integer' }, position: { type: 'string', maxLength: 50 } },
          },
        },
      },
      completion: { required: ['goal'] },
    },
    'step-schemas/m/s.ui.json': {
      'ui:order': ['goal', 'roles'],
      goal: { 'ui:widget': 'AutogrowTextareaWidget', 'ui:title': 'steps/m:s.goal' },
      roles: {
        'ui:title': 'steps/m:s.roles',
        'ui:options': { itemLabel: 'steps/m:s.role', addLabel: 'steps/m:s.add' },
        items: { 'ui:order': ['position', '*'], id: { 'ui:widget': 'hidden' }, position: { 'ui:title': 'steps/m:s.position' } },
      },
    },
    'step-schemas/m/s.rules.json': { title: 'steps/m:s.title', messages: [{ path: '/goal', message: 'steps/m:s.goalRequired' }] },
    'locales/cs/steps/m.json': texts,
    'locales/en/steps/m.json': texts,
  };
}

/** Writes the baseline tree with `edit` applied to a temp directory; file contents are JSON, or text as it is. */
function tree(edit: (files: Record<string, Json | string>) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-'));
  trees.push(dir);
  const files = baseline();
  edit(files);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

/**
 * `npm run validate`'s report on the tree (scripts/validate/report.ts, what the command prints),
 * made from inside the tree so that files are named relative to it. In this process: starting the
 * command anew for each tree cost most of this file's time; the command itself runs below (--graph).
 */
function validate(dir: string): ValidateReport {
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    return validateReport({ stepSchemas: path.resolve('step-schemas'), locales: path.resolve('locales') });
  } finally {
    process.chdir(cwd);
  }
}

const json = (files: Record<string, Json | string>, name: string) => files[name] as Json;

describe('npm run validate, run on a content tree', { timeout: 30_000 }, () => {
  it('passes a consistent tree: a step in preparation and a disabled module need no files', () => {
    const r = validate(tree());
    expect(r.problems).toBe('');
    expect(r.out).not.toContain('warnings');
    expect(r.out).toContain('steps in preparation (1): m/later');
    expect(r.out).toContain('step-schemas, locales: valid (1 variants)');
    expect(r.code).toBe(0);
  });

  it('names a nested UI key that names no property, with its pointer', () => {
    const r = validate(
      tree((f) => {
        json(f, 'step-schemas/m/s.ui.json').roles.items.positon = { 'ui:title': 'steps/m:s.position' };
      }),
    );
    expect(r.problems).toContain(
      'step-schemas/m/s.ui.json at /roles/items/positon: "positon" names no property of the schema (its properties here: id, position)',
    );
    expect(r.code).toBe(1);
  });

  it('names a ui:order entry the schema lacks, at any level', () => {
    const r = validate(
      tree((f) => {
        const ui = json(f, 'step-schemas/m/s.ui.json');
        ui['ui:order'] = ['goal', 'roles', 'rolez'];
        ui.roles.items['ui:order'] = ['positon', '*'];
      }),
    );
    expect(r.problems).toContain(
      'step-schemas/m/s.ui.json at /ui:order/2: "rolez" names no property of the schema (its properties here: goal, roles)',
    );
    expect(r.problems).toContain(
      'step-schemas/m/s.ui.json at /roles/items/ui:order/0: "positon" names no property of the schema (its properties here: id, position)',
    );
    expect(r.code).toBe(1);
  });

  it('names a count no message speaks of, a count of no list, a message of a keyword no check reports, and a catalogue text that is missing', () => {
    const r = validate(
      tree((f) => {
        const rules = json(f, 'step-schemas/m/s.rules.json');
        rules.counts = [
          { at: '/roles', min: 1, keyword: 'roleCount' },
          { at: '/rolez', max: 2, keyword: 'other' },
        ];
        rules.messages.push({ path: '/rolez', keyword: 'other', message: 'steps/m:s.goalRequired' });
        rules.messages.push({ path: '/roles/*/position', keyword: 'uniqe', message: 'steps/m:s.goalRequired' });
        rules.derive = [
          { target: '/roles', derivation: 'catalogue', inputs: {}, texts: { items: ['steps/m:s.position', 'steps/m:s.nothing'] } },
        ];
      }),
    );
    expect(r.problems).toContain(
      `step-schemas/m/s.rules.json at /counts/0/keyword: no message rule at "/roles" names the keyword "roleCount": the member would read only 'Formulář není kompletně vyplněn'`,
    );
    expect(r.problems).toContain('step-schemas/m/s.rules.json at /counts/1/at: "/rolez" points to no property of the schema');
    expect(r.problems).toMatch(
      /step-schemas\/m\/s\.rules\.json at \/messages\/\d+\/keyword: no check reports the keyword "uniqe" \(did you mean "unique"\?\): this message would never be shown/,
    );
    expect(r.problems.match(/no check reports/g)).toHaveLength(1);
    expect(r.problems).toContain(
      'step-schemas/m/s.rules.json at /derive/0/texts/items/1: text steps/m:s.nothing is missing in locales/cs/steps/m.json',
    );
    expect(r.code).toBe(1);
  });

  it('names a listed step without files, and a stale in_preparation mark', () => {
    const r = validate(
      tree((f) => {
        const steps = json(f, 'step-schemas/variants/demo.json').modules[0].steps;
        delete steps[1].in_preparation;
        steps[0].in_preparation = true;
      }),
    );
    expect(r.problems).toContain(
      'step-schemas/variants/demo.json at /modules/0/steps/1: step m/later has no files: step-schemas/m/later.rules.json is missing (mark the step "in_preparation": true until it is written)',
    );
    expect(r.problems).toContain(
      'step-schemas/variants/demo.json at /modules/0/steps/0/in_preparation: step m/s has its files (step-schemas/m/s.rules.json): remove the stale "in_preparation" mark',
    );
    expect(r.code).toBe(1);
  });

  it('names a misspelt module: an enabled module with no folder', () => {
    const r = validate(
      tree((f) => {
        json(f, 'step-schemas/variants/demo.json').modules[0].module_name = 'mm';
      }),
    );
    expect(r.problems).toContain(
      'step-schemas/variants/demo.json at /modules/0/module_name: module "mm" has no folder step-schemas/mm/ (modules with files: m); a misspelt name?',
    );
    expect(r.code).toBe(1);
  });

  it('names an unknown JSON Schema keyword where it is, with the keyword meant', () => {
    const r = validate(
      tree((f) => {
        const schema = json(f, 'step-schemas/m/s.schema.json');
        schema.properties.goal.maxlength = 10;
        schema.properties.roles.items.properties.position.completion = { patern: '\\S' };
      }),
    );
    expect(r.problems).toContain(
      'step-schemas/m/s.schema.json at /properties/goal/maxlength: unknown keyword "maxlength" (did you mean "maxLength"?)',
    );
    expect(r.problems).toContain(
      'step-schemas/m/s.schema.json at /properties/roles/items/properties/position/completion/patern: unknown keyword "patern"',
    );
    expect(r.code).toBe(1);
  });

  it('names a text position holding no well-formed key', () => {
    const r = validate(
      tree((f) => {
        json(f, 'step-schemas/m/s.rules.json').title = 'steps/m:s title';
        json(f, 'step-schemas/m/s.ui.json').roles['ui:options'].itemLabel = 'Role {{n}}';
      }),
    );
    expect(r.problems).toContain('step-schemas/m/s.rules.json at /title: "steps/m:s title" is not a text key');
    expect(r.problems).toContain('step-schemas/m/s.ui.json at /roles/ui:options/itemLabel: "Role {{n}}" is not a text key');
    expect(r.code).toBe(1);
  });

  it('names a JSON syntax error as file:line:column and goes on with the other files', () => {
    const r = validate(
      tree((f) => {
        f['locales/cs/steps/m.json'] = '{\n  "s": {\n    "title": "Krok"\n    "goal": "Cíl"\n  }\n}\n';
        f['step-schemas/m/s.schema.json'] = '{ "type": "object", }';
        f['step-schemas/variants/demo.json'] = JSON.stringify(json(f, 'step-schemas/variants/demo.json'), null, 2).replace(
          '"version": "1"',
          '"version": 1 1',
        );
      }),
    );
    expect(r.problems).toContain("locales/cs/steps/m.json:4:5: Expected ',' or '}' after property value");
    expect(r.problems).toContain('step-schemas/m/s.schema.json:1:21: Expected double-quoted property name');
    expect(r.problems).toContain("step-schemas/variants/demo.json:4:16: Expected ',' or '}' after property value");
    expect(r.problems).toContain('3 problem(s)');
    expect(r.code).toBe(1);
  });

  it('lists several mistakes in several files in one run', () => {
    const r = validate(
      tree((f) => {
        f['locales/en/steps/m.json'] = '{ "s": { "title": "Step", } }';
        json(f, 'step-schemas/m/s.ui.json').goal['ui:help'] = 'steps/m:s.goal help';
        json(f, 'step-schemas/m/s.schema.json').properties.goal.minlength = 1;
        delete json(f, 'step-schemas/variants/demo.json').modules[0].steps[1].in_preparation;
        json(f, 'step-schemas/m/s.rules.json').messages.push({ path: '/gaol', message: 'steps/m:s.nothing' });
      }),
    );
    const lines = r.problems.split('\n').filter((l) => l.startsWith('  '));
    expect(lines).toEqual([
      '  locales/en/steps/m.json:1:27: Expected double-quoted property name',
      expect.stringContaining('  step-schemas/variants/demo.json at /modules/0/steps/1: step m/later has no files'),
      expect.stringContaining('  step-schemas/m/s.schema.json at /properties/goal/minlength: unknown keyword "minlength"'),
      '  step-schemas/m/s.rules.json at /messages/1/path: "/gaol" points to no property of the schema',
      '  step-schemas/m/s.rules.json at /messages/1/message: text steps/m:s.nothing is missing in locales/cs/steps/m.json',
      expect.stringContaining('  step-schemas/m/s.ui.json at /goal/ui:help: "steps/m:s.goal help" is not a text key'),
    ]);
    expect(r.problems).toContain('6 problem(s)');
    expect(r.code).toBe(1);
  });
  /** A deck on the step in preparation, reading the written step's goal and roles. */
  const withDeck = (edit: (deck: Json) => void = () => {}, editFiles: (f: Record<string, Json | string>) => void = () => {}) =>
    tree((f) => {
      const deck: Json = {
        endpoint: 'generate-deck',
        title: 'steps/m:s.title',
        fileName: 'steps/m:s.title',
        bands: { step: 'm/s', ui: '/ui:options/bands' },
        slides: [
          { kind: 'title', title: 'steps/m:s.title', notes: 'steps/m:s.title' },
          {
            kind: 'ratedTexts',
            notes: 'steps/m:s.goal',
            title: 'steps/m:s.goal',
            empty: 'steps/m:s.goalRequired',
            ratingMax: 9,
            items: [{ label: 'steps/m:s.goal', text: { step: 'm/s', at: '/goal' } }],
          },
          {
            kind: 'table',
            notes: 'steps/m:s.roles',
            title: 'steps/m:s.roles',
            empty: 'steps/m:s.goalRequired',
            rows: { step: 'm/s', at: '/roles/*' },
            columns: [{ header: 'steps/m:s.position', pick: 'position' }],
          },
        ],
      };
      json(f, 'step-schemas/m/s.ui.json')['ui:options'] = {
        bands: [
          { max: 1.5, label: 'steps/m:s.goal', color: '#8FD19E' },
          { max: 5, label: 'steps/m:s.roles', color: '#F4A3A3' },
        ],
      };
      edit(deck);
      f['step-schemas/m/later.deck.json'] = deck;
      editFiles(f);
    });

  it('passes a deck definition whose inputs, picks and texts exist', () => {
    const r = validate(withDeck());
    expect(r.problems).toBe('');
    expect(r.code).toBe(0);
  });

  it('names an unknown slide kind, a pointer or pick into no property, a step no variant lists and a missing text, each with its place', () => {
    const r = validate(
      withDeck((deck) => {
        deck.slides.push({ kind: 'pie', title: 'steps/m:s.title', notes: 'steps/m:s.title' });
        deck.slides[1].items[0].text.at = '/gaol';
        deck.slides[2].columns[0].pick = 'positon';
        deck.slides[2].columns.push({ header: 'steps/m:s.nothing', pick: 'id' });
        deck.slides[0].names = { step: 'm/nowhere', at: '/x' };
      }),
    );
    expect(r.problems).toContain(
      'step-schemas/m/later.deck.json at /slides/3/kind: must be one of "title", "ratedTexts", "table", "list", "heatmap", "chart", "agenda", "summary", "nextSteps", not "pie"',
    );
    expect(r.code).toBe(1);
    const fixed = validate(
      withDeck((deck) => {
        deck.slides[1].items[0].text.at = '/gaol';
        deck.slides[2].columns[0].pick = 'positon';
        deck.slides[2].columns.push({ header: 'steps/m:s.nothing', pick: 'id' });
        deck.slides[0].names = { step: 'm/nowhere', at: '/x' };
      }),
    );
    expect(fixed.problems).toContain(
      `step-schemas/m/later.deck.json at /slides/1/items/0/text/at: "/gaol" points to no property of m/s's schema`,
    );
    expect(fixed.problems).toContain(
      'step-schemas/m/later.deck.json at /slides/2/columns/0/pick: "positon" is no property of m/s at /roles/*',
    );
    expect(fixed.problems).toContain(
      'step-schemas/m/later.deck.json at /slides/2/columns/1/header: text steps/m:s.nothing is missing in locales/cs/steps/m.json',
    );
    expect(fixed.problems).toContain('step-schemas/m/later.deck.json at /slides/0/names/step: m/nowhere is no step a variant lists');
    expect(fixed.code).toBe(1);
  });

  it("reads the deck's bands where the page has them: a pointer to nothing, and a colour or an order the page cannot use, named in the page's file", () => {
    const nowhere = validate(
      withDeck((deck) => {
        deck.bands.ui = '/roles/ui:options/bands';
      }),
    );
    expect(nowhere.problems).toContain(
      'step-schemas/m/later.deck.json at /bands/ui: "/roles/ui:options/bands" points to nothing in step-schemas/m/s.ui.json',
    );
    expect(nowhere.code).toBe(1);
    const noPage = validate(
      withDeck((deck) => {
        deck.bands.step = 'm/later';
      }),
    );
    expect(noPage.problems).toContain(
      'step-schemas/m/later.deck.json at /bands/step: m/later has no UI schema (step-schemas/m/later.ui.json) to read the bands from',
    );
    const pageBands = (bands: Json[]) => (f: Record<string, Json | string>) => {
      json(f, 'step-schemas/m/s.ui.json')['ui:options'] = { bands };
    };
    const colour = validate(withDeck(undefined, pageBands([{ max: 5, label: 'steps/m:s.roles', color: 'F4A3A3' }])));
    expect(colour.problems).toContain(
      'step-schemas/m/s.ui.json at /ui:options/bands/0/color: "F4A3A3" is not # and six hex digits ("#8FD19E")',
    );
    expect(colour.code).toBe(1);
    const order = validate(
      withDeck(
        undefined,
        pageBands([
          { max: 5, label: 'steps/m:s.roles', color: '#F4A3A3' },
          { max: 1.5, label: 'steps/m:s.goal', color: '#8FD19E' },
        ]),
      ),
    );
    expect(order.problems).toContain("step-schemas/m/s.ui.json at /ui:options/bands/1/max: max must be a number above the previous band's");
    expect(order.code).toBe(1);
  });

  it('checks the bands of a score summary that no deck reads, and their labels as texts', () => {
    const r = validate(
      tree((f) => {
        json(f, 'step-schemas/m/s.ui.json').roles = {
          'ui:field': 'ScoreSummaryField',
          'ui:options': { bands: [{ max: 5, label: 'steps/m:s.weak', color: 'red' }] },
        };
      }),
    );
    expect(r.problems).toContain(
      'step-schemas/m/s.ui.json at /roles/ui:options/bands/0/color: "red" is not # and six hex digits ("#8FD19E")',
    );
    expect(r.problems).toContain(
      'step-schemas/m/s.ui.json at /roles/ui:options/bands/0/label: text steps/m:s.weak is missing in locales/cs/steps/m.json',
    );
    expect(r.code).toBe(1);
  });

  it('names a misspelt rules key and a misspelt deck key with the key meant, and goes on with the other checks of that file', () => {
    const r = validate(
      withDeck((deck) => {
        deck.slides[2].columns[0].widht = 2;
      }),
    );
    const broken = validate(
      tree((f) => {
        const rules = json(f, 'step-schemas/m/s.rules.json');
        rules.uniqe = ['/roles/*/position'];
        rules.messages.push({ path: '/gaol', message: 'steps/m:s.goalRequired' });
      }),
    );
    expect(r.problems).toContain(
      'step-schemas/m/later.deck.json at /slides/2/columns/0/widht: unknown key "widht" (did you mean "width"?)',
    );
    expect(r.code).toBe(1);
    expect(broken.problems).toContain('step-schemas/m/s.rules.json at /uniqe: unknown key "uniqe" (did you mean "unique"?)');
    expect(broken.problems).toContain('step-schemas/m/s.rules.json at /messages/1/path: "/gaol" points to no property of the schema');
    expect(broken.code).toBe(1);
  });

  it('names a rules value of the wrong type and leaves that file out of the checks that read its shape; files no variant lists are checked too', () => {
    const r = validate(
      tree((f) => {
        json(f, 'step-schemas/m/s.rules.json').resetDependents = {
          watch: ['/roles/*/position'],
          message: 'steps/m:s.title',
          durationMs: '8s',
        };
        f['step-schemas/m/old.rules.json'] = {
          title: 'steps/m:s.title',
          messages: [],
          celebration: { mesage: 'steps/m:s.title', durationMs: 5000 },
        };
      }),
    );
    const lines = r.problems
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .sort();
    expect(lines).toEqual([
      '  step-schemas/m/old.rules.json at /celebration/mesage: unknown key "mesage" (did you mean "message"?)',
      '  step-schemas/m/old.rules.json at /celebration: the key "message" is missing',
      '  step-schemas/m/s.rules.json at /resetDependents/durationMs: must be an integer, not "8s" (a duration in milliseconds, a positive integer)',
    ]);
    expect(r.out).toContain('step-schemas/m/old.rules.json: no variant lists step m/old');
    expect(r.code).toBe(1);
  });
});

describe('npm run validate and the dependency graph', { timeout: 30_000 }, () => {
  /** The baseline with a second step t after s: t's rows derive from s's roles; with `back`, s's roles derive from t's rows too. */
  const twoSteps = (back: boolean) =>
    tree((f) => {
      json(f, 'step-schemas/variants/demo.json').modules[0].steps.splice(1, 0, { step_name: 't', endpoint: 't', display_name: 'Tabulka' });
      f['step-schemas/m/t.schema.json'] = {
        type: 'object',
        additionalProperties: false,
        properties: {
          rows: {
            type: 'array',
            maxItems: 5,
            items: {
              type: 'object',
              additionalProperties: false,
              properties: { id: { type: 'integer' }, position: { type: 'string', maxLength: 50 } },
            },
          },
        },
      };
      f['step-schemas/m/t.rules.json'] = {
        title: 'steps/m:s.title',
        messages: [],
        derive: [
          {
            target: '/rows',
            derivation: 'rowsFromList',
            inputs: { values: { step: 'm/s', at: '/roles/*/position' } },
            options: { key: 'position' },
          },
        ],
      };
      if (back)
        json(f, 'step-schemas/m/s.rules.json').derive = [
          {
            target: '/roles',
            derivation: 'rowsFromList',
            inputs: { values: { step: 'm/t', at: '/rows/*/position' } },
            options: { key: 'position' },
          },
        ];
    });

  it('prints each step with what it builds on and what builds on it (--graph)', () => {
    const r = spawnSync(TSX, [SCRIPT, '--step-schemas', 'step-schemas', '--locales', 'locales', '--graph'], {
      cwd: twoSteps(false),
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(
      [
        'dependency graph of variant demo:',
        '  m/s „S“',
        '    → built on by m/t (derive /roles/*/position)',
        '  m/t „Tabulka“',
        '    ← builds on m/s (derive /roles/*/position)',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
  });

  it('refuses steps that build on one another in a ring', () => {
    const r = validate(twoSteps(true));
    expect(r.problems).toContain(
      'step-schemas/m/s.rules.json: dependency cycle: m/s, m/t build on one another (derive, optionSources, resetDependents); see npm run validate -- --graph',
    );
    expect(r.code).toBe(1);
  });
});
