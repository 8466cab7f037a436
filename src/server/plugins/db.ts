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
  }
}

/** Exposes an already opened database; the caller that opened it also closes it. */
export default fp(
  async function db(app: FastifyInstance, opts: { opened: OpenedDb }) {
    app.decorate('db', opts.opened.db);
    app.decorate('dbKind', opts.opened.kind);
    app.decorate('dbStatement', opts.opened.statement);
    app.decorate('dbListen', opts.opened.listen);
  },
  { name: 'db' },
);
