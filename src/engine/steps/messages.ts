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
  const body = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('(\\d+)');
  return new RegExp(`^${body}$`);
}

/**
 * Turns validation errors into messages in the rules' order (the specification's order). Rules
 * about the items of one array are grouped at the place of that array's first rule, item by item,
 * so 'Hrozba 1: Název…' and 'Hrozba 1: Strategie…' come before 'Hrozba 2: …'. Errors no rule
 * names give one generic message at the end. Each message appears once. With the data, a rule's
 * `itemText` names the list item by its own text ({{item}}: 'Důvěra: …').
 */
/** Whether a rule names an error: its path matches, and its keyword, or without one any error but a rule's own (unique, counts). */
function names(rule: { keyword?: string; re: RegExp }, error: DataError): boolean {
  // A repeated text or a count is not missing content: only a rule naming its keyword speaks of it.
  return (rule.keyword ? rule.keyword === error.keyword : !isRuleError(error)) && rule.re.test(error.path);
}

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
    const hit = compiled.findIndex((r) => names(r, error));
    if (hit < 0) {
      unmatched = true;
      continue;
    }
    const rule = compiled[hit]!;
    const index = Number(rule.re.exec(error.path)?.[1] ?? -1);
    const params: Record<string, number | string> = {
      ...rule.params,
      ...error.params,
      ...(index >= 0 ? { n: index + 1 } : {}),
      ...itemText(rule, index),
    };
    matches.push({ rule: hit, group: rule.group, index, message: { path: error.path, messageKey: rule.message, params } });
  }
  matches.sort((a, b) => a.group - b.group || a.index - b.index || a.rule - b.rule);
  const seen = new Set<string>();
  const out = matches
    .map((m) => m.message)
    .filter((m) => {
      const key = `${m.messageKey}|${m.params.n ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  if (unmatched) out.push({ path: '', messageKey: GENERIC_MESSAGE_KEY, params: {} });
  return out;
}

/**
 * The messages of a refused save (the draft schema's errors: a type, an enum, a bound, a size), in
 * the rules' order, from the rules that speak for a save: those marked `draft` and those naming
 * the error's keyword. `unnamed`: the errors no such rule names (the caller's generic text).
 */
export function draftMessages(
  errors: readonly DataError[],
  rules: readonly MessageRule[],
  data?: unknown,
): { messages: StepMessage[]; unnamed: DataError[] } {
  const speaking = rules.filter((r) => r.draft === true || r.keyword !== undefined);
  const patterns = speaking.map((r) => ({ keyword: r.keyword, re: patternOf(r.path) }));
  const named = errors.filter((e) => patterns.some((r) => names(r, e)));
  return {
    messages: orderedMessages(named, speaking, data),
    unnamed: errors.filter((e) => !named.includes(e)),
  };
}
