import { describe, expect, it } from 'vitest';
import { newAjv } from '../../../../src/content/ajv.js';
import { completionErrors, fullSchema, orderedMessages } from '../../../../src/engine/steps/index.js';
import { fieldsOf } from '../../../../src/engine/step-editor/fields.js';
import { addField, moveField, propertyName, removeField } from '../../../../src/engine/step-editor/field-ops.js';
import {
  addChoice,
  choicesOf,
  fieldProblems,
  isRequired,
  messageOf,
  setChoiceLabel,
  setMessage,
  setNumber,
  setRequired,
  setUiText,
  uiTextOf,
} from '../../../../src/engine/step-editor/field-props.js';
import { ADDABLE_KINDS, COLUMN_KINDS } from '../../../../src/engine/step-editor/kinds.js';
import { setStepText } from '../../../../src/engine/step-editor/texts.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';
import { baseline, validate } from './support.js';

const label = (cs: string) => ({ cs, en: `${cs} (en)` });
/** The field an addition made; the test's state goes on from it. */
let state: EditorState;
const added = (r: ReturnType<typeof addField>) => {
  state = r.state;
  return r.field;
};
const field = (state: EditorState, pointer: string) => fieldsOf(state).find((f) => f.pointer === pointer)!;

describe('property names from the Czech label', () => {
  it('are ascii snake_case, begin with a letter and never repeat', () => {
    expect(propertyName('Míra vyzrálosti (1–5)', [])).toBe('mira_vyzralosti_1_5');
    expect(propertyName('Cíl', ['cil'])).toBe('cil_2');
    expect(propertyName('Cíl', ['cil', 'cil_2'])).toBe('cil_3');
    expect(propertyName('1. krok', [])).toBe('pole_1_krok');
    expect(propertyName('???', [])).toBe('pole');
  });
});

describe('step editor operations keep the step valid for npm run validate', () => {
  it('the baseline is valid', () => {
    expect(validate(baseline())).toEqual({ problems: [], warnings: [] });
  });

  it('adds every kind at the top level, and every column kind to a table, with no problem', () => {
    let state = baseline();
    for (const kind of ADDABLE_KINDS) {
      const added = addField(state, { kind, label: label(`Pole ${kind}`) });
      state = added.state;
      expect(added.field.kind).toBe(kind);
      if (kind === 'choiceRadio' || kind === 'choiceSelect') state = addChoice(state, added.field, label('Ano'));
    }
    const table = fieldsOf(state).find((f) => f.kind === 'table')!;
    for (const kind of COLUMN_KINDS) {
      const added = addField(state, { kind, label: label(`Sloupec ${kind}`), list: table.pointer });
      state = added.state;
      if (kind === 'choiceRadio' || kind === 'choiceSelect') state = addChoice(state, added.field, label('Ne'));
    }
    expect(fieldsOf(state).map((f) => f.kind)).toEqual([
      'longText',
      ...ADDABLE_KINDS.slice(0, 9),
      ...COLUMN_KINDS,
      'toggleList',
      'reading',
    ]);
    expect(state.files.rules.ids).toEqual([{ list: '/pole_rows' }, { list: '/pole_table' }]);
    expect(validate(state)).toEqual({ problems: [], warnings: [] });
  });

  it('builds a short text with a requirement and a minimum length, a number 1-5 and a labelled choice, each with messages', () => {
    const text = added(addField(baseline(), { kind: 'shortText', label: label('První krok') }));
    state = setRequired(state, text, true);
    state = setNumber(state, text, 'minLength', 10);
    state = setMessage(state, text, undefined, 'cs', 'První krok je povinný');
    state = setMessage(state, text, undefined, 'en', 'The first step is required');
    state = setMessage(state, text, 'minLength', 'cs', 'První krok musí mít alespoň 10 znaků');
    state = setMessage(state, text, 'minLength', 'en', 'At least 10 characters');
    const number = added(addField(state, { kind: 'number', label: label('Vyzrálost') }));
    state = setRequired(state, number, true);
    const choice = added(addField(state, { kind: 'choiceRadio', label: label('Četnost') }));
    state = addChoice(state, choice, label('Měsíčně'));
    state = addChoice(state, choice, label('Měsíčně'));
    expect(state.files.schema!.properties).toMatchObject({
      prvni_krok: { type: 'string', maxLength: 200, minLength: 10, completion: { pattern: '\\S' } },
      vyzralost: { type: ['integer', 'null'], minimum: 1, maximum: 5, completion: { type: 'integer' } },
      cetnost: { type: ['string', 'null'], enum: ['mesicne', 'mesicne_2', null] },
    });
    expect(state.files.schema!.completion).toEqual({ required: ['goal', 'prvni_krok', 'vyzralost'] });
    expect(choicesOf(state, choice)).toEqual([
      { value: 'mesicne', cs: 'Měsíčně', en: 'Měsíčně (en)' },
      { value: 'mesicne_2', cs: 'Měsíčně', en: 'Měsíčně (en)' },
    ]);
    expect(state.files.rules.messages.map((m) => [m.path, m.keyword])).toEqual([
      ['/goal', undefined],
      ['/prvni_krok', 'minLength'],
      ['/prvni_krok', undefined],
    ]);
    expect(messageOf(state, text, 'minLength').cs).toBe('První krok musí mít alespoň 10 znaků');
    expect(validate(state)).toEqual({ problems: [], warnings: [] });
    // A member's text too short (trimmed) reads the length's own words, not the field's general message.
    const conditions = newAjv(false);
    const data = { goal: 'Cíl', prvni_krok: '   Krátce   ', vyzralost: 3, cetnost: null };
    const refused = completionErrors(
      newAjv(true).compile(fullSchema(state.files.schema!)),
      data,
      state.files.rules,
      (schema, value) => conditions.validate(schema, value) as boolean,
    );
    expect(orderedMessages(refused, state.files.rules.messages, data)[0]?.messageKey).toBe(
      state.files.rules.messages.find((m) => m.keyword === 'minLength')!.message,
    );
  });

  it('puts a new message in its field’s place among the messages', () => {
    const a = added(addField(baseline(), { kind: 'shortText', label: label('A') }));
    state = setMessage(state, a, undefined, 'cs', 'A chybí');
    state = moveField(state, a, -1);
    state = setMessage(state, field(state, '/goal'), undefined, 'cs', 'Cíl chybí');
    const b = field(state, '/a');
    state = setMessage(state, b, 'minLength', 'cs', 'A je krátké');
    state = setMessage(state, b, 'minLength', 'en', 'A is short');
    const paths = (s: EditorState) => s.files.rules.messages.map((m) => `${m.path} ${m.keyword ?? ''}`.trim());
    expect(paths(state)).toEqual(['/a minLength', '/a', '/goal']);
    state = moveField(state, field(state, '/a'), 1);
    expect(fieldsOf(state).map((f) => f.name)).toEqual(['goal', 'a']);
    expect(state.files.ui!['ui:order']).toEqual(['goal', 'a']);
    expect(paths(state)).toEqual(['/goal', '/a minLength', '/a']);
    state = setMessage(state, field(state, '/a'), 'minLength', 'cs', '');
    expect(state.files.rules.messages).toHaveLength(3);
    state = setMessage(state, field(state, '/a'), 'minLength', 'en', '');
    expect(paths(state)).toEqual(['/goal', '/a']);
    expect(validate(state).problems).toEqual([]);
  });

  it('requires a column in every row, and bounds a number column', () => {
    const table = added(addField(baseline(), { kind: 'table', label: label('Procesy') }));
    const name = added(addField(state, { kind: 'shortText', label: label('Název'), list: table.pointer }));
    const rating = added(addField(state, { kind: 'number', label: label('Vyzrálost'), list: table.pointer }));
    state = setRequired(state, name, true);
    state = setRequired(state, table, true);
    state = setNumber(state, rating, 'maximum', 10);
    expect(isRequired(state, name)).toBe(true);
    expect(isRequired(state, rating)).toBe(false);
    const procesy = (state.files.schema!.properties as Record<string, any>).procesy;
    expect(procesy.completion).toEqual({ minItems: 1 });
    expect(procesy.items.completion).toEqual({ required: ['nazev'] });
    expect(procesy.items.properties.vyzralost.maximum).toBe(10);
    expect(validate(state)).toEqual({ problems: [], warnings: [] });
    state = setRequired(state, name, false);
    expect(procesy.items.completion).toEqual({ required: ['nazev'] });
    expect((state.files.schema!.properties as Record<string, any>).procesy.items.completion).toBeUndefined();
  });

  it('removes a field with what the rules say about it, and a list with its columns’ rules', () => {
    const table = added(addField(baseline(), { kind: 'table', label: label('Procesy') }));
    const owner = added(addField(state, { kind: 'shortText', label: label('Vlastník'), list: table.pointer }));
    state = setMessage(state, owner, undefined, 'cs', 'Vlastník chybí');
    state = setRequired(state, owner, true);
    state = {
      ...state,
      files: {
        ...state.files,
        rules: {
          ...state.files.rules,
          unique: ['/procesy/*/vlastnik'],
          reveal: [{ target: '/goal', when: { scope: '/procesy', schema: { minItems: 1 } } }],
        },
      },
    };
    const once = removeField(state, owner);
    expect(once.files.rules.unique).toBeUndefined();
    expect(once.files.rules.messages.map((m) => m.path)).toEqual(['/goal']);
    expect((once.files.schema!.properties as Record<string, any>).procesy.items.completion).toBeUndefined();
    expect(validate(once).problems).toEqual([]);
    const whole = removeField(state, table);
    expect(whole.files.rules.reveal).toBeUndefined();
    expect(whole.files.rules.ids).toBeUndefined();
    expect(Object.keys(whole.files.schema!.properties as object)).toEqual(['goal']);
    expect(validate(whole).problems).toEqual([]);
    const goal = removeField(baseline(), field(baseline(), '/goal'));
    expect(goal.files.schema!.completion).toBeUndefined();
    expect(goal.files.rules.messages).toEqual([]);
    expect(validate(goal).problems).toEqual([]);
  });

  it('keeps every text of another namespace by copying it into the step’s own before changing it', () => {
    let state = baseline();
    state.files.ui!.goal = { ...(state.files.ui!.goal as object), 'ui:help': 'steps/other:help' };
    state.texts.cs['steps/other:help'] = 'Nápověda';
    state = setUiText(state, field(state, '/goal'), 'ui:help', 'en', 'Help');
    expect((state.files.ui!.goal as Record<string, string>)['ui:help']).toBe('steps/m:s.goal.help');
    expect(uiTextOf(state, field(state, '/goal'), 'ui:help', 'cs')).toBe('Nápověda');
    state = setUiText(state, field(state, '/goal'), 'ui:help', 'cs', '');
    state = setUiText(state, field(state, '/goal'), 'ui:help', 'en', '');
    expect((state.files.ui!.goal as Record<string, string>)['ui:help']).toBeUndefined();
  });

  it('names a choice without a Czech label, bounds that cross, and a field without a label', () => {
    const choice = added(addField(baseline(), { kind: 'choiceSelect', label: label('Četnost') }));
    expect(fieldProblems(state, choice)).toEqual([{ code: 'noChoices' }]);
    state = addChoice(state, choice, label('Měsíčně'));
    state = setChoiceLabel(state, choice, 'mesicne', 'cs', ' ');
    state = setUiText(state, choice, 'ui:title', 'cs', '');
    expect(fieldProblems(state, choice)).toEqual([{ code: 'noLabel' }, { code: 'choiceLabel', value: 'mesicne' }]);
    const number = added(addField(state, { kind: 'number', label: label('N') }));
    state = setNumber(state, number, 'minimum', 7);
    expect(fieldProblems(state, number)).toEqual([{ code: 'bounds', min: 7, max: 5 }]);
  });
});

describe("the step's own texts", () => {
  it('are written at the rules’ keys, a new one made in the step’s namespace', () => {
    let state = setStepText(baseline(), 'title', 'en', 'Step');
    expect(state.texts.en['steps/m:s.title']).toBe('Step');
    state = setStepText(state, 'description', 'cs', '<p>Popis</p>');
    expect(state.files.rules.description).toBe('steps/m:s.description');
    state = setStepText(state, 'description', 'en', '<p>About</p>');
    expect(validate(state)).toEqual({ problems: [], warnings: [] });
  });
});

describe('a list without a UI entry of its own', () => {
  it('gets one when a column is labelled', () => {
    const state = baseline();
    state.files.schema!.properties = {
      ...(state.files.schema!.properties as object),
      rows: { type: 'array', maxItems: 3, items: { type: 'object', properties: { name: { type: 'string', maxLength: 10 } } } },
    };
    const column = fieldsOf(state).find((f) => f.pointer === '/rows/*/name')!;
    const next = setUiText(state, column, 'ui:title', 'cs', 'Název');
    expect(next.files.ui!.rows).toEqual({ items: { name: { 'ui:title': 'steps/m:s.rows.name.label' } } });
  });
});
