/**
 * The card layout (a step's root "ui:options": { "layout": "cards", "cards": [...] }): the step
 * reads as cards revealed one by one with a next arrow. Texts are i18n keys.
 */
export interface CardDef {
  /** The card's heading. */
  title?: string;
  /** HTML text under the heading (sanitised as descriptions are). */
  text?: string;
  /** A top-level property of the schema answered on this card: its arrow waits for an answer. */
  field?: string;
  /** A bulleted list. */
  items?: string[];
  /** A highlighted warning at the end of the card. */
  warning?: string;
  /**
   * Not a card but a popup that opens when the card before it is left; closing it shows the card
   * after it. It takes `span` card numbers (default 1): the intro's mentoring stands for cards 8-10.
   */
  popup?: { subtitle?: string; sections: Array<{ header: string; text: string }> };
  span?: number;
  /** A button on this card, labelled by this key, that completes the step. */
  completeLabel?: string;
}

export interface CardLayout {
  layout: 'cards';
  cards: CardDef[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The cards of a UI schema whose root options choose the card layout; undefined for any other layout. */
export function cardsOf(ui: unknown): CardDef[] | undefined {
  const options = isObject(ui) ? ui['ui:options'] : undefined;
  if (!isObject(options) || options.layout !== 'cards' || !Array.isArray(options.cards)) return undefined;
  return options.cards as CardDef[];
}

/** Whether a card of this UI schema completes the step (the runner then shows no complete button of its own). */
export const cardCompletes = (ui: unknown): boolean => (cardsOf(ui) ?? []).some((c) => c.completeLabel !== undefined);

/** The number each card shows (1-based), a popup taking `span` numbers, and the last number. */
export function cardNumbers(cards: readonly CardDef[]): { numbers: number[]; total: number } {
  let next = 1;
  const numbers = cards.map((c) => {
    const n = next;
    next += c.popup ? (c.span ?? 1) : 1;
    return n;
  });
  return { numbers, total: next - 1 };
}

const answered = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Whether the card at `index` lets the member go on: a question card once it is answered. */
export const cardDone = (card: CardDef | undefined, data: Record<string, unknown>): boolean =>
  card !== undefined && (card.field === undefined || answered(data[card.field]));

/**
 * How many cards show when the page opens: all of a completed step; the first only while nothing
 * is answered; else every card up to the first unanswered question (all when none is left), so a
 * member coming back finds their answers and goes on where they stopped.
 */
export function initialCardCount(cards: readonly CardDef[], data: Record<string, unknown>, completed: boolean): number {
  if (completed) return cards.length;
  const questions = cards.map((c, i) => [c, i] as const).filter(([c]) => c.field !== undefined);
  if (!questions.some(([c]) => answered(data[c.field!]))) return Math.min(1, cards.length);
  const open = questions.find(([c]) => !answered(data[c.field!]));
  return open ? open[1] + 1 : cards.length;
}

/**
 * What the next arrow under the last shown card does, `shown` cards being shown: open the popup
 * standing next (the cards stay as they are until it closes), or show one card more.
 */
export function nextCard(cards: readonly CardDef[], shown: number): { popup: number } | { shown: number } {
  if (cards[shown]?.popup) return { popup: shown };
  return { shown: Math.min(cards.length, shown + 1) };
}

/** The cards shown once the popup at `index` closes: the card after it too. */
export const afterPopup = (cards: readonly CardDef[], index: number): number => Math.min(cards.length, index + 2);
