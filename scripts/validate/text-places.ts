import { isObject } from './pointer.js';

/** The dotted keys of a bundle's texts (its leaves), in file order. */
export function textLeaves(bundle: unknown, prefix: string[] = []): string[][] {
  if (!isObject(bundle)) return prefix.length ? [prefix] : [];
  return Object.entries(bundle).flatMap(([k, v]) => textLeaves(v, [...prefix, k]));
}

/** A plural form's key without its suffix (`count_few` → `count`): i18next picks the form from the base key. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const sameKey = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const withoutOne = (long: readonly string[], short: readonly string[]) =>
  long.length === short.length + 1 && long.some((_, i) => sameKey([...long.slice(0, i), ...long.slice(i + 1)], short));

/**
 * Where a text missing at `key` ("a.b.c") most likely is in its namespace's bundle: one level too
 * deep or too high, written as one dotted key, or under another parent with the same name.
 * Undefined when no text there looks like it.
 */
export function misplacedText(bundle: unknown, key: string): string | undefined {
  const wanted = key.split('.');
  const leaves = textLeaves(bundle).map((l) => ({ at: l.join('.'), parts: [...l.slice(0, -1), pluralBase(l.at(-1)!)] }));
  const flat = leaves.find((l) => l.parts.join('.') === key && l.parts.length !== wanted.length);
  if (flat) return `it is written as the one key "${flat.at}": nest it as ${nested(wanted)}`;
  const deep = leaves.find((l) => withoutOne(l.parts, wanted));
  if (deep) return `it is at ${deep.at}, one level too deep: move it to ${key}`;
  const high = leaves.find((l) => withoutOne(wanted, l.parts));
  if (high) return `it is at ${high.at}, one level too high: move it to ${key}`;
  const named = leaves.filter((l) => l.parts.at(-1) === wanted.at(-1));
  if (named.length === 1) return `a text of that name is at ${named[0]!.at}: move it to ${key}, or correct the key`;
  return undefined;
}

const nested = (parts: readonly string[]): string => parts.reduceRight<string>((inner, part) => `{ "${part}": ${inner} }`, '"…"');

/**
 * The keys of a bundle no reference uses: a reference names a text, a plural text by its base key,
 * or a whole group of texts (a list a rule reads as an object).
 */
export function unusedTexts(bundle: unknown, used: ReadonlySet<string>): string[] {
  const groups = [...used];
  return textLeaves(bundle)
    .map((l) => l.join('.'))
    .filter((key) => {
      const base = pluralBase(key);
      return !used.has(key) && !used.has(base) && !groups.some((g) => key.startsWith(`${g}.`));
    });
}
