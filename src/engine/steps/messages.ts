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
 * names give one generic message at the end. Each message appears once.
 */
export function orderedMessages(errors: readonly DataError[], rules: readonly MessageRule[]): StepMessage[] {
  const compiled = rules.map((r, i) => {
    const star = r.path.indexOf('*');
    const prefix = star >= 0 ? r.path.slice(0, star) : null;
    const group = prefix === null ? i : rules.findIndex((o) => o.path.startsWith(prefix) && o.path.includes('*'));
    return { ...r, re: patternOf(r.path), group };
  });
  const matches: Match[] = [];
  let unmatched = false;
  for (const error of errors) {
    // A repeated text is not a missing one: only a rule naming the keyword `unique` speaks of it.
    const hit = compiled.findIndex((r) => (r.keyword ? r.keyword === error.keyword : error.keyword !== 'unique') && r.re.test(error.path));
    if (hit < 0) {
      unmatched = true;
      continue;
    }
    const rule = compiled[hit]!;
    const index = Number(rule.re.exec(error.path)?.[1] ?? -1);
    const params: Record<string, number | string> = { ...rule.params, ...error.params, ...(index >= 0 ? { n: index + 1 } : {}) };
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
