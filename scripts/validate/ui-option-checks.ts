import type { ContentProblem } from '../../src/content/content-problem.js';
import type { JsonSchema } from '../../src/engine/steps/index.js';
import { down, isObject } from './pointer.js';

type OptionType = 'count' | 'number' | 'boolean' | 'name';

/**
 * The "ui:options" the page reads as numbers, switches or property names (the widgets and fields
 * in src/client/step-runner and src/engine/steps, and rjsf's own list switches): a value of
 * another type is ignored there without a word (`"minRows": "two"` brings the last row's remove
 * button back, a `nameKey` of 3 falls back to "name").
 */
const OPTION_TYPES: Record<string, OptionType> = {
  minRows: 'count',
  maxSelected: 'count',
  maxCustom: 'count',
  decimals: 'count',
  min: 'number',
  max: 'number',
  counter: 'boolean',
  stacked: 'boolean',
  tipsOnYes: 'boolean',
  addable: 'boolean',
  renamable: 'boolean',
  removable: 'boolean',
  orderable: 'boolean',
  ...Object.fromEntries(
    [
      'badgeField',
      'nameKey',
      'selectedKey',
      'customKey',
      'originalKey',
      'scoreKey',
      'minKey',
      'maxKey',
      'detailsKey',
      'detailScoreKey',
      'itemsKey',
      'ratingsKey',
      'criteriaKey',
      'detailKey',
      'refKey',
      'criterionKey',
      'valueKey',
    ].map((name) => [name, 'name' as const]),
  ),
};
const TYPE_WORDS: Record<OptionType, string> = {
  count: 'a whole number from 0, written without quotes (2, not "two" or "2")',
  number: 'a number, written without quotes',
  boolean: 'true or false, without quotes',
  name: 'the name of a property of the rows, in quotes',
};
/** Options authors reach for that the page has not: what to write instead. */
const NO_SUCH_OPTION: Record<string, string> = {
  maxRows: "the page reads no maxRows: the schema's maxItems limits the rows (the add button hides at it)",
};

const fits = (value: unknown, type: OptionType) =>
  type === 'boolean'
    ? typeof value === 'boolean'
    : type === 'number'
      ? typeof value === 'number'
      : type === 'name'
        ? typeof value === 'string' && value !== ''
        : Number.isInteger(value) && (value as number) >= 0;

/** A value a member would read as it is stored: a code rather than words ('monthly', 'yes_no'). */
const CODE = /^[a-z][a-z0-9_-]*$/;

/**
 * Problems of a UI schema's options against its data schema: an option of the wrong type or one
 * the page does not read, `minRows` above the rows the list may hold, and a choice whose value is
 * a code with no Czech label (members would read 'monthly'). A property drawn by a field of its
 * own (`ui:field`, a card layout) shows its values its own way and is left to that field.
 */
export function uiOptionProblems(ui: unknown, schema: JsonSchema, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (place: string, message: string) => problems.push({ file, place, message });
  // A card layout asks its own questions (a layout other than cards is named by checkUi).
  const cards = isObject(ui) && isObject(ui['ui:options']) && ui['ui:options'].layout !== undefined;

  const walk = (node: unknown, sub: JsonSchema | undefined, at: string, ownField: boolean) => {
    if (!isObject(node)) return;
    const options = node['ui:options'];
    const optionsAt = down(at, 'ui:options');
    if (isObject(options)) {
      for (const [name, value] of Object.entries(options)) {
        const type = OPTION_TYPES[name];
        if (type && !fits(value, type))
          problem(down(optionsAt, name), `${name} must be ${TYPE_WORDS[type]}, not ${JSON.stringify(value)}: the page ignores it`);
        else if (NO_SUCH_OPTION[name]) problem(down(optionsAt, name), NO_SUCH_OPTION[name]);
      }
      if (typeof options.min === 'number' && typeof options.max === 'number' && options.min >= options.max)
        problem(down(optionsAt, 'min'), `the scale's min ${options.min} is not below its max ${options.max}: swap them`);
      const maxItems = sub?.maxItems;
      if (typeof options.minRows === 'number' && typeof maxItems === 'number' && options.minRows > maxItems)
        problem(
          down(optionsAt, 'minRows'),
          `minRows ${options.minRows} is above the ${maxItems} rows the list may hold (its schema's maxItems): lower minRows or raise maxItems`,
        );
    }
    const drawnByField = ownField || typeof node['ui:field'] === 'string';
    if (!drawnByField && sub) labelProblems(node, sub, at, problem);
    const props = isObject(sub?.properties) ? (sub.properties as Record<string, JsonSchema>) : {};
    const inner = drawnByField || (cards && at === '');
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('ui:')) continue;
      if (key === 'items') walk(value, isObject(sub?.items) ? (sub.items as JsonSchema) : undefined, down(at, key), drawnByField);
      else if (key in props) walk(value, props[key], down(at, key), inner);
    }
    // A property the UI schema does not mention is drawn by rjsf's default, which shows values as they are.
    if (!inner) for (const [name, prop] of Object.entries(props)) if (!(name in node)) labelProblems({}, prop, down(at, name), problem);
    if (!drawnByField && isObject(sub?.items) && !('items' in node)) walk({}, sub.items as JsonSchema, down(at, 'items'), false);
  };

  walk(ui, schema, '', false);
  return problems;
}

function labelProblems(node: Record<string, unknown>, sub: JsonSchema, at: string, problem: (place: string, message: string) => void) {
  const widget = node['ui:widget'];
  if (!Array.isArray(sub.enum) || (widget !== undefined && widget !== 'ChoiceWidget')) return;
  const options = isObject(node['ui:options']) ? node['ui:options'] : {};
  const labels = isObject(options.labels) ? options.labels : {};
  for (const value of sub.enum) {
    if (typeof value === 'string' && CODE.test(value) && labels[value] === undefined)
      problem(
        down(down(at, 'ui:options'), 'labels'),
        `the choice ${JSON.stringify(value)} has no Czech label: members would read "${value}". Add "${value}": "<a text key>" to the labels, with its text in Czech`,
      );
  }
}
