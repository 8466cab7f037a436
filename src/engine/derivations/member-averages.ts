import { membersOf, ratingsOf, round2, rowOfMember, rowsOf, type Row } from './shared.js';

/**
 * One row per team member with the average of their ratings (personnel outlook): `team_member_id`,
 * `member_name`, `position` and `average_score` (null while unrated) are computed; every other
 * field of the member's stored row (contribution, perspective, decision) is kept. The stored row is
 * the one with the member's id, so a renamed member keeps what was written for them (rowOfMember).
 */
export function memberAverages(inputs: Record<string, unknown>, current: unknown): Row[] {
  const members = membersOf(inputs.members);
  const ratings = ratingsOf(inputs.evaluations, members);
  const stored = rowsOf(current);
  return members.map((m) => {
    const mine = ratings.filter((e) => e.team_member_id === m.id).map((e) => e.rating);
    const average = mine.length ? round2(mine.reduce((a, b) => a + b, 0) / mine.length) : null;
    const kept = rowOfMember(stored, m) ?? {};
    return { ...kept, team_member_id: m.id, member_name: m.member_name.trim(), position: m.position ?? '', average_score: average };
  });
}
