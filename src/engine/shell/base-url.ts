/**
 * Joins an API path to the backend base address (spec section 1): a trailing slash is removed
 * from the base, and the path gets a leading slash when it has none. An empty base means the
 * app's own origin.
 */
export function joinUrl(base: string | undefined, path: string): string {
  const trimmed = (base ?? '').replace(/\/+$/, '');
  return `${trimmed}${path.startsWith('/') ? path : `/${path}`}`;
}
