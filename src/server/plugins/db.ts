import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, OpenedDb } from '../db/open.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: OpenedDb['kind'];
    /** A hot path's statement, prepared once (OpenedDb.statement). */
    dbStatement: OpenedDb['statement'];
    /** Notifications delivered before the committing call resolves; PGlite only (OpenedDb.listen). */
    dbListen: OpenedDb['listen'];
    /** Hands a payload to this database's listeners as a notification would be; PGlite only (OpenedDb.announce). */
    dbAnnounce: OpenedDb['announce'];
  }
}

/** Exposes an already opened database; the caller that opened it also closes it. */
export default fp(
  async function db(app: FastifyInstance, opts: { opened: OpenedDb }) {
    app.decorate('db', opts.opened.db);
    app.decorate('dbKind', opts.opened.kind);
    app.decorate('dbStatement', opts.opened.statement);
    app.decorate('dbListen', opts.opened.listen);
    app.decorate('dbAnnounce', opts.opened.announce);
  },
  { name: 'db' },
);
