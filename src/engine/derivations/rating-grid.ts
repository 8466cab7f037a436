import { rowsOf, sameName, texts, type Row } from './shared.js';

const isRating = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5;

/**
 * One rating row per member and value (team evaluation: `{team_member_id, value_name, rating}`),
 * members in their order, values in theirs: a rating 1-5 already given for the pair is kept, any
 * other pair is null (not rated yet). Ratings of members or values that are gone are dropped, so
 * deleting a member removes its ratings and completion can ask for every pair. A member counts by
 * its integer id, whatever its name holds meanwhile, so retyping a name loses no rating.
 */
export function ratingGrid(inputs: Record<string, unknown>, current: unknown): Row[] {
  const ids = rowsOf(inputs.members).map((m) => m.id).filter((id): id is number => Number.isInteger(id));
  const values = texts(inputs.values);
  const stored = rowsOf(current);
  return [...new Set(ids)].flatMap((id) => values.map((value) => {
    const given = stored.find((r) => r.team_member_id === id && sameName(r.value_name, value) && isRating(r.rating));
    return { team_member_id: id, value_name: value, rating: given ? given.rating : null };
  }));
}
