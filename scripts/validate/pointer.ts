/** A JSON pointer one level down: `~` and `/` in the key are escaped (RFC 6901). */
export const down = (at: string, key: string | number): string => `${at}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The values a pointer pattern names, with their pointers; `*` stands for every item of a list. */
export function valuesAt(root: unknown, pattern: string): Array<{ pointer: string; value: unknown }> {
  let found: Array<{ pointer: string; value: unknown }> = [{ pointer: '', value: root }];
  for (const part of pattern.split('/').slice(1)) {
    found = found.flatMap(({ pointer, value }) => {
      if (part === '*') return Array.isArray(value) ? value.map((v, i) => ({ pointer: down(pointer, i), value: v })) : [];
      return isObject(value) && value[part] !== undefined ? [{ pointer: down(pointer, part), value: value[part] }] : [];
    });
  }
  return found;
}
