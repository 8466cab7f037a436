import { type CardDef, cardsOf } from '../steps/cards.js';
import type { JsonSchema } from '../steps/types.js';
import { fieldsOf, isObject } from './fields.js';
import { withoutUnusedTexts } from './rule-fields.js';
import { type BothTexts, fieldKey, type Language, localKey, setText, setTexts, textOf } from './texts.js';
import type { EditorField, EditorState } from './types.js';

/**
 * The card layout of a step (step-schemas/README.md, "Cards"): the root UI schema's
 * `"ui:options": { "layout": "cards", "cards": [...] }`. The editor makes and edits a card's
 * title and its text or field; whatever else a card holds (items, a warning, a completing button,
 * a popup and its span) is kept as it is. Turning cards on or off changes only the UI schema: no
 * field and no stored answer goes with it.
 */

/** The step's cards; undefined when it is no card layout. */
export const cardsIn = (state: Pick<EditorState, 'files'>): CardDef[] | undefined => cardsOf(state.files.ui);

/** The top-level fields a card may ask (a column belongs to its list's rows). */
export const cardFields = (state: Pick<EditorState, 'files'>): EditorField[] => fieldsOf(state).filter((f) => !f.list);

/** The state with the root UI options changed by `change` (a copy; an emptied `ui:options` leaves the file). */
function withRootOptions(state: EditorState, change: (options: Record<string, unknown>) => void): EditorState {
  const ui: JsonSchema = structuredClone(state.files.ui ?? {});
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  change(options);
  if (Object.keys(options).length) ui['ui:options'] = options;
  else delete ui['ui:options'];
  return { ...state, files: { ...state.files, ui } };
}

function withCards(state: EditorState, cards: CardDef[]): EditorState {
  return withRootOptions(state, (options) => {
    options.layout = 'cards';
    options.cards = cards;
  });
}

/** A key for a new card's text ('steps/m:s.cards.c3.title'), its number used by no card nor text yet. */
function newCardKey(state: EditorState, cards: readonly CardDef[], what: 'title' | 'text'): string {
  const used = JSON.stringify([cards, Object.keys(state.texts.cs), Object.keys(state.texts.en)]);
  let n = 1;
  while (used.includes(`${fieldKey(state, null, 'cards', `c${n}`)}.`)) n++;
  return fieldKey(state, null, 'cards', `c${n}`, what);
}

/** The texts at `key` that are written (an empty one is left out, as a text not written yet). */
function writtenTexts(state: EditorState, key: unknown): Partial<BothTexts> {
  const cs = textOf(state, key, 'cs');
  const en = textOf(state, key, 'en');
  return { ...(cs ? { cs } : {}), ...(en ? { en } : {}) };
}

/** A key for a text the card gets: beside its own title's ('….cards.c3.title' → '….cards.c3.text'), else a new card's. */
function keyFor(state: EditorState, cards: readonly CardDef[], card: CardDef, what: 'title' | 'text'): string {
  const { title } = card;
  const beside =
    title && localKey(state, title) !== undefined && title.endsWith('.title') ? `${title.slice(0, -'title'.length)}${what}` : undefined;
  return beside && !cards.some((c) => c !== card && keysOf(c).includes(beside)) ? beside : newCardKey(state, cards, what);
}

/** A field's label, as a new card's title starts. */
const labelOf = (state: EditorState, name: string) =>
  writtenTexts(state, isObject(state.files.ui?.[name]) ? (state.files.ui[name] as JsonSchema)['ui:title'] : undefined);

/** A card at the end, before a last card that completes the step (only the last card may). */
function appended(cards: readonly CardDef[], card: CardDef): CardDef[] {
  const last = cards.at(-1);
  return last?.completeLabel !== undefined ? [...cards.slice(0, -1), card, last] : [...cards, card];
}

/** A card asking the field, titled as the field is labelled. */
function fieldCard(state: EditorState, cards: readonly CardDef[], name: string): { state: EditorState; card: CardDef } {
  const title = newCardKey(state, cards, 'title');
  return { state: setTexts(state, title, labelOf(state, name)), card: { title, field: name } };
}

/**
 * Turns the step into cards: a card for each top-level field in the form's order, titled as the
 * field, or (without fields) one text card titled as the step. Other root options stay.
 */
export function turnIntoCards(state: EditorState): EditorState {
  if (cardsIn(state)) return state;
  let next = state;
  const cards: CardDef[] = [];
  for (const f of cardFields(state)) {
    const made = fieldCard(next, cards, f.name);
    next = made.state;
    cards.push(made.card);
  }
  if (!cards.length) {
    const title = newCardKey(next, cards, 'title');
    const text = newCardKey(next, cards, 'text');
    next = setTexts(next, title, writtenTexts(state, state.files.rules.title));
    cards.push({ title, text });
  }
  return withCards(next, cards);
}

/** The texts a card names (title, text, items, warning, button, popup): for dropping those no file names any more. */
function keysOf(card: CardDef | undefined): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) Object.values(v).forEach(walk);
  };
  if (card) {
    const { field: _, ...texts } = card;
    walk(texts);
  }
  return out;
}

const withoutKeys = (state: EditorState, keys: string[]) => keys.reduce(withoutUnusedTexts, state);

/** The step as one form again: the cards leave the UI schema, every field and answer stays. */
export function turnOffCards(state: EditorState): EditorState {
  const cards = cardsIn(state);
  if (!cards) return state;
  const next = withRootOptions(state, (options) => {
    delete options.layout;
    delete options.cards;
  });
  return withoutKeys(next, cards.flatMap(keysOf));
}

export type NewCard = { text: true } | { field: string };

/** Adds a card with a text (title and text to write) or asking a field (titled as the field). */
export function addCard(state: EditorState, add: NewCard): EditorState {
  const cards = cardsIn(state);
  if (!cards) return state;
  if ('field' in add) {
    const made = fieldCard(state, cards, add.field);
    return withCards(made.state, appended(cards, made.card));
  }
  const title = newCardKey(state, cards, 'title');
  const text = newCardKey(state, cards, 'text');
  return withCards(state, appended(cards, { title, text }));
}

/** Removes the card at `index`; its texts stay in the locale files (an unsaved one leaves the state). */
export function removeCard(state: EditorState, index: number): EditorState {
  const cards = cardsIn(state);
  if (!cards?.[index]) return state;
  return withoutKeys(
    withCards(
      state,
      cards.filter((_, i) => i !== index),
    ),
    keysOf(cards[index]),
  );
}

/** Moves the card at `index` one place up (-1) or down (+1); the card keeps everything it has. */
export function moveCard(state: EditorState, index: number, by: -1 | 1): EditorState {
  const cards = cardsIn(state);
  const other = index + by;
  if (!cards?.[index] || !cards[other]) return state;
  const next = [...cards];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return withCards(state, next);
}

/** Whether the editor may write a card's text at this key: its own namespace's (a variant's or another module's text is edited in 'Texty'). */
export const cardTextEditable = (state: EditorState, key: string | undefined) => key === undefined || localKey(state, key) !== undefined;

/** Sets one language of a card's title or text, making its key in the step's namespace when the card has none yet. */
export function setCardText(state: EditorState, index: number, what: 'title' | 'text', lng: Language, value: string): EditorState {
  const cards = cardsIn(state);
  const card = cards?.[index];
  if (!cards || !card || !cardTextEditable(state, card[what])) return state;
  const key = card[what] ?? keyFor(state, cards, card, what);
  const next = card[what] ? state : withCards(state, cards.with(index, { ...card, [what]: key }));
  return setText(next, key, lng, value);
}

/** What the card shows besides its title: a text or a field (one replaces the other). */
export function setCardContent(state: EditorState, index: number, content: NewCard): EditorState {
  const cards = cardsIn(state);
  const card = cards?.[index];
  if (!cards || !card) return state;
  const { text, field, ...rest } = card;
  if ('field' in content) return withoutKeys(withCards(state, cards.with(index, { ...rest, field: content.field })), text ? [text] : []);
  return withCards(state, cards.with(index, { ...rest, text: text ?? keyFor(state, cards, card, 'text') }));
}

/** The cards without those asking `name` (a field removed from the step); a card with a text of its own only loses the question. */
export function withoutFieldCards(state: EditorState, name: string): EditorState {
  const cards = cardsIn(state);
  if (!cards?.some((c) => c.field === name)) return state;
  const left = cards.flatMap((c) => {
    if (c.field !== name) return [c];
    const { field: _, ...rest } = c;
    return rest.text !== undefined ? [rest] : [];
  });
  const dropped = cards.filter((c) => c.field === name && c.text === undefined);
  return withoutKeys(withCards(state, left), dropped.flatMap(keysOf));
}

/** A mistake the editor sees in a card at once, before the check (`card` 1-based, as the author reads it). */
export type CardProblem =
  | { card: number; code: 'cardTitle' | 'cardText' }
  | { card: number; code: 'cardField'; field: string }
  | { card: number; code: 'cardFieldTwice'; field: string; first: number };

/**
 * The cards' own mistakes: a card of the step's namespace without its Czech title or text, a card
 * asking a field the step does not have, or one another card asks. A field no card asks is the
 * check's to name (the step's problem, not a card's).
 */
export function cardProblems(state: EditorState): CardProblem[] {
  const cards = cardsIn(state) ?? [];
  const names = cardFields(state).map((f) => f.name);
  const asked = new Map<string, number>();
  const out: CardProblem[] = [];
  cards.forEach((card, i) => {
    const unwritten = (key: string | undefined) =>
      key === undefined || (localKey(state, key) !== undefined && !textOf(state, key, 'cs').trim());
    if (!card.popup && unwritten(card.title)) out.push({ card: i + 1, code: 'cardTitle' });
    if (card.text !== undefined && unwritten(card.text)) out.push({ card: i + 1, code: 'cardText' });
    if (card.field === undefined) return;
    if (!names.includes(card.field)) out.push({ card: i + 1, code: 'cardField', field: card.field });
    else if (asked.has(card.field)) out.push({ card: i + 1, code: 'cardFieldTwice', field: card.field, first: asked.get(card.field)! });
    else asked.set(card.field, i + 1);
  });
  return out;
}

const decode = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The card (0-based) a problem of the check is about: a place in the UI schema's cards
 * ('/ui:options/cards/2/field'), or a text missing in a locale file that a card names.
 */
export function cardOfProblem(state: EditorState, problem: { file: string; place?: string }): number | undefined {
  const cards = cardsIn(state);
  const { file, place } = problem;
  if (!cards || !place) return undefined;
  if (file.endsWith('.ui.json')) {
    const [options, list, index] = place.split('/').slice(1).map(decode);
    return options === 'ui:options' && list === 'cards' && index !== undefined && cards[Number(index)] ? Number(index) : undefined;
  }
  if (!file.startsWith('locales/')) return undefined;
  const key = `${file.replace(/^locales\/[a-z]+\//, '').replace(/\.json$/, '')}:${place}`;
  const at = cards.findIndex((c) => keysOf(c).includes(key));
  return at < 0 ? undefined : at;
}
