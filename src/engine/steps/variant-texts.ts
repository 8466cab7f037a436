/**
 * A text key may name the member's variant in its namespace ("variants/{variant}:intro.title"):
 * the text is the variant's own, else the general variant's, so a variant only writes what it
 * says differently.
 */
export const VARIANT_PLACEHOLDER = '{variant}';
/** The variant whose texts stand in for any variant that lacks one. */
export const FALLBACK_VARIANT = 'general';

/** The keys to try, in order, for a text key in a variant; a key without the placeholder is itself. */
export function variantKeyCandidates(key: string, variant: string | null | undefined): string[] {
  if (!key.includes(VARIANT_PLACEHOLDER)) return [key];
  const names = [...new Set([variant || FALLBACK_VARIANT, FALLBACK_VARIANT])];
  return names.map((name) => key.replaceAll(VARIANT_PLACEHOLDER, name));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The namespaces the text keys in `value` name ("steps/people:…" → "steps/people"), a
 * "{variant}" one as the variant's and the fallback's: what must be loaded before they show.
 */
export function textNamespaces(value: unknown, variant: string | null | undefined): string[] {
  const named = strings(value).flatMap((s) => {
    const ns = /^([\w/{}-]+):/.exec(s)?.[1];
    return ns === undefined ? [] : variantKeyCandidates(`${ns}:`, variant).map((k) => k.slice(0, -1));
  });
  return [...new Set(named)].sort();
}
