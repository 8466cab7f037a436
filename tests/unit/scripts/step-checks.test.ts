import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/content/content-problem.js';
import { hasKey } from '../../../src/content/locales.js';
import type { StepDefinition } from '../../../src/engine/steps/index.js';
import { checkStep, pointsIntoSchema } from '../../../scripts/validate/step-checks.js';

const cs = new Map<string, unknown>([
  ['steps/x', { title: 'Titulek', fieldRequired: 'Pole {{n}} je povinné', count_one: 'a', count_few: 'b' }],
]);
const en = new Map<string, unknown>([['steps/x', { title: 'Title' }]]);
const locales = { dir: 'locales', cs, en };
const files = { rules: 'step-schemas/m/s.rules.json', schema: 'step-schemas/m/s.schema.json', ui: 'step-schemas/m/s.ui.json' };
const good: StepDefinition = {
  module: 'm',
  step: 's',
  schema: {
    type: 'object',
    properties: {
      field_1: { type: 'string', completion: { pattern: '\\S' } },
      list: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
    },
  },
  ui: { field_1: { 'ui:title': 'steps/x:title' } },
  rules: {
    title: 'steps/x:title',
    messages: [
      { path: '/field_1', message: 'steps/x:fieldRequired' },
      { path: '/list/*/name', message: 'steps/x:fieldRequired' },
    ],
  },
};

const check = (def: StepDefinition, readSource: (m: string, s: string) => StepDefinition | undefined = () => undefined) =>
  checkStep(def, files, locales, readSource);
const problems = (def: StepDefinition, readSource?: (m: string, s: string) => StepDefinition | undefined) =>
  check(def, readSource).problems.map(formatProblem);

describe('npm run validate on a step definition', () => {
  it('accepts a consistent definition and counts its English gaps by file', () => {
    const r = check(good);
    expect(r.problems).toEqual([]);
    expect([...r.missingEn]).toEqual([['locales/en/steps/x.json', new Set(['steps/x:fieldRequired'])]]);
  });

  it('places a broken reference, a missing Czech text and a schema that does not compile', () => {
    const broken: StepDefinition = {
      ...good,
      schema: { ...good.schema, properties: { ...(good.schema!.properties as object), bad: { type: 'strnig' } } },
      ui: { field_2: { 'ui:title': 'steps/x:nothing' } },
      rules: {
        ...good.rules,
        messages: [{ path: '/list/*/title', message: 'steps/x:fieldRequired' }],
        reveal: [{ target: '/field_1', when: { all: [{ scope: '/ghost', schema: {} }] } }],
      },
    };
    const list = problems(broken);
    expect(list).toContainEqual(expect.stringMatching(/^step-schemas\/m\/s\.schema\.json: the full form does not compile: /));
    expect(list).toContain('step-schemas/m/s.rules.json at /messages/0/path: "/list/*/title" points to no property of the schema');
    expect(list).toContain('step-schemas/m/s.rules.json at /reveal/0/when/all/0/scope: "/ghost" points to no property of the schema');
    expect(list).toContainEqual(
      expect.stringMatching(/^step-schemas\/m\/s\.ui\.json at \/field_2: "field_2" names no property of the schema/),
    );
    expect(list).toContain('step-schemas/m/s.ui.json at /field_2/ui:title: text steps/x:nothing is missing in locales/cs/steps/x.json');
  });

  it('places an unknown keyword in a condition of the rules', () => {
    const odd: StepDefinition = {
      ...good,
      rules: { ...good.rules, reveal: [{ target: '/field_1', when: { scope: '/field_1', schema: { minlength: 1 } } }] },
    };
    expect(problems(odd)).toEqual([
      'step-schemas/m/s.rules.json at /reveal/0/when/schema/minlength: unknown keyword "minlength" (did you mean "minLength"?): a JSON Schema keyword or "completion"',
    ]);
  });

  it('names an unknown widget and a schema the browser bundle cannot run', () => {
    const odd: StepDefinition = {
      ...good,
      schema: {
        ...good.schema,
        properties: { ...(good.schema!.properties as object), pairs: { type: 'array', uniqueItems: true, items: { type: 'object' } } },
      },
      ui: {
        'ui:order': ['field_1', '*'],
        field_1: { 'ui:widget': 'StarWidget' },
        list: { 'ui:field': 'StarField', items: { name: { 'ui:widget': 'hidden' } } },
      },
    };
    const list = problems(odd);
    expect(list).toContain(
      'step-schemas/m/s.ui.json at /list/ui:field: names the field "StarField"; known fields: ToggleListField, ScoreSummaryField, RatingGridField',
    );
    expect(list).toContainEqual(
      expect.stringMatching(/^step-schemas\/m\/s\.ui\.json at \/field_1\/ui:widget: names the widget "StarWidget"; known widgets: /),
    );
    expect(list.join('\n')).not.toContain('/list/items/name/ui:widget');
    expect(list).toContainEqual(expect.stringMatching(/^step-schemas\/m\/s\.schema\.json: cannot be precompiled for the browser/));
  });

  it('refuses a ui:order that leaves properties out without "*": the form would not render', () => {
    expect(problems({ ...good, ui: { 'ui:order': ['field_1'] } })).toEqual([
      'step-schemas/m/s.ui.json at /ui:order: leaves out list and has no "*" for the rest: the form would not render',
    ]);
  });

  it('checks list rules: watched and target pointers, the source step and the choice widget', () => {
    const source: StepDefinition = {
      module: 'm',
      step: 'src',
      schema: {
        type: 'object',
        properties: { roles: { type: 'array', items: { type: 'object', properties: { position: { type: 'string' } } } } },
      },
      rules: { title: 'steps/x:title', messages: [] },
    };
    const lists: StepDefinition = {
      ...good,
      ui: { list: { items: { name: { 'ui:widget': 'StepChoiceWidget', 'ui:options': { optionSource: '/list/*/other' } } } } },
      rules: {
        ...good.rules,
        resetDependents: { watch: ['/list/*/ghost'], message: 'steps/x:title' },
        redirects: { go_on: '/somewhere' },
        optionSources: [
          { target: '/list/*/name', step: 'm/src', values: '/roles/*/title', emptyMessage: 'steps/x:title', message: 'steps/x:title' },
          { target: '/list/*/name', step: 'm/none', values: '/roles/*/position', emptyMessage: 'steps/x:title', message: 'steps/x:title' },
        ],
      },
    };
    const list = problems(lists, (_m, st) => (st === 'src' ? source : undefined));
    expect(list).toContain('step-schemas/m/s.rules.json at /resetDependents/watch/0: "/list/*/ghost" points to no property of the schema');
    expect(list).toContain('step-schemas/m/s.rules.json at /redirects/go_on: no completionResult sets "go_on"');
    expect(list).toContain('step-schemas/m/s.rules.json at /optionSources/0/values: "/roles/*/title" is not a property of m/src');
    expect(list).toContain(
      'step-schemas/m/s.rules.json at /optionSources/1/step: step m/none does not exist (no m/none.rules.json under step-schemas): name a step that has its files, or write this one',
    );
    expect(list).toContain(
      'step-schemas/m/s.ui.json at /list/items/name/ui:widget: /list/*/name takes its choices from optionSource "/list/*/other", which the rules\' optionSources do not declare',
    );
  });

  it('refuses a rating whose "rates" names no titled property beside it: its label would name nothing', () => {
    const rating = (rates: string) => ({ 'ui:widget': 'RatingSliderWidget', 'ui:options': { rates } });
    const schema = {
      type: 'object',
      properties: { field_1: { type: 'string' }, r1: { type: 'integer' }, r2: { type: 'integer' }, r3: { type: 'integer' } },
    };
    const def: StepDefinition = {
      ...good,
      schema,
      rules: { title: 'steps/x:title', messages: [] },
      ui: { field_1: { 'ui:title': 'steps/x:title' }, r1: rating('field_1'), r2: rating('ghost'), r3: rating('r1') },
    };
    expect(problems(def)).toEqual([
      'step-schemas/m/s.ui.json at /r2/ui:options/rates: "ghost" names no other property beside r2 (its properties here: field_1, r1, r2, r3)',
      'step-schemas/m/s.ui.json at /r3/ui:options/rates: r1 has no "ui:title" for the rating\'s label to name',
    ]);
  });

  it('checks key-like strings outside the text positions too, but only text positions must hold keys', () => {
    const def: StepDefinition = { ...good, ui: { field_1: { 'ui:options': { futureText: 'steps/x:gone', minHeight: '24' } } } };
    expect(problems(def)).toEqual([
      'step-schemas/m/s.ui.json at /field_1/ui:options/futureText: text steps/x:gone is missing in locales/cs/steps/x.json',
    ]);
  });

  it('finds keys with plural forms and pointers through array items', () => {
    expect(hasKey(cs, 'steps/x:count')).toBe(true);
    expect(hasKey(cs, 'steps/x:nope')).toBe(false);
    expect(pointsIntoSchema(good.schema!, '/list/*/name')).toBe(true);
    expect(pointsIntoSchema(good.schema!, '/list/0/name')).toBe(true);
    expect(pointsIntoSchema(good.schema!, '/list/*/x')).toBe(false);
  });

  describe('cards, responses, variant texts, calls before completion and routes', () => {
    const withVariants = new Map<string, unknown>([
      ...cs,
      ['variants/general', { q: 'Otázka', a: 'Odpověď' }],
      ['variants/auto', { q: 'Otázka pro auto' }],
    ]);
    const place = {
      variants: ['general', 'auto'],
      addresses: new Map([['people', new Set(['/people/workflow', '/people/goals', '/people/questionnaire'])]]),
    };
    const choice = { type: ['string', 'null'], enum: ['a', 'b', null] };
    const quiz: StepDefinition = {
      module: 'm',
      step: 's',
      schema: { type: 'object', properties: { q1: choice, q2: choice } },
      ui: {
        'ui:options': {
          layout: 'cards',
          cards: [
            { title: 'variants/{variant}:q', text: 'steps/x:title' },
            { title: 'steps/x:title', field: 'q1' },
            { title: 'steps/x:title', span: 2, popup: { sections: [{ header: 'steps/x:title', text: 'steps/x:title' }] } },
            { title: 'steps/x:title', field: 'q2', items: ['variants/{variant}:a'], completeLabel: 'steps/x:title' },
          ],
        },
        q1: {
          'ui:widget': 'ChoiceWidget',
          'ui:options': { labels: { a: 'steps/x:title' }, responses: { a: 'variants/{variant}:a', b: 'steps/x:title' } },
        },
      },
      rules: {
        title: 'steps/x:title',
        messages: [],
        celebration: { message: 'steps/x:title', durationMs: 5000, then: '/people/questionnaire' },
        beforeCompletion: ['/onboarding/complete-first-login'],
        failureRoute: '/home',
      },
    };
    const list = (def: StepDefinition) =>
      checkStep(def, files, { ...locales, cs: withVariants }, () => undefined, place).problems.map(formatProblem);

    it("accepts a consistent card layout, with texts of each variant (its own or the general one's)", () => {
      expect(list(quiz)).toEqual([]);
    });

    it('names a card layout an author got wrong', () => {
      const ui = quiz.ui as Record<string, any>;
      const broken: StepDefinition = {
        ...quiz,
        ui: {
          ...ui,
          'ui:options': {
            layout: 'cards',
            cards: [
              { title: 'steps/x:title', span: 2, popup: { sections: [] } },
              { text: 'steps/x:title', field: 'q3', colour: 'red' },
              { title: 'steps/x:title', field: 'q1', completeLabel: 'steps/x:title' },
              { title: 'steps/x:title', field: 'q1' },
            ],
          },
        },
      };
      expect(list(broken)).toEqual([
        'step-schemas/m/s.ui.json at /ui:options/cards/0/popup: a popup needs a non-empty list of sections (header, text)',
        'step-schemas/m/s.ui.json at /ui:options/cards/0: a popup stands between two cards: it opens when the card before it is left and its closing shows the card after it',
        'step-schemas/m/s.ui.json at /ui:options/cards/1/colour: "colour" is no field of a card (title, text, field, items, warning, popup, span, completeLabel)',
        'step-schemas/m/s.ui.json at /ui:options/cards/1: a card needs a title',
        'step-schemas/m/s.ui.json at /ui:options/cards/1/field: "q3" names no top-level property of the schema (its properties here: q1, q2)',
        'step-schemas/m/s.ui.json at /ui:options/cards/2/completeLabel: only the last card completes the step: the cards after it could not be reached',
        'step-schemas/m/s.ui.json at /ui:options/cards/3/field: q1 is already asked on card 3',
        'step-schemas/m/s.ui.json at /ui:options/cards: no card asks q2: the card layout shows only the properties its cards name',
      ]);
      expect(list({ ...quiz, ui: { ...ui, 'ui:options': { layout: 'grid' } } })).toEqual([
        'step-schemas/m/s.ui.json at /ui:options/layout: "grid" is no layout of a step: "cards" (a list\'s rows take "row" under "items")',
      ]);
    });

    it('names a response or label for a value the question does not offer', () => {
      const ui = quiz.ui as Record<string, any>;
      expect(
        list({ ...quiz, ui: { ...ui, q1: { 'ui:widget': 'ChoiceWidget', 'ui:options': { responses: { c: 'steps/x:title' } } } } }),
      ).toEqual(['step-schemas/m/s.ui.json at /q1/ui:options/responses/c: "c" is no value of the schema\'s enum ("a", "b", null)']);
    });

    it('names a variant text no variant file (nor the general one) has, and one in a message the server writes', () => {
      const ui = quiz.ui as Record<string, any>;
      expect(list({ ...quiz, ui: { ...ui, q1: { 'ui:widget': 'ChoiceWidget', 'ui:title': 'variants/{variant}:gone' } } })).toEqual([
        'step-schemas/m/s.ui.json at /q1/ui:title: text variants/{variant}:gone is missing for variant general: write it in locales/cs/variants/general.json',
        'step-schemas/m/s.ui.json at /q1/ui:title: text variants/{variant}:gone is missing for variant auto: write it in locales/cs/variants/auto.json or locales/cs/variants/general.json',
      ]);
      expect(list({ ...quiz, rules: { ...quiz.rules, messages: [{ path: '/q1', message: 'variants/{variant}:q' }] } })).toEqual([
        "step-schemas/m/s.rules.json at /messages/0/message: variants/{variant}:q names the member's variant, which the server writing this message does not know: use a step text",
      ]);
    });

    it('names a call before completion that is no API path, and a route its module does not have', () => {
      expect(
        list({
          ...quiz,
          rules: {
            ...quiz.rules,
            beforeCompletion: ['/api/onboarding/x', 'onboarding'],
            failureRoute: 'home',
            celebration: { message: 'steps/x:title', durationMs: 1, then: '/people/questionaire?x=1' },
          },
        }),
      ).toEqual([
        'step-schemas/m/s.rules.json at /celebration/then: /people/questionaire is no address of its module (its addresses: /people/workflow, /people/goals, /people/questionnaire)',
        'step-schemas/m/s.rules.json at /failureRoute: "home" is no address of the app: it starts with /',
        'step-schemas/m/s.rules.json at /beforeCompletion/0: "/api/onboarding/x" is no API path: write the path under /api, as "/onboarding/complete-first-login"',
        'step-schemas/m/s.rules.json at /beforeCompletion/1: "onboarding" is no API path: write the path under /api, as "/onboarding/complete-first-login"',
      ]);
    });
  });
});
