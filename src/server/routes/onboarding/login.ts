import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { forbidden, HttpError, unauthorized, unprocessable } from '../../http-error.js';
import { verifySecret } from '../../services/passwords.js';
import { claimAttempt, clearFailures, recordFailure, releaseClaim, type Attempt, type Claim } from '../../services/login-throttle.js';
import { userJson } from '../../services/user-json.js';
import { loginBody, normalEmail, signInMedia, type Credentials } from './schemas.js';
import { startSession } from './session-cookie.js';

/** A fixed hash to verify against for unknown e-mails, so both answers take the same time. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$RPuOXNeCF2KxXBo9S8EPcQ$S77gXJTBlQUc706JDyyzi1s54gSa0IGZOA2MwGPSTRQ';

const throttled = (minutes: number) => new HttpError(429, t('api:auth.throttled', { count: minutes }));

/** The attempt as the throttle counts it: the e-mail it names, from the client's address. */
export const attemptOf = (email: string, request: FastifyRequest): Attempt => ({ email, ip: request.ip });

/**
 * Throws the 429 when the throttle does not let this attempt be checked; else returns its claim, which has already
 * counted it as a failure and which the outcome settles (failure, clearFailures or releaseClaim).
 */
export async function admit(app: FastifyInstance, attempt: Attempt, accountKnown: boolean, addressOnly = false): Promise<Claim> {
  const claim = await claimAttempt(app.db, attempt, accountKnown, addressOnly);
  if (claim.refusedFor > 0) throw throttled(claim.refusedFor);
  return claim;
}

/**
 * Keeps the count of a wrong secret and returns its answer: `detail` as a 401, but a 429 from a locked address, so
 * that there an unknown e-mail (refused before any check) and a known one with a wrong secret answer alike.
 */
export async function failure(app: FastifyInstance, claim: Claim, detail: string): Promise<HttpError> {
  await recordFailure(app.db, claim);
  return claim.addressLockedFor > 0 ? throttled(claim.addressLockedFor) : unauthorized(detail);
}

/** A right secret of an inactive account: no failure, but no sign-in either. */
export async function inactive(app: FastifyInstance, claim: Claim): Promise<HttpError> {
  await releaseClaim(app.db, claim);
  return forbidden(t('api:auth.inactive'));
}

export default async function loginRoutes(app: FastifyInstance) {
  app.post<{ Body: Credentials }>('/login', { schema: { summary: 'Sign in with e-mail and password', security: [], consumes: signInMedia, body: loginBody } }, async (request, reply) => {
    const email = normalEmail(request.body?.email);
    const password = request.body?.password ?? '';
    if (!email || !password) throw unprocessable(t('api:auth.missingCredentials'));
    const attempt = attemptOf(email, request);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const claim = await admit(app, attempt, !!user);
    const ok = await verifySecret(user?.password_hash ?? DUMMY_HASH, password);
    if (!user || !user.password_hash || !ok) throw await failure(app, claim, t('api:auth.wrongCredentials'));
    if (!user.is_active) throw await inactive(app, claim);
    await clearFailures(app.db, claim);
    await app.db.update(users).set({ last_activity: sql`now()` }).where(eq(users.id, user.id));
    const access_token = await startSession(app, request, reply, user);
    return { access_token, token_type: 'bearer', user: await userJson(app, user) };
  });
}
