import argon2 from 'argon2';

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string): Promise<string> => argon2.hash(secret, OPTIONS);

export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

/**
 * The spec's password rule (section 5): at least 8 characters with an upper-case letter,
 * a lower-case letter, a digit and a special character. Letters include Czech ones.
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= 8 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password)
  );
}
