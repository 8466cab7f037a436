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

export { isStrongPassword } from '../../engine/shell/password-rule.js';
