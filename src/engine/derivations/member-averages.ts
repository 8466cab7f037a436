import { membersOf, ratingsOf, round2, rowsOf, sameName, type Row } from './shared.js';

/**
 * One row per team member with the average of their ratings (personnel outlook): `member_name`,
 * `position` and `average_score` (null while unrated) are computed; every other field of the
 * member's stored row (contribution, perspective, decision) is kept.
 */
export function memberAverages(inputs: Record<string, unknown>, current: unknown): Row[] {
  const members = membersOf(inputs.members);
  const ratings = ratingsOf(inputs.evaluations, members);
  const stored = rowsOf(current);
  return members.map((m) => {
    const mine = ratings.filter((e) => e.team_member_id === m.id).map((e) => e.rating);
    const average = mine.length ? round2(mine.reduce((a, b) => a + b, 0) / mine.length) : null;
    const kept = stored.find((r) => sameName(r.member_name, m.member_name)) ?? {};
    return { ...kept, member_name: m.member_name.trim(), position: m.position ?? '', average_score: average };
  });
}
