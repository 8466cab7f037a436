import type { ContentProblem } from '../../src/content/content-problem.js';
import { KNOWN_WIDGETS, STEP_FIELDS, type JsonSchema } from '../../src/engine/steps/index.js';
import { down, isObject } from './pointer.js';

/**
 * Problems of a UI schema against its data schema, at every level: a key naming no property, a
 * "ui:order" naming one the schema lacks or leaving one out without "*" (the form would not
 * render), an unknown widget or field, a choice widget with no option source. `optionTargets` are the
 * rules' optionSources targets.
 */
export function checkUi(ui: unknown, schema: JsonSchema, file: string, optionTargets: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = (place: string, message: string) => problems.push({ file, place: place || undefined, message });

  const checkOrder = (order: unknown, names: string[], at: string) => {
    if (!Array.isArray(order)) return problem(at, 'must be a list of property names (and "*" for the rest)');
    order.forEach((name, i) => {
      if (name !== '*' && !names.includes(name as string)) problem(down(at, i), `${JSON.stringify(name)} names no property of the schema${listed(names)}`);
    });
    if (order.filter((n) => n === '*').length > 1) problem(at, 'lists "*" more than once');
    const left = names.filter((n) => !order.includes(n));
    if (left.length && !order.includes('*')) problem(at, `leaves out ${left.join(', ')} and has no "*" for the rest: the form would not render`);
  };

  const checkWidget = (widget: unknown, options: unknown, at: string, dataAt: string) => {
    if (typeof widget !== 'string' || !KNOWN_WIDGETS.includes(widget)) {
      problem(at, `names the widget ${JSON.stringify(widget)}; known widgets: ${KNOWN_WIDGETS.join(', ')}`);
    } else if (widget === 'StepChoiceWidget') {
      const source = isObject(options) ? options.optionSource : undefined;
      if (!optionTargets.has(String(source))) {
        problem(at, `${dataAt} takes its choices from optionSource ${JSON.stringify(source)}, which the rules' optionSources do not declare`);
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
      else if (key === 'ui:widget') checkWidget(value, node['ui:options'], here, dataAt || '/');
      else if (key === 'ui:field' && !(STEP_FIELDS as readonly unknown[]).includes(value)) problem(here, `names the field ${JSON.stringify(value)}; known fields: ${STEP_FIELDS.join(', ')}`);
      else if (key.startsWith('ui:')) continue;
      else if (props && key in props) walk(value, props[key] as JsonSchema, here, `${dataAt}/${key}`);
      else if (key === 'items' && isObject(sub?.items)) walk(value, sub.items, here, `${dataAt}/*`);
      else problem(here, `${JSON.stringify(key)} names no property of the schema${listed(names)}`);
    }
  };

  walk(ui, schema, '', '');
  return problems;
}

const listed = (names: string[]) => (names.length ? ` (its properties here: ${names.join(', ')})` : ' (the schema has no properties here)');
