import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http-error.js';
import { t } from '../../i18n.js';
import { usersWithProgress } from '../../services/member-progress.js';
import { progressCsv, progressXlsx } from '../../services/progress-report.js';
import { userProgressDetail } from '../../../contracts/admin.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv; charset=utf-8';

/** `postup-clenu-2026-11-26.csv`: the day of the export in the file's name, so downloads do not overwrite each other. */
const fileName = (ext: string) => `postup-clenu-${new Date().toISOString().slice(0, 10)}.${ext}`;
const file = (type: string) => ({ 200: { description: 'the report', content: { [type]: { schema: { type: 'string' } } } } });

/** Members' progress: one member's steps with their dates, and the report of every member. */
export default async function progressRoutes(app: FastifyInstance) {
  app.get(
    '/users/:id/progress',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'GET /users/:id/progress'),
        summary: "A user's progress: every step of each module with its status and dates",
        response: { 200: userProgressDetail },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const [found] = await usersWithProgress(app, [request.params.id]);
      if (!found) throw notFound(t('api:admin.userNotFound'));
      return found.progress;
    },
  );

  app.get(
    '/reports/progress.csv',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'GET /reports/progress.csv'),
        summary: "Every member's progress, step by step, as CSV",
        response: file('text/csv'),
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', CSV)
        .header('content-disposition', `attachment; filename="${fileName('csv')}"`)
        .header('cache-control', 'private, no-store')
        .send(await progressCsv(app)),
  );

  app.get(
    '/reports/progress.xlsx',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.users, 'GET /reports/progress.xlsx'),
        summary: "Every member's progress, step by step, as XLSX",
        response: file(XLSX),
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName('xlsx')}"`)
        .header('cache-control', 'private, no-store')
        .send(await progressXlsx(app)),
  );
}
