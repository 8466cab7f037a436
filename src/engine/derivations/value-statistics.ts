import { membersOf, ratingsOf, round2, texts, type Row } from './shared.js';

/**
 * Per value of `inputs.values` (the priority values), in their order, the team's ratings
 * (team outlook): average, minimum, maximum, population variance and count (null figures while
 * nobody is rated), and each rating with the member's name and position. Read only: nothing
 * stored is kept.
 */
export function valueStatistics(inputs: Record<string, unknown>): Row[] {
  const members = membersOf(inputs.members);
  const ratings = ratingsOf(inputs.evaluations, members);
  return texts(inputs.values).map((name, i) => {
    const mine = ratings.filter((e) => e.value_name.trim() === name);
    const scores = mine.map((e) => e.rating);
    const n = scores.length;
    const average = n ? scores.reduce((a, b) => a + b, 0) / n : null;
    return {
      id: i + 1,
      name,
      average_score: average === null ? null : round2(average),
      min_score: n ? Math.min(...scores) : null,
      max_score: n ? Math.max(...scores) : null,
      evaluation_count: n,
      score_variance: average === null ? null : round2(scores.reduce((a, s) => a + (s - average) ** 2, 0) / n),
      member_evaluations: mine.map((e) => {
        const m = members.find((x) => x.id === e.team_member_id)!;
        return { member_name: m.member_name.trim(), position: m.position ?? '', rating: e.rating };
      }),
    };
  });
}
