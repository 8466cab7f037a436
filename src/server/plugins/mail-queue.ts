import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailWorker } from '../services/mail-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mails queued in the database, sent by this process (src/server/services/mail-queue.ts). */
    mailQueue: MailWorker;
  }
}

/** The worker starts with the server, so mail queued before a restart or by a stopped process goes out. */
export default fp(
  async function mailQueue(app: FastifyInstance) {
    const worker = new MailWorker(app.db, app.mailer, app.log);
    app.decorate('mailQueue', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.close());
  },
  { name: 'mail-queue', dependencies: ['db'] },
);
