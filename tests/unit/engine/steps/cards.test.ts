import { describe, expect, it } from 'vitest';
import {
  afterPopup,
  cardCompletes,
  cardDone,
  cardNumbers,
  cardsOf,
  initialCardCount,
  nextCard,
  variantKeyCandidates,
  type CardDef,
} from '../../../../src/engine/steps/index.js';

/** The intro's shape: three reading cards, three questions, a reflection, the mentoring popup (8-10), then 11-13. */
const cards: CardDef[] = [
  { title: 'welcome' },
  { title: 'step1' },
  { title: 'step2' },
  { title: 'q1', field: 'question1' },
  { title: 'q2', field: 'question2' },
  { title: 'q3', field: 'question3' },
  { title: 'reflection' },
  { title: 'mentoring', span: 3, popup: { sections: [{ header: 'h', text: 't' }] } },
  { title: 'commitment' },
  { title: 'prerequisites', items: ['a'] },
  { title: 'final', completeLabel: 'go' },
];

describe('the card layout', () => {
  it('is read from the root ui:options of a UI schema choosing it, and nowhere else', () => {
    expect(cardsOf({ 'ui:options': { layout: 'cards', cards } })).toBe(cards);
    expect(cardsOf({ 'ui:options': { layout: 'row', cards } })).toBeUndefined();
    expect(cardsOf({ question1: {} })).toBeUndefined();
    expect(cardsOf(undefined)).toBeUndefined();
    expect(cardCompletes({ 'ui:options': { layout: 'cards', cards } })).toBe(true);
    expect(cardCompletes({ 'ui:options': { layout: 'cards', cards: cards.slice(0, 3) } })).toBe(false);
    expect(cardCompletes({})).toBe(false);
  });

  it('numbers the cards so that the popup stands for 8-10: the card after it is 11, the last 13', () => {
    expect(cardNumbers(cards)).toEqual({ numbers: [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13], total: 13 });
    expect(cardNumbers([{ title: 'a' }, { title: 'p', popup: { sections: [] } }, { title: 'b' }])).toEqual({
      numbers: [1, 2, 3],
      total: 3,
    });
  });

  it('lets a reading card go on at once and a question card once it is answered', () => {
    expect(cardDone(cards[0], {})).toBe(true);
    expect(cardDone(cards[3], {})).toBe(false);
    expect(cardDone(cards[3], { question1: null })).toBe(false);
    expect(cardDone(cards[3], { question1: '' })).toBe(false);
    expect(cardDone(cards[3], { question1: 'b' })).toBe(true);
    expect(cardDone(undefined, {})).toBe(false);
  });

  it('opens with the first card only while nothing is answered, all of a completed step', () => {
    expect(initialCardCount(cards, {}, false)).toBe(1);
    expect(initialCardCount(cards, { question1: null }, false)).toBe(1);
    expect(initialCardCount(cards, {}, true)).toBe(cards.length);
    expect(initialCardCount([], {}, false)).toBe(0);
  });

  it('opens a member coming back at the first unanswered question, with every card before it; all once every question is answered', () => {
    expect(initialCardCount(cards, { question1: 'a' }, false)).toBe(5);
    expect(initialCardCount(cards, { question1: 'a', question2: 'c' }, false)).toBe(6);
    expect(initialCardCount(cards, { question1: 'a', question3: 'c' }, false)).toBe(5);
    expect(initialCardCount(cards, { question1: 'a', question2: 'b', question3: 'c' }, false)).toBe(cards.length);
  });

  it('shows one card more with each arrow, and opens the popup instead of showing it; its closing shows the card after it', () => {
    expect(nextCard(cards, 1)).toEqual({ shown: 2 });
    expect(nextCard(cards, 6)).toEqual({ shown: 7 });
    expect(nextCard(cards, 7)).toEqual({ popup: 7 });
    expect(afterPopup(cards, 7)).toBe(9);
    expect(nextCard(cards, 10)).toEqual({ shown: 11 });
    expect(nextCard(cards, 11)).toEqual({ shown: 11 });
  });
});

describe('variant texts', () => {
  it("tries the variant's own text, then the general one; a key without the placeholder is itself", () => {
    expect(variantKeyCandidates('variants/{variant}:intro.title', 'automotive')).toEqual([
      'variants/automotive:intro.title',
      'variants/general:intro.title',
    ]);
    expect(variantKeyCandidates('variants/{variant}:intro.title', 'general')).toEqual(['variants/general:intro.title']);
    expect(variantKeyCandidates('variants/{variant}:intro.title', undefined)).toEqual(['variants/general:intro.title']);
    expect(variantKeyCandidates('steps/people:title', 'automotive')).toEqual(['steps/people:title']);
  });
});
