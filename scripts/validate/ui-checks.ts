import { bandProblems } from '../../src/content/bands.js';
import type { ContentProblem } from '../../src/content/content-problem.js';
import { KNOWN_WIDGETS, ratedProperty, STEP_FIELDS, type JsonSchema } from '../../src/engine/steps/index.js';
import { down, isObject } from './pointer.js';

/**
 * Problems of a UI schema against its data schema, at every level: a key naming no property, a
 * "ui:order" naming one the schema lacks or leaving one out without "*" (the form would not
 * render), an unknown widget or field, a choice widget with no option source, a rating whose
 * `rates` names no titled property beside it (its label would name nothing). `optionTargets` are
 * the rules' optionSources targets.
 */
export function checkUi(ui: unknown, schema: JsonSchema, file: string, optionTargets: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (place: string, message: string) => problems.push({ file, place: place || undefined, message });

  const checkOrder = (order: unknown, names: string[], at: string) => {
    if (!Array.isArray(order)) return problem(at, 'must be a list of property names (and "*" for the rest)');
    order.forEach((name, i) => {
      if (name !== '*' && !names.includes(name as string))
        problem(down(at, i), `${JSON.stringify(name)} names no property of the schema${listed(names)}`);
    });
    if (order.filter((n) => n === '*').length > 1) problem(at, 'lists "*" more than once');
    const left = names.filter((n) => !order.includes(n));
    if (left.length && !order.includes('*'))
      problem(at, `leaves out ${left.join(', ')} and has no "*" for the rest: the form would not render`);
  };

  const checkWidget = (widget: unknown, options: unknown, at: string, dataAt: string, sub: JsonSchema | undefined) => {
    // A label or response for a value the question does not offer would never show.
    if (widget === 'ChoiceWidget' && isObject(options)) {
      const values = Array.isArray(sub?.enum) ? sub.enum : [];
      const optionsAt = at.replace(/\/ui:widget$/, '/ui:options');
      for (const option of ['labels', 'responses']) {
        const named = options[option];
        if (named === undefined) continue;
        if (!isObject(named)) problem(down(optionsAt, option), 'must map enum values to text keys');
        else
          for (const value of Object.keys(named).filter((v) => !values.includes(v))) {
            problem(
              down(down(optionsAt, option), value),
              `${JSON.stringify(value)} is no value of the schema's enum (${values.map((v) => JSON.stringify(v)).join(', ')})`,
            );
          }
      }
    }
    if (typeof widget !== 'string' || !KNOWN_WIDGETS.includes(widget)) {
      problem(at, `names the widget ${JSON.stringify(widget)}; known widgets: ${KNOWN_WIDGETS.join(', ')}`);
    } else if (widget === 'StepChoiceWidget') {
      const source = isObject(options) ? options.optionSource : undefined;
      if (!optionTargets.has(String(source))) {
        problem(
          at,
          `${dataAt} takes its choices from optionSource ${JSON.stringify(source)}, which the rules' optionSources do not declare`,
        );
      }
    }
  };

  const walk = (node: unknown, sub: JsonSchema | undefined, at: string, dataAt: string) => {
    if (!isObject(node)) return problem(at, 'must be an object of UI settings');
    const props = isObject(sub?.properties) ? sub.properties : undefined;
    const names = Object.keys(props ?? {});
    for (const [key, value] of Object.entries(node)) {
      const here = down(at, key);
      if (key === 'ui:order') checkOrder(value, names, here);
      else if (key === 'ui:widget') checkWidget(value, node['ui:options'], here, dataAt || '/', sub);
      else if (key === 'ui:options' && at === '' && isObject(value) && value.layout !== undefined)
        problems.push(...checkCards(value, props ?? {}, file));
      else if (key === 'ui:field' && !(STEP_FIELDS as readonly unknown[]).includes(value))
        problem(here, `names the field ${JSON.stringify(value)}; known fields: ${STEP_FIELDS.join(', ')}`);
      // The score bands the page colours by, and the deck too when it names them (src/content/decks.ts).
      else if (key === 'ui:options' && node['ui:field'] === 'ScoreSummaryField' && isObject(value) && value.bands !== undefined)
        problems.push(...bandProblems(value.bands, file, down(here, 'bands')));
      else if (key.startsWith('ui:')) continue;
      else if (props && key in props) {
        walk(value, props[key] as JsonSchema, here, `${dataAt}/${key}`);
        const rates = ratedProperty(value);
        if (rates !== undefined && !(rates in props && rates !== key))
          problem(
            down(down(here, 'ui:options'), 'rates'),
            `${JSON.stringify(rates)} names no other property beside ${key}${listed(names)}`,
          );
        else if (rates !== undefined && !(isObject(node[rates]) && typeof node[rates]['ui:title'] === 'string'))
          problem(down(down(here, 'ui:options'), 'rates'), `${rates} has no "ui:title" for the rating's label to name`);
      } else if (key === 'items' && isObject(sub?.items)) walk(value, sub.items, here, `${dataAt}/*`);
      else problem(here, `${JSON.stringify(key)} names no property of the schema${listed(names)}`);
    }
  };

  walk(ui, schema, '', '');
  return problems;
}

const listed = (names: string[]) => (names.length ? ` (its properties here: ${names.join(', ')})` : ' (the schema has no properties here)');

const CARD_KEYS = ['title', 'text', 'field', 'items', 'warning', 'popup', 'span', 'completeLabel'];

/**
 * The card layout of a step (root "ui:options": { "layout": "cards", "cards": [...] }): every card
 * has a title (its heading names it for screen readers), a question card names a top-level
 * property that a member answers (not a text to read) and each property is asked on one card (the
 * layout shows no other), a popup stands
 * between two cards, and one button completing the step ends the last card.
 */
function checkCards(options: Record<string, unknown>, props: Record<string, unknown>, file: string): ContentProblem[] {
  const names = Object.keys(props);
  const problems: ContentProblem[] = [];
  const problem = (place: string, message: string) => problems.push({ file, place, message });
  if (options.layout !== 'cards') {
    problem(
      '/ui:options/layout',
      `${JSON.stringify(options.layout)} is no layout of a step: "cards" (a list's rows take "row" under "items")`,
    );
    return problems;
  }
  const cards = options.cards;
  if (!Array.isArray(cards) || cards.length === 0) {
    problem('/ui:options/cards', 'the card layout needs a non-empty list of cards');
    return problems;
  }
  const asked = new Map<string, number>();
  cards.forEach((card: unknown, i) => {
    const at = `/ui:options/cards/${i}`;
    if (!isObject(card)) {
      problem(at, 'must be an object');
      return;
    }
    for (const key of Object.keys(card).filter((k) => !CARD_KEYS.includes(k)))
      problem(down(at, key), `${JSON.stringify(key)} is no field of a card (${CARD_KEYS.join(', ')})`);
    if (card.title === undefined) problem(at, 'a card needs a title');
    if (card.field !== undefined) {
      if (!names.includes(card.field as string))
        problem(down(at, 'field'), `${JSON.stringify(card.field)} names no top-level property of the schema${listed(names)}`);
      else if (asked.has(card.field as string))
        problem(down(at, 'field'), `${card.field} is already asked on card ${asked.get(card.field as string)! + 1}`);
      else asked.set(card.field as string, i);
      // A question card shows its arrow once answered: a text to read (type null) holds no answer, and the member would stay.
      const asks = props[card.field as string];
      if (isObject(asks) && asks.type === 'null')
        problem(
          down(at, 'field'),
          `${card.field} is a text to read (type null), which no member answers: the card's arrow would never appear. Write the text on a card of its own ("text") and remove the property`,
        );
    }
    if (card.popup !== undefined) {
      const sections = isObject(card.popup) ? card.popup.sections : undefined;
      if (!Array.isArray(sections) || sections.length === 0)
        problem(down(at, 'popup'), 'a popup needs a non-empty list of sections (header, text)');
      if (i === 0 || i === cards.length - 1)
        problem(at, 'a popup stands between two cards: it opens when the card before it is left and its closing shows the card after it');
      if (card.field !== undefined || card.completeLabel !== undefined) problem(at, 'a popup asks nothing and completes nothing');
    }
    if (card.span !== undefined && (card.popup === undefined || !Number.isInteger(card.span) || (card.span as number) < 1)) {
      problem(down(at, 'span'), 'span, the card numbers a popup takes, is a whole number from 1 and only for a popup');
    }
    if (card.items !== undefined && !Array.isArray(card.items)) problem(down(at, 'items'), 'must be a list of text keys');
    if (card.completeLabel !== undefined && i !== cards.length - 1)
      problem(down(at, 'completeLabel'), 'only the last card completes the step: the cards after it could not be reached');
  });
  for (const name of names.filter((n) => !asked.has(n)))
    problem('/ui:options/cards', `no card asks ${name}: the card layout shows only the properties its cards name`);
  return problems;
}
