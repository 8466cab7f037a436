import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { mailQueue } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { t } from '../../i18n.js';
import { mailQueueState, retryFailedMail } from '../../services/mail-queue.js';
import { mailQueueState as stateSchema, retriedMail } from '../../../contracts/member-import.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

/** The queue's state in the dashboard, and 'Zkusit znovu' for an e-mail that failed. */
export default async function mailQueueRoutes(app: FastifyInstance) {
  app.get(
    '/mail-queue',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'GET /mail-queue'),
        summary: 'The mail queue: counts and the failed e-mails',
        response: { 200: stateSchema },
      },
    },
    async () => mailQueueState(app.db),
  );

  app.post(
    '/mail-queue/:id/retry',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'POST /mail-queue/:id/retry'),
        summary: 'Queue a failed e-mail again',
        response: { 200: retriedMail },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>) => {
      if (!(await retryFailedMail(app.db, request.params.id))) throw notFound(t('api:mailQueue.notFound'));
      const [mail] = await app.db.select({ to: mailQueue.to_address }).from(mailQueue).where(eq(mailQueue.id, request.params.id));
      void app.mailQueue.drain();
      return { message: t('api:mailQueue.retried', { to: mail!.to }) };
    },
  );
}
