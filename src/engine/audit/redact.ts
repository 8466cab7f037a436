/**
 * Keys whose values never reach the audit trail, at any depth: a password, a hash of one, an
 * onboarding code, a link's token. Compared lower-cased, so `passwordHash` and `Code` are caught too.
 */
export const SECRET_KEYS = [
  'password',
  'password_hash',
  'passwordhash',
  'code',
  'code_hash',
  'onboarding_code',
  'token',
  'token_hash',
  'refresh_token',
  'access_token',
  'secret',
  'jwt_secret',
] as const;

/** What a secret's value becomes: the trail shows that it was there (a code was issued), never what it was. */
export const REDACTED = '[skryto]';

const secret = new Set<string>(SECRET_KEYS);

/** A JSON-safe copy of `value` with every secret's value replaced by REDACTED; undefined properties are left out. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[key] = secret.has(key.toLowerCase()) ? REDACTED : redact(v);
  }
  return out;
}
