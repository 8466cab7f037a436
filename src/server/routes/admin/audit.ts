import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  auditFilterQuery,
  auditListQuery,
  auditPage,
  memberExport,
  type AuditFilterQuery,
  type AuditListQuery,
} from '../../../contracts/audit.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { t } from '../../i18n.js';
import { recordAudit } from '../../services/audit-log.js';
import { auditCsv, auditPageOf, auditWhere } from '../../services/audit-query.js';
import { memberExport as exportOf } from '../../services/member-data.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

const csvAnswer = {
  200: { description: 'UTF-8 with a byte order mark', content: { 'text/csv': { schema: { type: 'string' } } } },
} as const;

/** The audit trail (list and CSV) and one member's data for a data-access request. */
export default async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditListQuery }>(
    '/audit',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.audit, 'GET /audit'),
        summary: 'The audit trail, newest first, filtered and paged',
        querystring: auditListQuery,
        response: { 200: auditPage },
      },
    },
    async (request) => {
      const { cursor, limit = 50, ...filter } = request.query;
      return auditPageOf(app.db, filter, cursor, limit);
    },
  );

  app.get<{ Querystring: AuditFilterQuery }>(
    '/audit.csv',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.audit, 'GET /audit.csv'),
        summary: 'The audit trail as CSV, with the same filters',
        querystring: auditFilterQuery,
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      // Refusals before the first byte: once the stream has begun, the status is sent.
      auditWhere(request.query);
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="historie-zmen-${day}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(auditCsv(app.db, request.query)));
    },
  );

  app.get(
    '/users/:id/export',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'GET /users/:id/export'),
        summary: "One member's data as JSON, for a data-access request",
        response: { 200: memberExport },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const [user] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      if (!user) throw notFound(t('api:admin.userNotFound'));
      const data = await app.db.transaction(async (tx) => {
        await recordAudit(tx, request, {
          action: 'user.export',
          target: { kind: 'user', id: user.id, label: user.email },
          memberId: user.id,
        });
        return exportOf(tx, user);
      });
      reply.header('content-disposition', `attachment; filename="clen-${user.id}-data.json"`).header('cache-control', 'no-store');
      return data;
    },
  );
}
