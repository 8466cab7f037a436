/** The `exp` claim (seconds since the epoch) of a JWT, or undefined when it has none or is malformed. */
export function tokenExpiry(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** Spec section 4: refresh when the token has no expiry claim or expires within `seconds`. */
export function needsRefresh(token: string, nowMs: number, seconds = 60): boolean {
  const exp = tokenExpiry(token);
  return exp === undefined || exp * 1000 - nowMs <= seconds * 1000;
}
