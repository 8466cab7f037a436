import { rowsOf, sameName, sourceRows, texts, type Row } from './shared.js';

const isRating = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5;

/**
 * One rating row per member and value (team evaluation: `{team_member_id, value_name, rating}`),
 * members in their order, values in theirs: a rating 1-5 already given for the pair is kept, any
 * other pair is null (not rated yet). Ratings of members or values that are gone are dropped, so
 * deleting a member removes its ratings and completion can ask for every pair. A member counts by
 * its integer id, whatever its name holds meanwhile, so retyping a name loses no rating. With
 * `options.ref` (team evaluation: `value_id`) a value counts by its id too: `inputs.valueRows` are
 * the values' source rows (their text at `value_name`, their id at `options.refFrom`, default
 * `id`), every rating carries its value's id, and a renamed value keeps its ratings; a rating
 * stored before ratings carried it is the one with the value's name.
 */
export function ratingGrid(inputs: Record<string, unknown>, current: unknown, options: Record<string, unknown> = {}): Row[] {
  const ids = rowsOf(inputs.members)
    .map((m) => m.id)
    .filter((id): id is number => Number.isInteger(id));
  const ref = typeof options.ref === 'string' ? options.ref : undefined;
  const valueIds = ref ? sourceRows(inputs.valueRows, 'value_name', typeof options.refFrom === 'string' ? options.refFrom : 'id') : [];
  const idOf = (value: string) => valueIds.find((v) => sameName(v.text, value))?.id;
  const stored = rowsOf(current);
  return [...new Set(ids)].flatMap((id) =>
    texts(inputs.values).map((value) => {
      const valueId = ref ? idOf(value) : undefined;
      const mine = stored.filter((r) => r.team_member_id === id && isRating(r.rating));
      const given =
        (ref && valueId !== undefined ? mine.find((r) => r[ref] === valueId) : undefined) ??
        mine.find((r) => (!ref || !Number.isInteger(r[ref])) && sameName(r.value_name, value));
      return {
        team_member_id: id,
        value_name: value,
        ...(ref && valueId !== undefined ? { [ref]: valueId } : {}),
        rating: given ? given.rating : null,
      };
    }),
  );
}
