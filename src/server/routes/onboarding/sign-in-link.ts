import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { HttpError, unprocessable } from '../../http-error.js';
import type { ServerConfig } from '../../config.js';
import { claimLinkRequest } from '../../services/login-throttle.js';
import { mailPass } from '../../services/sign-in-notice.js';
import { linkBody, messageOnly, signInMedia, type MessageOnly } from '../../../contracts/onboarding.js';
import { normalEmail } from './login.js';
import { API_TAG } from '../../api-docs.js';

/**
 * POST /api/onboarding/sign-in-link: e-mails the account's owner a one-time sign-in link (a pass that no sign-in
 * limit blocks). The answer is the same whether the address has an account or not; an address that asks too often
 * gets 429, and an account is sent at most a few links an hour.
 */
export default async function signInLinkRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.post<{ Body: { email?: string } }>(
    '/sign-in-link',
    {
      schema: {
        tags: [API_TAG.signIn],
        summary: 'E-mail a one-time sign-in link that no sign-in limit blocks',
        security: [],
        consumes: signInMedia,
        body: linkBody,
        response: { 200: messageOnly },
      },
    },
    async (request): Promise<MessageOnly> => {
      const email = normalEmail(request.body?.email);
      if (!email) throw unprocessable(t('api:auth.missingEmail'));
      const claim = await claimLinkRequest(app.db, email, request.ip);
      if (claim.refusedFor > 0) throw new HttpError(429, t('api:auth.throttled', { count: claim.refusedFor }));
      if (claim.send) {
        const [user] = await app.db
          .select({ id: users.id, email: users.email, is_active: users.is_active })
          .from(users)
          .where(eq(users.email, email));
        if (user) mailPass(app, config.publicUrl, user, 'requested');
      }
      return { message: t('api:auth.linkSent') };
    },
  );
}
