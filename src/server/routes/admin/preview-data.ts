import type { FastifyInstance } from 'fastify';
import { derivedData, optionChoices } from '../../../engine/step-editor/sample-data.js';
import { visibleData } from '../../../engine/steps/index.js';
import {
  previewData,
  previewDataBody,
  previewMembers as previewMembersAnswer,
  previewMembersQuery,
  type PreviewDataBody,
} from '../../../contracts/preview.js';
import { draftContent, stepDefinitionOf } from '../../content/draft-content.js';
import { notFound } from '../../http-error.js';
import { t } from '../../i18n.js';
import { previewBasis, previewMembers } from '../../services/preview-sources.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

/**
 * The preview's data for a step that builds on others (issue 33 item 2): sample data, or a
 * member's stored data read only. A member's data leaves only as the previewed step's data and
 * the choices it offers from the steps it reads; nothing is written.
 */
export async function previewDataRoutes(app: FastifyInstance) {
  app.post<{ Body: PreviewDataBody }>(
    '/preview/data',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.preview, 'POST /preview/data'),
        summary: "A step's preview data from sample data or a member's, with the choices it takes from other steps",
        body: previewDataBody,
        response: { 200: previewData },
      },
    },
    async (request, reply) => {
      const { module, step } = request.body;
      const draft = await draftContent(app.db, app.content.current);
      const def = stepDefinitionOf(draft.files, module, step);
      if (!def) throw notFound(t('api:variants.stepNotFound'));
      const basis = await previewBasis(app, draft, def, request.body);
      if (request.body.source === 'member')
        request.log.info({ member: request.body.user_id, step: `${module}/${step}` }, "an author previews a step with a member's data");
      const typed = request.body.data ? (visibleData(request.body.data, def.schema) as Record<string, unknown>) : basis.own;
      return reply.header('cache-control', 'no-store').send({
        data: derivedData(def, typed, basis.sources, basis.tools),
        choices: optionChoices(def.rules, basis.sources),
        reads: basis.reads,
      });
    },
  );

  app.get<{ Querystring: { variant: string } }>(
    '/preview/members',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.preview, 'GET /preview/members'),
        summary: 'The members whose data a step of the variant can be previewed with',
        querystring: previewMembersQuery,
        response: { 200: previewMembersAnswer },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send({ members: await previewMembers(app, request.query.variant) }),
  );
}
