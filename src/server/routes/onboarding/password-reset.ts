import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { t } from '../../i18n.js';
import { badRequest, forbidden, HttpError, unprocessable } from '../../http-error.js';
import type { ServerConfig } from '../../config.js';
import type { OutgoingMail } from '../../services/mail.js';
import { claimLinkRequest } from '../../services/login-throttle.js';
import { hashSecret, isStrongPassword } from '../../services/passwords.js';
import { changePassword } from '../../services/password-change.js';
import { recordAudit } from '../../services/audit-log.js';
import { issueReset, RESET_VALID_MINUTES, resetOwner, useReset } from '../../services/password-resets.js';
import { linkBody, messageOnly, resetBody, signInMedia, type MessageOnly } from '../../../contracts/onboarding.js';
import { API_TAG } from '../../api-docs.js';
import { normalEmail } from './login.js';

/** The page that sets the new password, with the token. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/obnova-hesla?token=${token}`;

export function resetMail(email: string, link: string): OutgoingMail {
  const text = [
    t('api:resetMail.greeting'),
    '',
    t('api:resetMail.text', { email }),
    link,
    '',
    t('api:resetMail.validity', { minutes: RESET_VALID_MINUTES }),
    '',
    t('api:resetMail.notYou'),
    '',
    t('api:resetMail.signature'),
    '',
  ].join('\n');
  return { to: email, subject: t('api:resetMail.subject'), text };
}

/**
 * 'Zapomněli jste heslo?': POST /password-reset e-mails a one-time link (the same answer whether the address has an
 * account; limited per address with 429, per account silently, as the sign-in link is), and POST
 * /password-reset/confirm sets a new password with it, which ends every session of the account.
 */
export default async function passwordResetRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.post<{ Body: { email?: string } }>(
    '/password-reset',
    {
      schema: {
        tags: [API_TAG.signIn],
        summary: 'E-mail a one-time link to set a new password (the same answer for every address)',
        security: [],
        consumes: signInMedia,
        body: linkBody,
        response: { 200: messageOnly },
      },
    },
    async (request): Promise<MessageOnly> => {
      const email = normalEmail(request.body?.email);
      if (!email) throw unprocessable(t('api:auth.missingEmail'));
      const claim = await claimLinkRequest(app.db, email, request.ip, 'reset');
      if (claim.refusedFor > 0) throw new HttpError(429, t('api:auth.throttled', { count: claim.refusedFor }));
      if (claim.send) {
        const [user] = await app.db
          .select({ id: users.id, email: users.email, is_active: users.is_active })
          .from(users)
          .where(eq(users.email, email));
        // After the answer, so that neither a slow relay nor whether the address exists shows in its time.
        if (user?.is_active)
          setImmediate(() => {
            void (async () =>
              app.mailer.send(resetMail(user.email, resetLink(config.publicUrl, await issueReset(app.db, user.id)))))().catch((err) =>
              app.log.error({ err, userId: user.id }, 'password reset e-mail not sent'),
            );
          });
      }
      return { message: t('api:auth.resetSent') };
    },
  );

  app.post<{ Body: { token?: string; password?: string } }>(
    '/password-reset/confirm',
    {
      schema: {
        tags: [API_TAG.signIn],
        summary: 'Set a new password with an e-mailed reset link; every session of the account ends',
        security: [],
        consumes: signInMedia,
        body: resetBody,
        response: { 200: messageOnly },
      },
    },
    async (request): Promise<MessageOnly> => {
      const token = (request.body?.token ?? '').trim();
      const password = request.body?.password ?? '';
      const owner = token ? await resetOwner(app.db, token) : undefined;
      if (!owner) throw badRequest(t('api:auth.resetInvalid'));
      // The rule is checked before the link is used up: a refused password leaves it for the next try.
      if (!password) throw unprocessable(t('api:auth.missingPassword'));
      if (!isStrongPassword(password)) throw unprocessable(t('api:auth.weakPassword'));
      if (!owner.is_active) throw forbidden(t('api:auth.inactive'));
      const passwordHash = await hashSecret(password);
      if (!(await useReset(app.db, token, owner.id))) throw badRequest(t('api:auth.resetInvalid'));
      await changePassword(app.db, owner.id, passwordHash);
      await recordAudit(app.db, request, {
        action: 'user.password_reset',
        actor: { id: owner.id, email: owner.email },
        target: { kind: 'user', id: owner.id, label: owner.email },
        memberId: owner.id,
        after: { sessions_ended: true },
      });
      return { message: t('api:auth.passwordReset') };
    },
  );
}
