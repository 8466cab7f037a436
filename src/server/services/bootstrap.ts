import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/open.js';
import { users } from '../db/schema.js';
import { hashSecret, isStrongPassword } from './passwords.js';
import { storeVariants } from './variant-store.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** A password that satisfies the spec's rule, for the generated administrator. */
function generatePassword(): string {
  return `${crypto.randomBytes(12).toString('base64url')}-Aa1`;
}

/**
 * Start-up work on the database: store the variant files, and while there is no administrator create
 * one (createAdministrator).
 */
export async function bootstrap(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await storeVariants(app.db, [...app.catalog.variants.values()]);
  await createAdministrator(app.db, config);
}

/**
 * While there is no administrator (an empty database, or one the demo seed ran on first), creates
 * one from ADMIN_EMAIL/ADMIN_PASSWORD, else admin@example.com with a generated password printed once.
 * On its own for the tests' template database, which holds the administrator every test file has.
 */
export async function createAdministrator(db: Db, config: Pick<ServerConfig, 'adminEmail' | 'adminPassword'>): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if (n > 0) return;
  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const password = config.adminPassword ?? generatePassword();
  if (!isStrongPassword(password)) {
    throw new Error('ADMIN_PASSWORD must have at least 8 characters with upper- and lower-case letters, a digit and a special character');
  }
  const inserted = await db
    .insert(users)
    .values({ email, password_hash: await hashSecret(password), role: 'admin', first_login_completed: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length && !config.adminPassword) {
    // Printed once, on purpose, to stdout: the only place the generated password ever appears.
    console.log(`\nAdministrator created: ${email}\nPassword (shown only now): ${password}\n`);
  }
}
