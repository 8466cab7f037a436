import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STEP_SCHEMAS_DIR } from '../../../../src/content/paths.js';
import {
  addCard,
  cardOfProblem,
  cardProblems,
  cardsIn,
  cardTextEditable,
  moveCard,
  removeCard,
  setCardContent,
  setCardText,
  turnIntoCards,
  turnOffCards,
} from '../../../../src/engine/step-editor/card-ops.js';
import { addField, removeField } from '../../../../src/engine/step-editor/field-ops.js';
import { fieldsOf } from '../../../../src/engine/step-editor/fields.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';
import { baseline, validate } from './support.js';

/** The baseline step (a required text 'goal') with a second field, a yes/no 'pripraveno'. */
function twoFields(): EditorState {
  return addField(baseline(), { kind: 'yesNo', label: { cs: 'Připraveno', en: 'Ready' } }).state;
}

describe('turning a step into cards and back', () => {
  it('makes a card for each field, titled as the field, and passes every check', () => {
    const state = turnIntoCards(twoFields());
    expect(cardsIn(state)).toEqual([
      { title: 'steps/m:s.cards.c1.title', field: 'goal' },
      { title: 'steps/m:s.cards.c2.title', field: 'pripraveno' },
    ]);
    expect(state.texts.cs['steps/m:s.cards.c1.title']).toBe('Cíl');
    expect(state.texts.en['steps/m:s.cards.c2.title']).toBe('Ready');
    expect(cardProblems(state)).toEqual([]);
    expect(validate(state).problems).toEqual([]);
  });

  it('gives a step without fields one text card titled as the step, whose text the author writes', () => {
    const empty = removeField(baseline(), fieldsOf(baseline())[0]!);
    const state = turnIntoCards(empty);
    expect(cardsIn(state)).toEqual([{ title: 'steps/m:s.cards.c1.title', text: 'steps/m:s.cards.c1.text' }]);
    expect(state.texts.cs['steps/m:s.cards.c1.title']).toBe('Krok');
    expect(cardProblems(state)).toEqual([{ card: 1, code: 'cardText' }]);
    expect(validate(state).problems).toEqual([
      'step-schemas/m/s.ui.json at /ui:options/cards/0/text: text steps/m:s.cards.c1.text is missing in locales/cs/steps/m.json',
    ]);
    const written = setCardText(state, 0, 'text', 'cs', '<p>Přečtěte si, co vás čeká.</p>');
    expect(validate(written).problems).toEqual([]);
  });

  it('turned off, keeps every field, the other root options and no text it made that no file names', () => {
    const before = twoFields();
    before.files.ui = { ...before.files.ui, 'ui:options': { submitButtonOptions: { norender: true } } };
    const off = turnOffCards(turnIntoCards(before));
    expect(off.files.schema).toEqual(before.files.schema);
    expect(off.files.ui).toEqual(before.files.ui);
    expect(off.texts).toEqual(before.texts);
    expect(turnOffCards(before)).toBe(before);
  });
});

describe('editing the cards', () => {
  it('adds text and field cards, before a last card that completes the step', () => {
    let state = turnIntoCards(twoFields());
    state = addCard(state, { text: true });
    expect(cardsIn(state)!.at(-1)).toEqual({ title: 'steps/m:s.cards.c3.title', text: 'steps/m:s.cards.c3.text' });
    state.files.ui!['ui:options'] = {
      layout: 'cards',
      cards: [...cardsIn(state)!, { title: 'steps/m:s.end', completeLabel: 'steps/m:s.done' }],
    };
    const withNote = addField(state, { kind: 'shortText', label: { cs: 'Poznámka', en: 'Note' } }).state;
    const next = addCard(withNote, { field: 'poznamka' });
    expect(cardsIn(next)!.map((c) => c.field ?? c.completeLabel ?? c.text)).toEqual([
      'goal',
      'pripraveno',
      'steps/m:s.cards.c3.text',
      'poznamka',
      'steps/m:s.done',
    ]);
    expect(next.texts.cs['steps/m:s.cards.c4.title']).toBe('Poznámka');
  });

  it('reorders and removes cards, keeping a card’s span and popup as they were', () => {
    const popup = { title: 'steps/m:s.mentor', span: 3, popup: { sections: [{ header: 'steps/m:s.h', text: 'steps/m:s.t' }] } };
    let state = turnIntoCards(twoFields());
    state.files.ui!['ui:options'] = { layout: 'cards', cards: [cardsIn(state)![0]!, popup, cardsIn(state)![1]!] };
    state = moveCard(state, 0, 1);
    expect(cardsIn(state)![0]).toEqual(popup);
    expect(moveCard(state, 0, -1)).toBe(state);
    state = setCardText(state, 0, 'title', 'cs', 'Mentoring');
    expect(cardsIn(state)![0]).toEqual(popup);
    state = removeCard(state, 1);
    expect(cardsIn(state)!.map((c) => c.field ?? 'popup')).toEqual(['popup', 'pripraveno']);
    expect(state.texts.cs['steps/m:s.cards.c1.title']).toBeUndefined();
  });

  it('switches a card between a text and a field, and leaves a text of another namespace alone', () => {
    let state = addCard(turnIntoCards(twoFields()), { text: true });
    state = setCardText(state, 2, 'text', 'cs', 'Úvod');
    state = setCardContent(state, 2, { field: 'pripraveno' });
    expect(cardsIn(state)![2]).toEqual({ title: 'steps/m:s.cards.c3.title', field: 'pripraveno' });
    expect(state.texts.cs['steps/m:s.cards.c3.text']).toBeUndefined();
    state = setCardContent(state, 2, { text: true });
    expect(cardsIn(state)![2]).toEqual({ title: 'steps/m:s.cards.c3.title', text: 'steps/m:s.cards.c3.text' });
    state.files.ui!['ui:options'] = { layout: 'cards', cards: [{ title: 'variants/{variant}:intro.title', field: 'goal' }] };
    expect(setCardText(state, 0, 'title', 'cs', 'Jinak')).toBe(state);
  });

  it('a removed field takes its card with it; the field’s answers are the server’s to keep', () => {
    let state = turnIntoCards(twoFields());
    state = setCardContent(addCard(state, { text: true }), 2, { field: 'pripraveno' });
    state = removeField(state, fieldsOf(state).find((f) => f.name === 'pripraveno')!);
    expect(cardsIn(state)).toEqual([{ title: 'steps/m:s.cards.c1.title', field: 'goal' }]);
  });
});

describe("the cards' mistakes", () => {
  it('are named by the editor at their card and by the check at the same place', () => {
    let state = turnIntoCards(twoFields());
    state = setCardContent(state, 1, { field: 'gone' });
    state = addCard(state, { text: true });
    state = setCardText(setCardContent(addCard(state, { text: true }), 3, { field: 'goal' }), 3, 'title', 'cs', 'Cíl znovu');
    expect(cardProblems(state)).toEqual([
      { card: 2, code: 'cardField', field: 'gone' },
      { card: 3, code: 'cardTitle' },
      { card: 3, code: 'cardText' },
      { card: 4, code: 'cardFieldTwice', field: 'goal', first: 1 },
    ]);
    const { problems } = validate(state);
    expect(problems).toEqual([
      'step-schemas/m/s.ui.json at /ui:options/cards/1/field: "gone" names no top-level property of the schema (its properties here: goal, pripraveno)',
      'step-schemas/m/s.ui.json at /ui:options/cards/3/field: goal is already asked on card 1',
      'step-schemas/m/s.ui.json at /ui:options/cards: no card asks pripraveno: the card layout shows only the properties its cards name',
      'step-schemas/m/s.ui.json at /ui:options/cards/2/title: text steps/m:s.cards.c3.title is missing in locales/cs/steps/m.json',
      'step-schemas/m/s.ui.json at /ui:options/cards/2/text: text steps/m:s.cards.c3.text is missing in locales/cs/steps/m.json',
    ]);
    const ui = 'step-schemas/m/s.ui.json';
    expect(cardOfProblem(state, { file: ui, place: '/ui:options/cards/1/field' })).toBe(1);
    expect(cardOfProblem(state, { file: ui, place: '/ui:options/cards' })).toBeUndefined();
    expect(cardOfProblem(state, { file: ui, place: '/goal/ui:title' })).toBeUndefined();
    expect(cardOfProblem(state, { file: 'locales/en/steps/m.json', place: 's.cards.c3.text' })).toBe(2);
    expect(cardOfProblem(state, { file: 'step-schemas/m/s.rules.json', place: '/messages/0' })).toBeUndefined();
  });
});

describe('a text to read on a card', () => {
  it('is named by the check: its card would wait for an answer no member gives', () => {
    const state = turnIntoCards(addField(baseline(), { kind: 'reading', label: { cs: 'Jak na to', en: 'How to' } }).state);
    expect(validate(state).problems).toEqual([
      'step-schemas/m/s.ui.json at /ui:options/cards/1/field: jak_na_to is a text to read (type null), which no member answers: the card\'s arrow would never appear. Write the text on a card of its own ("text") and remove the property',
    ]);
  });
});

describe("the intro's cards (texts of each variant, a popup of three cards' span)", () => {
  const read = (kind: string) => JSON.parse(fs.readFileSync(path.join(STEP_SCHEMAS_DIR, 'intro', `welcome.${kind}.json`), 'utf8'));
  const intro = (): EditorState => ({
    module: 'intro',
    step: 'welcome',
    files: { schema: read('schema'), ui: read('ui'), rules: read('rules') },
    texts: { cs: {}, en: {} },
  });

  it('keep every card whole when one moves, and their variant texts are not the editor’s to rewrite', () => {
    const state = intro();
    const before = cardsIn(state)!;
    const popup = before.findIndex((c) => c.popup);
    expect(before[popup]!.span).toBe(3);
    const moved = moveCard(state, popup, -1);
    expect(cardsIn(moved)![popup - 1]).toEqual(before[popup]);
    expect(moveCard(moved, popup - 1, 1).files).toEqual(state.files);
    expect(setCardText(state, popup, 'title', 'cs', 'Jinak')).toBe(state);
    expect(cardProblems(state)).toEqual([]);
    expect(cardTextEditable(state, before[0]!.title)).toBe(false);
  });
});
