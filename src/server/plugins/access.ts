import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccessViews, type AccessKey } from '../services/access-views.js';
import { userProgress, type UserProgress } from '../services/user-progress.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The user's variant, modules and step statuses, as userProgress computes them, from this
     * process's cache while the account's access version is the one the request read.
     */
    progressOf(user: AccessKey): Promise<UserProgress>;
  }
}

export default fp(
  async function access(app: FastifyInstance) {
    const views = new AccessViews((userId) => userProgress(app, userId));
    app.decorate('progressOf', (user: AccessKey) => views.of(user));
  },
  { name: 'access', dependencies: ['db', 'catalog'] },
);
