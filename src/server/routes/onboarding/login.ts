import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { unprocessable } from '../../http-error.js';
import { verifySecret } from '../../services/passwords.js';
import { userJson } from '../../services/user-json.js';
import type { ServerConfig } from '../../config.js';
import { loginBody, signedIn, signInMedia, type Credentials } from '../../../contracts/onboarding.js';
import { startSession } from './session-cookie.js';
import { failed, openGate, passRefused, refusedInactive, succeeded } from './sign-in-gate.js';
import { API_TAG } from '../../api-docs.js';

/** A fixed hash to verify against for unknown e-mails, so both answers take the same time. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$RPuOXNeCF2KxXBo9S8EPcQ$S77gXJTBlQUc706JDyyzi1s54gSa0IGZOA2MwGPSTRQ';

export const normalEmail = (email: string | undefined) => (email ?? '').trim().toLowerCase();

export default async function loginRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.post<{ Body: Credentials }>(
    '/login',
    {
      schema: {
        tags: [API_TAG.signIn],
        summary: 'Sign in with e-mail and password (and a pass from an e-mailed sign-in link)',
        security: [],
        consumes: signInMedia,
        body: loginBody,
        response: { 200: signedIn },
      },
    },
    async (request, reply) => {
      const email = normalEmail(request.body?.email);
      const password = request.body?.password ?? '';
      if (!email || !password) throw unprocessable(t('api:auth.missingCredentials'));
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      const gate = await openGate(app, request, email, user, request.body?.pass);
      const ok = await verifySecret(user?.password_hash ?? DUMMY_HASH, password);
      if (!user?.password_hash || !ok) throw await failed(app, config.publicUrl, gate, user, t('api:auth.wrongCredentials'));
      if (!user.is_active) throw await refusedInactive(app, gate);
      if (!(await succeeded(app, gate, true))) throw passRefused();
      await app.db.update(users).set({ last_activity: sql`now()` }).where(eq(users.id, user.id));
      const access_token = await startSession(app, request, reply, user);
      return { access_token, token_type: 'bearer', user: await userJson(app, user) };
    },
  );
}
