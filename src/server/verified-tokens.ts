/** Enough for every open tab of a club; beyond it the tokens verified longest ago are verified again. */
const MAX_ENTRIES = 10_000;

/** What a verified token says: its subject and the session epoch it was signed for. */
export interface Claims {
  sub: string;
  epoch: number;
}

interface Verified extends Claims {
  /** The token's own expiry (its `exp`), in milliseconds. */
  expiresAt: number;
}

/**
 * Access tokens whose signature this process has checked, by their exact text, until their own
 * expiry. A member's tab sends one token with every request for its 15 minutes: a repeat costs a
 * map lookup instead of @fastify/jwt's option merging, decoding, hashing and callback chain, a
 * good part of an autosave's CPU (docs/performance.md). Whether the account may still act is
 * decided after this, on every request, as before.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Verified>();

  /** The token's claims, while the token is one this process verified and has not expired. */
  claims(token: string, now = Date.now()): Claims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now < entry.expiresAt) return entry;
    this.entries.delete(token);
    return undefined;
  }

  /** Keeps a token that has just passed verification with its `exp` in seconds (a token without one is not kept). */
  keep(token: string, claims: Claims, exp: number | undefined): void {
    if (typeof exp !== 'number') return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { ...claims, expiresAt: exp * 1000 });
  }
}

/** The token of an `Authorization: Bearer <token>` header, as @fastify/jwt reads it; undefined for any other form. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7);
  return token && !token.includes(' ') ? token : undefined;
}
