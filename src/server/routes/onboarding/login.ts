import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { forbidden, HttpError, unauthorized, unprocessable } from '../../http-error.js';
import { verifySecret } from '../../services/passwords.js';
import { clearFailures, lockedMinutes, recordFailure, type ThrottleKey } from '../../services/login-throttle.js';
import { userJson } from '../../services/user-json.js';
import { loginBody, normalEmail, signInMedia, type Credentials } from './schemas.js';
import { startSession } from './session-cookie.js';

/** A fixed hash to verify against for unknown e-mails, so both answers take the same time. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$RPuOXNeCF2KxXBo9S8EPcQ$S77gXJTBlQUc706JDyyzi1s54gSa0IGZOA2MwGPSTRQ';

export function throttleKeys(email: string, ip: string): ThrottleKey[] {
  return [{ kind: 'email', value: email }, { kind: 'ip', value: ip }];
}

export async function refuseIfThrottled(app: FastifyInstance, keys: ThrottleKey[]): Promise<void> {
  const minutes = await lockedMinutes(app.db, keys);
  if (minutes > 0) throw new HttpError(429, t('api:auth.throttled', { count: minutes }));
}

export default async function loginRoutes(app: FastifyInstance) {
  app.post<{ Body: Credentials }>('/login', { schema: { summary: 'Sign in with e-mail and password', security: [], consumes: signInMedia, body: loginBody } }, async (request, reply) => {
    const email = normalEmail(request.body?.email);
    const password = request.body?.password ?? '';
    if (!email || !password) throw unprocessable(t('api:auth.missingCredentials'));
    const keys = throttleKeys(email, request.ip);
    await refuseIfThrottled(app, keys);

    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const ok = await verifySecret(user?.password_hash ?? DUMMY_HASH, password);
    if (!user || !user.password_hash || !ok) {
      await recordFailure(app.db, keys);
      throw unauthorized(t('api:auth.wrongCredentials'));
    }
    if (!user.is_active) throw forbidden(t('api:auth.inactive'));
    await clearFailures(app.db, keys[0]!);
    await app.db.update(users).set({ last_activity: sql`now()` }).where(eq(users.id, user.id));
    const access_token = await startSession(app, request, reply, user);
    return { access_token, token_type: 'bearer', user: await userJson(app, user) };
  });
}
