import { valueAt } from './conditions.js';
import { isRuleError } from './data-errors.js';
import type { DataError, MessageRule, StepMessage } from './types.js';

/** The generic hint when no rule names an error ('Formulář není kompletně vyplněn'). */
export const GENERIC_MESSAGE_KEY = 'step-runner:formIncomplete';

interface Match {
  rule: number;
  group: number;
  index: number;
  message: StepMessage;
}

/** Escapes a pointer pattern into a RegExp; `*` captures an array index. */
function patternOf(path: string): RegExp {
  const body = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('(\\d+)');
  return new RegExp(`^${body}$`);
}

/**
 * Turns validation errors into messages in the rules' order (the specification's order). Rules
 * about the items of one array are grouped at the place of that array's first rule, item by item,
 * so 'Hrozba 1: Název…' and 'Hrozba 1: Strategie…' come before 'Hrozba 2: …'. Errors no rule
 * names give one generic message at the end. Each message appears once. With the data, a rule's
 * `itemText` names the list item by its own text ({{item}}: 'Důvěra: …').
 */
export function orderedMessages(errors: readonly DataError[], rules: readonly MessageRule[], data?: unknown): StepMessage[] {
  const compiled = rules.map((r, i) => {
    const star = r.path.indexOf('*');
    const prefix = star >= 0 ? r.path.slice(0, star) : null;
    const group = prefix === null ? i : rules.findIndex((o) => o.path.startsWith(prefix) && o.path.includes('*'));
    return { ...r, prefix, re: patternOf(r.path), group };
  });
  const itemText = (rule: (typeof compiled)[number], index: number): Record<string, string> => {
    if (!rule.itemText || rule.prefix === null || index < 0) return {};
    const text = valueAt(data, `${rule.prefix}${index}/${rule.itemText}`);
    return typeof text === 'string' ? { item: text.trim() } : {};
  };
  const matches: Match[] = [];
  let unmatched = false;
  for (const error of errors) {
    // A repeated text or a count is not missing content: only a rule naming its keyword speaks of it.
    const hit = compiled.findIndex((r) => (r.keyword ? r.keyword === error.keyword : !isRuleError(error)) && r.re.test(error.path));
    if (hit < 0) {
      unmatched = true;
      continue;
    }
    const rule = compiled[hit]!;
    const index = Number(rule.re.exec(error.path)?.[1] ?? -1);
    const params: Record<string, number | string> = { ...rule.params, ...error.params, ...(index >= 0 ? { n: index + 1 } : {}), ...itemText(rule, index) };
    matches.push({ rule: hit, group: rule.group, index, message: { path: error.path, messageKey: rule.message, params } });
  }
  matches.sort((a, b) => a.group - b.group || a.index - b.index || a.rule - b.rule);
  const seen = new Set<string>();
  const out = matches.map((m) => m.message).filter((m) => {
    const key = `${m.messageKey}|${m.params.n ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unmatched) out.push({ path: '', messageKey: GENERIC_MESSAGE_KEY, params: {} });
  return out;
}
