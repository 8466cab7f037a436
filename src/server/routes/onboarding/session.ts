import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { unauthorized } from '../../http-error.js';
import { revokeByRaw, rotateRefreshToken } from '../../services/refresh-tokens.js';
import { userJson } from '../../services/user-json.js';
import { messageOnly, refreshed, type MessageOnly, type Refreshed } from '../../../contracts/onboarding.js';
import { user } from '../../../contracts/user.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './session-cookie.js';
import { API_TAG } from '../../api-docs.js';

export default async function sessionRoutes(app: FastifyInstance) {
  /** Exchanges the refresh cookie for a new access token (and a rotated cookie). */
  app.post(
    '/refresh',
    {
      schema: {
        tags: [API_TAG.signIn],
        summary: 'A new access token for the refresh cookie (the cookie is rotated)',
        security: [{ refreshCookie: [] }],
        response: { 200: refreshed },
      },
    },
    async (request, reply): Promise<Refreshed> => {
      const raw = request.cookies[REFRESH_COOKIE];
      if (!raw) throw unauthorized(t('api:auth.noRefreshToken'));
      const rotation = await rotateRefreshToken(app.db, raw);
      if (!rotation.ok) {
        clearRefreshCookie(request, reply);
        throw unauthorized(t('api:auth.refreshInvalid'));
      }
      const [user] = await app.db.select().from(users).where(eq(users.id, rotation.userId));
      // A family begun before the password changed is over, also when it rotated while the change was being stored.
      if (!user?.is_active || user.session_epoch !== rotation.sessionEpoch) {
        await revokeByRaw(app.db, rotation.raw ?? raw);
        clearRefreshCookie(request, reply);
        throw unauthorized(user?.is_active === false ? t('api:auth.inactive') : t('api:auth.refreshInvalid'));
      }
      if (rotation.raw) setRefreshCookie(request, reply, rotation.raw);
      return { access_token: app.signAccessToken(user), token_type: 'bearer' };
    },
  );

  app.get(
    '/me',
    { preHandler: app.authenticate, schema: { tags: [API_TAG.signIn], summary: 'The signed-in user', response: { 200: user } } },
    async (request) => {
      const [user] = await app.db.select().from(users).where(eq(users.id, request.currentUser.id));
      return userJson(app, user!);
    },
  );

  /** Best effort by the spec: revokes what it can and always clears the cookie. */
  app.post(
    '/logout',
    {
      schema: {
        tags: [API_TAG.signIn],
        summary: 'Sign out: revoke the refresh token and clear its cookie',
        security: [],
        response: { 200: messageOnly },
      },
    },
    async (request, reply): Promise<MessageOnly> => {
      const raw = request.cookies[REFRESH_COOKIE];
      if (raw) await revokeByRaw(app.db, raw);
      clearRefreshCookie(request, reply);
      return { message: t('api:auth.loggedOut') };
    },
  );

  app.post(
    '/complete-first-login',
    {
      preHandler: app.authenticate,
      schema: { tags: [API_TAG.signIn], summary: 'Mark the first sign-in as completed', response: { 200: user } },
    },
    async (request) => {
      const [user] = await app.db
        .update(users)
        .set({ first_login_completed: true })
        .where(eq(users.id, request.currentUser.id))
        .returning();
      return userJson(app, user!);
    },
  );
}
