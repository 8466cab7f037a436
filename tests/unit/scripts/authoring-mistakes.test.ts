import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent, ENGLISH_MISSING } from '../../../scripts/validate/content-check.js';
import type { ContentProblem } from '../../../src/content/content-problem.js';
import { LOCALES_DIR, STEP_SCHEMAS_DIR } from '../../../src/content/paths.js';

type Json = Record<string, any>;
type Files = Record<string, Json>;

const trees: string[] = [];
afterAll(() => {
  for (const d of trees) fs.rmSync(d, { recursive: true, force: true });
});

const texts = () => ({
  s: { title: 'Krok', goal: 'Cíl', goalRequired: 'Cíl je povinný', roles: 'Role', add: 'Přidat roli', position: 'Pozice' },
});

/** A valid tree: one variant with one module, one step with a text and a list of roles, every text in Czech and English. */
function baseline(): Files {
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
          steps: [{ step_name: 's', endpoint: 's', display_name: 'S' }],
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
      goal: { 'ui:widget': 'AutogrowTextareaWidget', 'ui:title': 'steps/m:s.goal' },
      roles: {
        'ui:title': 'steps/m:s.roles',
        'ui:options': { addLabel: 'steps/m:s.add', minRows: 1 },
        items: { id: { 'ui:widget': 'hidden' }, position: { 'ui:title': 'steps/m:s.position' } },
      },
    },
    'step-schemas/m/s.rules.json': { title: 'steps/m:s.title', messages: [{ path: '/goal', message: 'steps/m:s.goalRequired' }] },
    'locales/cs/steps/m.json': texts(),
    'locales/en/steps/m.json': texts(),
  };
}

/** Problems and warnings of the baseline with `edit` applied, each as "<file> at <place>: <message>" with the file relative to the tree. */
function check(edit: (files: Files) => void = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mistakes-'));
  trees.push(dir);
  const files = baseline();
  edit(files);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
  }
  const r = checkContent({ stepSchemas: path.join(dir, 'step-schemas'), locales: path.join(dir, 'locales') });
  const line = (p: ContentProblem) =>
    `${path.relative(dir, p.file)}${p.place ? ` at ${p.place}` : ''}: ${p.message.replaceAll(`${dir}${path.sep}`, '')}`;
  return { problems: r.problems.map(line), warnings: r.warnings.map(line) };
}

const schemaOf = (f: Files) => f['step-schemas/m/s.schema.json']!;
const uiOf = (f: Files) => f['step-schemas/m/s.ui.json']!;
const rulesOf = (f: Files) => f['step-schemas/m/s.rules.json']!;

describe('npm run validate names every authoring mistake, with its file and place', () => {
  it('passes the baseline tree without a problem or a warning', () => {
    expect(check()).toEqual({ problems: [], warnings: [] });
  });

  it('an enabled module without steps: members would see it empty', () => {
    const r = check((f) => {
      f['step-schemas/variants/demo.json']!.modules.push({
        module_name: 'process',
        display_name: 'Procesy',
        admin_selectable: true,
        enabled: true,
        requires: [],
        steps: [],
      });
    });
    expect(r.problems).toEqual([
      'step-schemas/variants/demo.json at /modules/1/steps: module process has no steps: members it is granted to would see an empty module. List its steps (mark the ones not written yet "in_preparation": true), or disable it ("enabled": false)',
    ]);
  });

  it('a list option of the wrong type, an option the page does not read, and minRows above maxItems', () => {
    const r = check((f) => {
      uiOf(f).roles['ui:options'] = { addLabel: 'steps/m:s.add', minRows: 'two', maxRows: 3, addable: 'no' };
    });
    expect(r.problems).toEqual([
      'step-schemas/m/s.ui.json at /roles/ui:options/minRows: minRows must be a whole number from 0, written without quotes (2, not "two" or "2"), not "two": the page ignores it',
      "step-schemas/m/s.ui.json at /roles/ui:options/maxRows: the page reads no maxRows: the schema's maxItems limits the rows (the add button hides at it)",
      'step-schemas/m/s.ui.json at /roles/ui:options/addable: addable must be true or false, without quotes, not "no": the page ignores it',
    ]);
    const tooMany = check((f) => {
      uiOf(f).roles['ui:options'].minRows = 6;
    });
    const scale = check((f) => {
      uiOf(f).roles = { 'ui:field': 'ScoreSummaryField', 'ui:options': { min: 5, max: 1, nameKey: 3 } };
    });
    expect(scale.problems).toEqual([
      'step-schemas/m/s.ui.json at /roles/ui:options/nameKey: nameKey must be the name of a property of the rows, in quotes, not 3: the page ignores it',
      "step-schemas/m/s.ui.json at /roles/ui:options/min: the scale's min 5 is not below its max 1: swap them",
    ]);
    expect(tooMany.problems).toEqual([
      "step-schemas/m/s.ui.json at /roles/ui:options/minRows: minRows 6 is above the 5 rows the list may hold (its schema's maxItems): lower minRows or raise maxItems",
    ]);
  });

  it('a reveal inside rows whose target is the whole list', () => {
    const r = check((f) => {
      rulesOf(f).reveal = [{ target: '/roles', when: { scope: '/roles/*/position', schema: { pattern: '\\S' } } }];
    });
    expect(r.problems).toEqual([
      'step-schemas/m/s.rules.json at /reveal/0/target: "/roles" is the whole list while the condition reads each row ("/roles/*/position"): the condition would find no row, and the target would disappear. Reveal a field of the row instead, as "/roles/*/<field>" (the condition then reads that same row)',
    ]);
    expect(
      check((f) => {
        rulesOf(f).reveal = [{ target: '/roles/*/position', when: { scope: '/roles/*/id', schema: { type: 'integer' } } }];
      }).problems,
    ).toEqual([]);
  });

  it('a choice whose value is a code without a Czech label, drawn by ChoiceWidget or by default', () => {
    const r = check((f) => {
      schemaOf(f).properties.often = { type: ['string', 'null'], enum: ['monthly', 'weekly', 'Jednou za rok', null] };
      schemaOf(f).properties.roles.items.properties.kind = { type: 'string', enum: ['lead', 'member'] };
      uiOf(f).often = { 'ui:widget': 'ChoiceWidget', 'ui:title': 'steps/m:s.goal', 'ui:options': { labels: { weekly: 'steps/m:s.goal' } } };
    });
    expect(r.problems).toEqual([
      'step-schemas/m/s.ui.json at /roles/items/kind/ui:options/labels: the choice "lead" has no Czech label: members would read "lead". Add "lead": "<a text key>" to the labels, with its text in Czech',
      'step-schemas/m/s.ui.json at /roles/items/kind/ui:options/labels: the choice "member" has no Czech label: members would read "member". Add "member": "<a text key>" to the labels, with its text in Czech',
      'step-schemas/m/s.ui.json at /often/ui:options/labels: the choice "monthly" has no Czech label: members would read "monthly". Add "monthly": "<a text key>" to the labels, with its text in Czech',
    ]);
  });

  it('a requirement naming no property, in the schema, in completion and under a condition', () => {
    const r = check((f) => {
      const schema = schemaOf(f);
      schema.completion.required = ['goal', 'gaol'];
      schema.properties.roles.items.required = ['positon'];
      schema.allOf = [{ if: { properties: { goal: { const: 'x' } } }, then: { required: ['rolez'] } }];
      schema.anyOf = [{ required: ['gole'] }, { required: ['goal'] }];
      schema.properties.roles.completion = { items: { required: ['id', 'title'] } };
      rulesOf(f).counts = [{ at: '/roles', where: { required: ['name'] }, min: 1, keyword: 'roleCount' }];
      rulesOf(f).messages.push({ path: '/roles', keyword: 'roleCount', message: 'steps/m:s.goalRequired' });
    });
    expect(r.problems).toEqual([
      'step-schemas/m/s.schema.json at /completion/required/1: requires "gaol", which is no property here (its properties: goal, roles): the step could never be completed. Correct the name, or add the property',
      'step-schemas/m/s.schema.json at /allOf/0/then/required/0: requires "rolez", which is no property here (its properties: goal, roles): the step could never be completed. Correct the name, or add the property',
      'step-schemas/m/s.schema.json at /anyOf/0/required/0: requires "gole", which is no property here (its properties: goal, roles): this alternative could never hold. Correct the name, or add the property',
      'step-schemas/m/s.schema.json at /properties/roles/completion/items/required/1: requires "title", which is no property here (its properties: id, position): the step could never be completed. Correct the name, or add the property',
      'step-schemas/m/s.schema.json at /properties/roles/items/required/0: requires "positon", which is no property here (its properties: id, position): the step could never be completed. Correct the name, or add the property',
      'step-schemas/m/s.rules.json at /counts/0/where/required/0: requires "name", which no row of /roles has (its properties: id, position): no row would count',
    ]);
  });

  it('a step no member could complete: bounds that exclude each other, a choice completion never accepts, counts above the list', () => {
    const r = check((f) => {
      const schema = schemaOf(f);
      schema.properties.goal.completion = { pattern: '\\S', minLength: 200 };
      schema.properties.roles.minItems = 6;
      schema.properties.size = { type: ['integer', 'null'], minimum: 5, maximum: 1 };
      schema.properties.pick = { type: ['string', 'null'], enum: [null], completion: { type: 'string' } };
      schema.properties.flag = { type: ['boolean', 'null'], completion: { type: 'string' } };
      uiOf(f).pick = { 'ui:widget': 'ChoiceWidget' };
      rulesOf(f).counts = [{ at: '/roles', min: 7, max: 3, keyword: 'roleCount' }];
      rulesOf(f).messages.push({ path: '/roles', keyword: 'roleCount', message: 'steps/m:s.goalRequired' });
    });
    expect(r.problems).toEqual([
      'step-schemas/m/s.schema.json at /properties/goal/completion/minLength: minLength 200 is above maxLength 100: no text length satisfies both, so the step could never be completed',
      'step-schemas/m/s.schema.json at /properties/roles/minItems: minItems 6 is above maxItems 5: no number of rows satisfies both, so the step could never be completed',
      'step-schemas/m/s.schema.json at /properties/size/minimum: minimum 5 is above maximum 1: no number satisfies both, so the step could never be completed',
      'step-schemas/m/s.schema.json at /properties/pick/enum: none of the choices (null) is one completion accepts: the step could never be completed. Add the choices members pick from',
      'step-schemas/m/s.schema.json at /properties/flag/completion/type: completion asks for string, which the type boolean or null never holds: the step could never be completed',
      'step-schemas/m/s.rules.json at /counts/0/min: min 7 is above max 3: no number of rows satisfies both, so the step could never be completed',
      'step-schemas/m/s.rules.json at /counts/0/min: min 7 is above the 5 rows /roles may hold (its maxItems): the step could never be completed',
    ]);
  });

  it('texts missing in English, each named, as warnings (English is optional)', () => {
    const r = check((f) => {
      delete f['locales/en/steps/m.json']!.s.goal;
      delete f['locales/en/steps/m.json']!.s.add;
    });
    expect(r.problems).toEqual([]);
    expect(r.warnings).toEqual([
      `locales/en/steps/m.json at s.goal: ${ENGLISH_MISSING}`,
      `locales/en/steps/m.json at s.add: ${ENGLISH_MISSING}`,
    ]);
  });

  it('a derive rule, an option source and a part naming a step that does not exist, or one with no data', () => {
    const r = check((f) => {
      f['step-schemas/m/intro.rules.json'] = { title: 'steps/m:s.title', messages: [] };
      f['step-schemas/variants/demo.json']!.modules[0].steps.unshift({ step_name: 'intro', endpoint: 'intro', display_name: 'Úvod' });
      rulesOf(f).derive = [
        { target: '/roles', derivation: 'rowsFromList', inputs: { values: { step: 'm/rolez', at: '/roles/*/position' } } },
      ];
      rulesOf(f).optionSources = [
        { target: '/roles/*/position', step: 'm/intro', values: '/x', emptyMessage: 'steps/m:s.goal', message: 'steps/m:s.goal' },
      ];
      rulesOf(f).parts = [{ path: 'roles', step: 'm/gone', at: '/roles' }];
    });
    expect(r.problems).toEqual([
      'step-schemas/m/s.rules.json at /parts/0/step: step m/gone does not exist (no m/gone.rules.json under step-schemas): name a step that has its files, or write this one',
      'step-schemas/m/s.rules.json at /optionSources/0/step: step m/intro is a reading step (it has no m/intro.schema.json), so it stores nothing to take choices from: name a step with data',
      'step-schemas/m/s.rules.json at /derive/0/inputs/values/step: the input "values" of the derived /roles: step m/rolez does not exist (no m/rolez.rules.json under step-schemas): name a step that has its files, or write this one',
    ]);
  });

  it('a text nested one level too deep, one level too high, written as one dotted key, or in another file', () => {
    const r = check((f) => {
      const cs = f['locales/cs/steps/m.json']!;
      delete cs.s.goal;
      cs.s.items = { position: 'Pozice' };
      delete cs.s.position;
      cs.goalRequired = cs.s.goalRequired;
      delete cs.s.goalRequired;
      cs['s.title'] = cs.s.title;
      delete cs.s.title;
      f['locales/cs/steps/other.json'] = { s: { goal: 'Cíl' } };
    });
    expect(r.problems).toEqual([
      'step-schemas/m/s.rules.json at /title: text steps/m:s.title is missing in locales/cs/steps/m.json; it is written as the one key "s.title": nest it as { "s": { "title": "…" } }',
      'step-schemas/m/s.rules.json at /messages/0/message: text steps/m:s.goalRequired is missing in locales/cs/steps/m.json; it is at goalRequired, one level too high: move it to s.goalRequired',
      'step-schemas/m/s.ui.json at /goal/ui:title: text steps/m:s.goal is missing in locales/cs/steps/m.json; it is in locales/cs/steps/other.json: move it to locales/cs/steps/m.json, or write the key as steps/other:s.goal',
      'step-schemas/m/s.ui.json at /roles/items/position/ui:title: text steps/m:s.position is missing in locales/cs/steps/m.json; it is at s.items.position, one level too deep: move it to s.position',
    ]);
  });

  it('a text nested one level too deep under its own key: the key names a group of texts', () => {
    const r = check((f) => {
      f['locales/cs/steps/m.json']!.s.goal = { goal: 'Cíl' };
      f['locales/en/steps/m.json']!.s.goal = { goal: 'Goal' };
    });
    expect(r.problems).toEqual([
      'step-schemas/m/s.ui.json at /goal/ui:title: steps/m:s.goal in locales/cs/steps/m.json is a group of texts (goal), not one text: the text is nested one level too deep. Move it up to s.goal, or name the one meant, as steps/m:s.goal.goal',
    ]);
  });

  it('texts of a step namespace no step uses, each named as a warning (plural forms and groups count as used)', () => {
    const r = check((f) => {
      const cs = f['locales/cs/steps/m.json']!;
      cs.s.unused = 'Nikde';
      cs.s.old = { a: 'A', b: 'B' };
      cs.s.goal_one = 'Cíl';
      f['locales/en/steps/m.json']!.s.unused = 'Nowhere';
    });
    expect(r.problems).toEqual([]);
    expect(r.warnings).toEqual([
      'locales/cs/steps/m.json at s.unused: no step uses this text (no rules, UI schema or deck names steps/m:s.unused): delete it, or use it where it was meant',
      'locales/cs/steps/m.json at s.old.a: no step uses this text (no rules, UI schema or deck names steps/m:s.old.a): delete it, or use it where it was meant',
      'locales/cs/steps/m.json at s.old.b: no step uses this text (no rules, UI schema or deck names steps/m:s.old.b): delete it, or use it where it was meant',
    ]);
  });
});

describe("today's shipped content", () => {
  it('has no problem, and warns of nothing but English texts not written yet', () => {
    const r = checkContent({ stepSchemas: STEP_SCHEMAS_DIR, locales: LOCALES_DIR });
    expect(r.problems).toEqual([]);
    expect(r.warnings.filter((w) => w.message !== ENGLISH_MISSING)).toEqual([]);
  });
});
