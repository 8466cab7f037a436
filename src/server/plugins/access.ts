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
    // Views hold the variant of a content version: a newer version starts with none kept.
    let views = new AccessViews((userId) => userProgress(app, userId));
    let viewsOf = app.content.current;
    app.decorate('progressOf', (user: AccessKey) => {
      if (viewsOf !== app.content.current) {
        viewsOf = app.content.current;
        views = new AccessViews((userId) => userProgress(app, userId));
      }
      return views.of(user);
    });
  },
  { name: 'access', dependencies: ['db', 'catalog'] },
);
