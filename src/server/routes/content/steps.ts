import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { LANGUAGES, localePath, sameJson, textAt, type ContentFiles } from '../../../content/content-set.js';
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
import { conflict, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { publishProblems } from '../../content/publish.js';
import { draftView, latestVersion } from '../../content/store.js';
import { withStepTexts } from '../../content/step-texts.js';
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
      const { base, texts, ...yours } = request.body;
      const textPaths = LANGUAGES.filter((lng) => Object.keys(texts?.[lng] ?? {}).length).map((lng) =>
        localePath(lng, `steps/${at.module}`),
      );
      await app.db.transaction(async (tx) => {
        const published = await latestVersion(tx);
        // As a text's save: each file's draft row made from the published file, then locked, so two saves take turns.
        for (const path of [...KINDS.map((k) => filePath(at, k)), ...textPaths]) {
          const isText = textPaths.includes(path);
          if (published?.files[path] !== undefined || isText)
            await tx
              .insert(contentDraft)
              .values({
                path,
                body: published?.files[path] ?? {},
                en_basis: isText ? (published?.en_basis[path] ?? null) : null,
                updated_by: request.currentUser.id,
              })
              .onConflictDoNothing();
          await tx.select({ path: contentDraft.path }).from(contentDraft).where(sql`${contentDraft.path} = ${path}`).for('update');
        }
        const view = await draftView(tx);
        const theirs = requireStep(view.files, at);
        if (!sameJson(base, theirs)) throw conflict(t('api:content.stepFilesConflict'), { yours, theirs });
        // A file the step has stays: without its schema a form's stored answers would have nothing to show them.
        const removed = KINDS.filter((k) => yours[k] === null && theirs[k] !== null);
        if (removed.length)
          throw unprocessable(t('api:content.stepFileRemoved', { files: removed.map((k) => filePath(at, k)).join(', ') }));
        const changed = KINDS.filter((k) => !sameJson(theirs[k], yours[k]));
        for (const kind of changed) {
          const path = filePath(at, kind);
          const body = yours[kind];
          await tx
            .insert(contentDraft)
            .values({ path, body, updated_by: request.currentUser.id })
            .onConflictDoUpdate({ target: contentDraft.path, set: { body, updated_by: request.currentUser.id, updated_at: sql`now()` } });
        }
        const writes = withStepTexts(view.files, at.module, texts);
        const csBody = writes.find((w) => w.lng === 'cs')?.body ?? view.files[localePath('cs', `steps/${at.module}`)];
        for (const w of writes) {
          // English is written against the Czech text of now: a later change of the Czech one marks it 'changed'.
          const basis =
            w.lng === 'en'
              ? { ...(view.enBasis[w.path] ?? {}), ...Object.fromEntries(w.changed.map((c) => [c.key, textAt(csBody, c.key) ?? ''])) }
              : (view.enBasis[w.path] ?? null);
          await tx
            .update(contentDraft)
            .set({ body: w.body, en_basis: basis, updated_by: request.currentUser.id, updated_at: sql`now()` })
            .where(sql`${contentDraft.path} = ${w.path}`);
        }
        const textsBefore = writes.flatMap((w) => w.changed.map((c) => [`${w.path}#${c.key}`, c.before ?? null]));
        const textsAfter = writes.flatMap((w) => w.changed.map((c) => [`${w.path}#${c.key}`, c.after]));
        if (changed.length || writes.length)
          await recordAudit(tx, request, {
            action: 'content.step',
            target: { kind: 'content', id: `${at.module}/${at.step}`, label: `${at.module}/${at.step}` },
            before: Object.fromEntries([...changed.map((k) => [filePath(at, k), theirs[k]]), ...textsBefore]),
            after: Object.fromEntries([...changed.map((k) => [filePath(at, k), yours[k]]), ...textsAfter]),
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
      const { module, step, texts, ...files } = request.body;
      const at = { module, step };
      const view = await draftView(app.db);
      requireStep(view.files, at);
      const paths = KINDS.map((k) => filePath(at, k));
      const withTexts = Object.fromEntries(withStepTexts(view.files, module, texts).map((w) => [w.path, w.body]));
      const checked: ContentFiles = { ...view.files, ...withTexts };
      // A file the author's step lacks (a reading step's schema) is no file of the set.
      for (const k of KINDS) {
        const file = files[k];
        if (file) checked[filePath(at, k)] = file;
        else delete checked[filePath(at, k)];
      }
      const problems = publishProblems(app, checked);
      const own = problems.filter((p) => paths.includes(p.file));
      return { problems: own, elsewhere: problems.length - own.length };
    },
  );
}
