import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config.js';
import { users } from '../../db/schema.js';
import { conflict, forbidden, HttpError, notFound } from '../../http-error.js';
import { t } from '../../i18n.js';
import { claimWithin } from '../../services/login-throttle.js';
import type { Mailer } from '../../services/mail.js';
import { issueOnboardingCode } from '../../services/onboarding-codes.js';
import { recordAudit } from '../../services/audit-log.js';
import { sendWelcomeEmail } from '../../services/welcome-email.js';
import { sentCode } from '../../../contracts/admin.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

/**
 * Codes one user may be sent within an hour: a mistyped address or a lost e-mail needs a second, a member who
 * lost it again a third; more would let a slip of the administrator's hand flood a member's mailbox.
 */
export const CODES_PER_USER_HOUR = 3;

/** 'Poslat nový kód e-mailem': a new code replaces the unused one, goes out in the welcome e-mail, is answered once. */
export default async function sendCodeRoutes(app: FastifyInstance, { config, mailer }: { config: ServerConfig; mailer: Mailer }) {
  app.post(
    '/users/:id/send-code',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'POST /users/:id/send-code'),
        summary: 'E-mail a member a new onboarding code that replaces the old one',
        response: { 200: sentCode },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const [user] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      if (!user) throw notFound(t('api:admin.userNotFound'));
      if (user.role === 'admin') throw forbidden(t('api:admin.adminNotEditable'));
      if (!user.is_active) throw conflict(t('api:admin.codeInactiveUser'));
      const wait = await claimWithin(app.db, `send-code:${user.id}`, CODES_PER_USER_HOUR, 60);
      if (wait) {
        reply.header('retry-after', String(wait * 60));
        throw new HttpError(429, t('api:admin.codeLimit', { count: wait, limit: CODES_PER_USER_HOUR }));
      }
      const code = await app.db.transaction(async (tx) => {
        const issued = await issueOnboardingCode(tx, user.id);
        await recordAudit(tx, request, {
          action: 'user.send_code',
          target: { kind: 'user', id: user.id, label: user.email },
          memberId: user.id,
          after: { onboarding_code: issued },
        });
        return issued;
      });
      const input = { email: user.email, osloveni: user.osloveni, code, signInUrl: config.publicUrl };
      const mail_sent = await sendWelcomeEmail(mailer, input, (err) =>
        request.log.error({ err, userId: user.id }, 'new code e-mail not sent'),
      );
      const message = t(mail_sent ? 'api:admin.codeSent' : 'api:admin.codeSentMailFailed', { email: user.email });
      return { message, code, mail_sent };
    },
  );
}
