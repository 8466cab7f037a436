import type { ContentProblem } from '../../src/content/content-problem.js';
import type { Condition, StepRules } from '../../src/engine/steps/index.js';

const stars = (pointer: string) => pointer.split('/').filter((p) => p === '*').length;

const scopes = (c: Condition): string[] => ('all' in c ? c.all.flatMap(scopes) : 'any' in c ? c.any.flatMap(scopes) : [c.scope]);

/**
 * A reveal rule whose condition looks inside a list's rows (a `*` in a scope) holds row by row only
 * for a target inside the same rows: a target with fewer `*` (the whole list) never matches a row,
 * its condition reads no value, and the whole list would disappear.
 */
export function revealProblems(rules: StepRules, file: string): ContentProblem[] {
  return (rules.reveal ?? []).flatMap((rule, i): ContentProblem[] => {
    const inRows = [...scopes(rule.when), ...(rule.confirmedBy ? [rule.confirmedBy] : [])].find((s) => stars(s) > stars(rule.target));
    if (!inRows) return [];
    const row = inRows.split('/*/')[0];
    const what =
      rule.target === row || rule.target.startsWith(`${row}/`)
        ? 'is the whole list while the condition reads each row'
        : 'is outside the list whose rows the condition reads';
    return [
      {
        file,
        place: `/reveal/${i}/target`,
        message: `${JSON.stringify(rule.target)} ${what} (${JSON.stringify(inRows)}): the condition would find no row, and the target would disappear. Reveal a field of the row instead, as "${row}/*/<field>" (the condition then reads that same row)`,
      },
    ];
  });
}
