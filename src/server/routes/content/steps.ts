import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { sameJson, type ContentFiles } from '../../../content/content-set.js';
import {
  STEP_FILES_MAX_BYTES,
  stepCheck,
  stepCheckBody,
  stepFiles,
  stepFilesBody,
  stepFilesConflict,
  versionStepParams,
  type StepCheckBody,
  type StepFilesBody,
} from '../../../contracts/content.js';
import { contentDraft } from '../../db/schema.js';
import { conflict, notFound } from '../../http-error.js';
import { t } from '../../i18n.js';
import { publishProblems } from '../../content/publish.js';
import { draftView, latestVersion } from '../../content/store.js';
import { recordAudit } from '../../services/audit-log.js';
import { ADMIN_TAG } from '../admin/docs.js';
import { STUDIO_DESCRIPTIONS } from './docs.js';

type Params = { module: string; step: string };
const KINDS = ['schema', 'ui', 'rules'] as const;
type Kind = (typeof KINDS)[number];
type Loaded = Record<Kind, Record<string, unknown> | null>;

const docs = (operation: keyof typeof STUDIO_DESCRIPTIONS) => ({ tags: [ADMIN_TAG.content], description: STUDIO_DESCRIPTIONS[operation] });
const filePath = ({ module, step }: Params, kind: Kind) => `step-schemas/${module}/${step}.${kind}.json`;

/** The step's files in a set; undefined when it has no rules file (no step) or the module is the variants' folder. */
function stepIn(files: ContentFiles, at: Params): Loaded | undefined {
  if (at.module === 'variants' || files[filePath(at, 'rules')] === undefined) return undefined;
  return Object.fromEntries(KINDS.map((k) => [k, (files[filePath(at, k)] as Record<string, unknown> | undefined) ?? null])) as Loaded;
}

const requireStep = (files: ContentFiles, at: Params) => {
  const found = stepIn(files, at);
  if (!found) throw notFound(t('api:content.stepFilesNotFound', { step: `${at.module}/${at.step}` }));
  return found;
};

/** A step's JSON files in the studio (/api/admin/content/steps/…): read, checked as the author types, saved into the draft. */
export default async function contentStepRoutes(app: FastifyInstance) {
  app.get<{ Params: Params }>(
    '/steps/:module/:step',
    {
      schema: {
        ...docs('GET /content/steps/:module/:step'),
        summary: "A step's schema, UI schema and rules as the draft has them",
        params: versionStepParams,
        response: { 200: stepFiles },
      },
    },
    async (request) => {
      const view = await draftView(app.db);
      return { ...request.params, files: requireStep(view.files, request.params) };
    },
  );

  app.put<{ Params: Params; Body: StepFilesBody }>(
    '/steps/:module/:step',
    {
      bodyLimit: STEP_FILES_MAX_BYTES,
      schema: {
        ...docs('PUT /content/steps/:module/:step'),
        summary: "A step's three files into the draft, if nobody changed them since the author loaded them",
        params: versionStepParams,
        body: stepFilesBody,
        response: { 200: stepFiles, 409: stepFilesConflict },
      },
    },
    async (request) => {
      const at = request.params;
      const { base, ...yours } = request.body;
      await app.db.transaction(async (tx) => {
        const published = await latestVersion(tx);
        // As a text's save: each file's draft row made from the published file, then locked, so two saves take turns.
        for (const kind of KINDS) {
          const path = filePath(at, kind);
          if (published?.files[path] !== undefined)
            await tx
              .insert(contentDraft)
              .values({ path, body: published.files[path], updated_by: request.currentUser.id })
              .onConflictDoNothing();
          await tx.select({ path: contentDraft.path }).from(contentDraft).where(sql`${contentDraft.path} = ${path}`).for('update');
        }
        const theirs = requireStep((await draftView(tx)).files, at);
        if (!sameJson(base, theirs)) throw conflict(t('api:content.stepFilesConflict'), { yours, theirs });
        const changed = KINDS.filter((k) => !sameJson(theirs[k], yours[k]));
        for (const kind of changed) {
          const path = filePath(at, kind);
          const body = yours[kind];
          await tx
            .insert(contentDraft)
            .values({ path, body, updated_by: request.currentUser.id })
            .onConflictDoUpdate({ target: contentDraft.path, set: { body, updated_by: request.currentUser.id, updated_at: sql`now()` } });
        }
        if (changed.length)
          await recordAudit(tx, request, {
            action: 'content.step',
            target: { kind: 'content', id: `${at.module}/${at.step}`, label: `${at.module}/${at.step}` },
            before: Object.fromEntries(changed.map((k) => [filePath(at, k), theirs[k]])),
            after: Object.fromEntries(changed.map((k) => [filePath(at, k), yours[k]])),
          });
      });
      return { ...at, files: yours };
    },
  );

  app.post<{ Body: StepCheckBody }>(
    '/steps/check',
    {
      bodyLimit: STEP_FILES_MAX_BYTES,
      schema: {
        ...docs('POST /content/steps/check'),
        summary: "What publishing would find in a step's files as the author has them (nothing is stored)",
        body: stepCheckBody,
        response: { 200: stepCheck },
      },
    },
    async (request) => {
      const { module, step, ...files } = request.body;
      const at = { module, step };
      const view = await draftView(app.db);
      requireStep(view.files, at);
      const paths = KINDS.map((k) => filePath(at, k));
      const problems = publishProblems(app, { ...view.files, ...Object.fromEntries(KINDS.map((k) => [filePath(at, k), files[k]])) });
      const own = problems.filter((p) => paths.includes(p.file));
      return { problems: own, elsewhere: problems.length - own.length };
    },
  );
}
