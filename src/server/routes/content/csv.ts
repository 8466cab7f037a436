import type { FastifyInstance } from 'fastify';
import { parseTextsCsv, textsToCsv, type CsvText } from '../../../content/texts-csv.js';
import {
  csvApplied,
  csvApplyBody,
  csvDryRun,
  csvExportQuery,
  csvImportBody,
  type CsvApplyBody,
  type CsvImportBody,
} from '../../../contracts/content.js';
import { t } from '../../i18n.js';
import { draftView } from '../../content/store.js';
import { applyTextImport, planTextImport } from '../../content/text-import.js';
import { recordAudit } from '../../services/audit-log.js';
import { requireSource, rowsOf, sourceFromLabel, sourceLabel, textSources } from '../../content/text-sources.js';
import { ADMIN_TAG } from '../admin/docs.js';
import { STUDIO_DESCRIPTIONS } from './docs.js';

const docs = (operation: keyof typeof STUDIO_DESCRIPTIONS) => ({ tags: [ADMIN_TAG.content], description: STUDIO_DESCRIPTIONS[operation] });

/** The studio's texts as CSV, under /api/admin/content/csv (registered with the studio's routes, for authors and administrators). */
export default async function contentCsvRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { sources?: string } }>(
    '/csv',
    {
      schema: {
        ...docs('GET /content/csv'),
        summary: 'Texts of the draft as a CSV file (source, key, cs, en)',
        querystring: csvExportQuery,
        response: { 200: { description: 'the CSV file', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      const view = await draftView(app.db);
      const wanted = request.query.sources ? [...new Set(request.query.sources.split(','))].map(sourceFromLabel) : textSources(view.files);
      const texts: CsvText[] = [];
      for (const source of wanted) {
        requireSource(view.files, source);
        for (const row of rowsOf(view, source)) texts.push({ source: sourceLabel(source), key: row.key, cs: row.cs, en: row.en });
      }
      const version = view.published?.id ?? 0;
      return reply
        .header('content-disposition', `attachment; filename="texty-obsahu-v${version}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(textsToCsv(texts));
    },
  );

  app.post<{ Body: CsvImportBody }>(
    '/csv/dry-run',
    {
      schema: {
        ...docs('POST /content/csv/dry-run'),
        summary: 'What a CSV file of texts would change in the draft; nothing is stored',
        body: csvImportBody,
        response: { 200: csvDryRun },
      },
    },
    async (request) => planTextImport(await draftView(app.db), parseTextsCsv(request.body.csv)),
  );

  app.post<{ Body: CsvApplyBody }>(
    '/csv/apply',
    {
      schema: {
        ...docs('POST /content/csv/apply'),
        summary: "The dry run's changes into the draft, each only where nobody changed the text since",
        body: csvApplyBody,
        response: { 200: csvApplied },
      },
    },
    async (request) => {
      const result = await applyTextImport(app.db, request.currentUser.id, request.body.changes, (tx, change, value) =>
        recordAudit(tx, request, {
          action: 'content.text',
          target: { kind: 'content', id: `${change.source}#${change.key}`, label: `${change.source} · ${change.key} (${change.lng}), CSV` },
          before: { text: change.old },
          after: { text: value },
        }),
      );
      return { message: t('api:content.csv.applied', { count: result.applied }), ...result };
    },
  );
}
