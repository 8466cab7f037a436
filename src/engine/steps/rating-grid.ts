import { isRow, rowsOf, type Row } from '../derivations/shared.js';
import { comparableText } from './duplicates.js';

/**
 * The data a rating grid edits (team evaluation): items (members) with a name and a detail
 * (position), criteria (values) derived by the server, and one rating row per item × criterion.
 * Which properties hold what is the UI schema's choice (ui:options); these helpers change the
 * root object without mutating it, so the field works before the server normalises a save.
 */
export interface RatingGridKeys {
  items: string;
  ratings: string;
  criteria: string;
  name: string;
  detail: string;
  ref: string;
  criterion: string;
  value: string;
}

export type { Row };
export type Root = Record<string, unknown>;
/** Ratings of one item by criterion (null: not rated yet). */
export type ItemRatings = ReadonlyMap<string, number | null>;

/** The property names from ui:options (itemsKey, ratingsKey, criteriaKey, nameKey, detailKey, refKey, criterionKey, valueKey), or the defaults. */
export function ratingGridKeys(options: Record<string, unknown>): RatingGridKeys {
  const key = (option: string, fallback: string) => (typeof options[option] === 'string' ? (options[option] as string) : fallback);
  return {
    items: key('itemsKey', 'members'),
    ratings: key('ratingsKey', 'evaluations'),
    criteria: key('criteriaKey', 'values'),
    name: key('nameKey', 'member_name'),
    detail: key('detailKey', 'position'),
    ref: key('refKey', 'team_member_id'),
    criterion: key('criterionKey', 'value_name'),
    value: key('valueKey', 'rating'),
  };
}

/** One point of the rating scale: its value and the text key ui:options.scale gives it. */
export interface RatingScalePoint {
  value: number;
  text: unknown;
}

/** The rating scale from ui:options.scale (value → text key), in value order; keys that are no integer are left out. */
export function ratingScale(options: Record<string, unknown>): RatingScalePoint[] {
  const scale = isRow(options.scale) ? options.scale : {};
  return Object.keys(scale)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b)
    .map((value) => ({ value, text: scale[String(value)] }));
}

/** What the item schema says about new items: the list's maxItems, the name's maxLength, a fixed status (its enum's first value). */
export interface ItemRules {
  maxItems: number | undefined;
  nameMax: number | undefined;
  status: string | undefined;
}

/** The ItemRules of the root object's JSON schema. */
export function itemRules(schema: unknown, keys: RatingGridKeys): ItemRules {
  const list = ((schema as { properties?: Record<string, unknown> } | undefined)?.properties?.[keys.items] ?? {}) as {
    maxItems?: number;
    items?: { properties?: Record<string, { maxLength?: number; enum?: unknown[] }> };
  };
  const properties = list.items?.properties ?? {};
  const status = properties.status?.enum?.[0];
  return {
    maxItems: typeof list.maxItems === 'number' ? list.maxItems : undefined,
    nameMax: properties[keys.name]?.maxLength,
    status: typeof status === 'string' ? status : undefined,
  };
}

const rowsAt = (root: Root, key: string): Row[] => rowsOf(root[key]);

export const itemsOf = (root: Root, keys: RatingGridKeys) => rowsAt(root, keys.items);
export const ratingRowsOf = (root: Root, keys: RatingGridKeys) => rowsAt(root, keys.ratings);
/** The criteria: distinct non-empty texts, in order. */
export const criteriaOf = (root: Root, keys: RatingGridKeys): string[] =>
  Array.isArray(root[keys.criteria])
    ? [...new Set((root[keys.criteria] as unknown[]).filter((c): c is string => typeof c === 'string' && c !== ''))]
    : [];

export const textOf = (row: Row, key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
export const idOf = (row: Row): number | undefined => (Number.isInteger(row.id) ? (row.id as number) : undefined);
const ratingOf = (v: unknown) => (Number.isInteger(v) ? (v as number) : null);

/** Every item's ratings by criterion; of repeated rows (before the server normalises them) a rated one wins. */
export function ratingIndex(rows: readonly Row[], keys: RatingGridKeys): Map<number, Map<string, number | null>> {
  const index = new Map<number, Map<string, number | null>>();
  for (const row of rows) {
    const ref = row[keys.ref];
    const criterion = row[keys.criterion];
    if (!Number.isInteger(ref) || typeof criterion !== 'string') continue;
    let own = index.get(ref as number);
    if (!own) {
      own = new Map();
      index.set(ref as number, own);
    }
    const rating = ratingOf(row[keys.value]);
    if (rating !== null || !own.has(criterion)) own.set(criterion, rating);
  }
  return index;
}

/** How many of the criteria an item has rated. */
export const ratedCount = (ratings: ItemRatings | undefined, criteria: readonly string[]) =>
  criteria.filter((c) => typeof ratings?.get(c) === 'number').length;

/** What stops a new item from being added: a blank name, no detail, a name already taken (trimmed, ignoring case). */
export function addProblem(
  items: readonly Row[],
  keys: RatingGridKeys,
  name: string,
  detail: string,
): 'name' | 'detail' | 'duplicate' | null {
  if (!name.trim()) return 'name';
  if (!detail) return 'detail';
  const wanted = comparableText(name);
  return items.some((item) => comparableText(textOf(item, keys.name)) === wanted) ? 'duplicate' : null;
}

/** A new item's id: the time, bumped above every existing id (two adds within a millisecond stay apart). */
export const nextItemId = (items: readonly Row[], now = Date.now()) => Math.max(now, ...items.map((item) => (idOf(item) ?? 0) + 1));

/** The root with a new item appended and an unrated row for each criterion. */
export function withItem(root: Root, keys: RatingGridKeys, item: Row): Root {
  const criteria = criteriaOf(root, keys);
  return {
    ...root,
    [keys.items]: [...itemsOf(root, keys), item],
    [keys.ratings]: [
      ...ratingRowsOf(root, keys),
      ...criteria.map((c) => ({ [keys.ref]: item.id, [keys.criterion]: c, [keys.value]: null })),
    ],
  };
}

/** The root without an item and its rating rows. */
export function withoutItem(root: Root, keys: RatingGridKeys, id: number): Root {
  return {
    ...root,
    [keys.items]: itemsOf(root, keys).filter((item) => idOf(item) !== id),
    [keys.ratings]: ratingRowsOf(root, keys).filter((row) => row[keys.ref] !== id),
  };
}

/** The root with one property of an item changed (its name, its detail). */
export function withItemField(root: Root, keys: RatingGridKeys, id: number, key: string, value: unknown): Root {
  return { ...root, [keys.items]: itemsOf(root, keys).map((item) => (idOf(item) === id ? { ...item, [key]: value } : item)) };
}

/** The root with an item's rating of a criterion set: its row(s) updated, or one added. */
export function withRating(root: Root, keys: RatingGridKeys, id: number, criterion: string, rating: number | null): Root {
  const rows = ratingRowsOf(root, keys);
  const mine = (row: Row) => row[keys.ref] === id && row[keys.criterion] === criterion;
  const next = rows.some(mine)
    ? rows.map((row) => (mine(row) ? { ...row, [keys.value]: rating } : row))
    : [...rows, { [keys.ref]: id, [keys.criterion]: criterion, [keys.value]: rating }];
  return { ...root, [keys.ratings]: next };
}
