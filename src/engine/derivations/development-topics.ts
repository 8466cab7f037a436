import { membersOf, nextId, ratingsOf, rowOfMember, rowsOf, sameName, type Row } from './shared.js';

const TEXT_FIELDS = ['step_1', 'step_2', 'step_3'] as const;

/**
 * One topic per member and value rated `options.threshold` (default 4) or worse (spec: ratings are
 * 1-5, lower is better), in member order then rating order: member, position, value and the score
 * are computed; the three step texts already written for the same member and value are kept (and
 * the topic's id with them), so a changed rating never loses work. The value is the rating's
 * `value_id` where it carries one (a renamed value keeps its topics), else its name. Empty texts start as ''.
 */
export function developmentTopics(inputs: Record<string, unknown>, current: unknown, options: Record<string, unknown>): Row[] {
  const threshold = typeof options.threshold === 'number' ? options.threshold : 4;
  const members = membersOf(inputs.members);
  const ratings = ratingsOf(inputs.evaluations, members);
  const stored = rowsOf(current);
  let id = nextId(stored);
  return members.flatMap((m) =>
    ratings
      .filter((e) => e.team_member_id === m.id && e.rating >= threshold)
      .map((e) => {
        const valueId = Number.isInteger(e.value_id) ? e.value_id : undefined;
        const sameValue = stored.filter(
          (r) =>
            (valueId !== undefined && r.value_id === valueId) || (!Number.isInteger(r.value_id) && sameName(r.value_name, e.value_name)),
        );
        const kept = rowOfMember(sameValue, m);
        const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, typeof kept?.[f] === 'string' ? kept[f] : '']));
        return {
          id: Number.isInteger(kept?.id) ? kept!.id : id++,
          team_member_id: m.id,
          member_name: m.member_name.trim(),
          position: m.position ?? '',
          value_name: e.value_name.trim(),
          ...(valueId !== undefined ? { value_id: valueId } : {}),
          evaluation_score: e.rating,
          ...texts,
        };
      }),
  );
}
