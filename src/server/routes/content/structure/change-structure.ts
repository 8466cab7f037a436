import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { variantPath, type ContentFiles } from '../../../../content/content-set.js';
import type { AuditAction } from '../../../../contracts/audit.js';
import { StructureError } from '../../../../engine/step-editor/structure.js';
import type { VariantDef } from '../../../../engine/variants/index.js';
import type { Db } from '../../../db/open.js';
import { contentDraft } from '../../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../../http-error.js';
import { t } from '../../../i18n.js';
import { draftView, latestVersion } from '../../../content/store.js';
import { recordAudit } from '../../../services/audit-log.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A refusal of the engine in Czech: a clash is a 409, the rest a 422 (an unknown module or step: 404). */
function answer(err: unknown): never {
  if (!(err instanceof StructureError)) throw err;
  const detail = t(`api:structure.${err.code}`, err.params);
  if (err.code === 'unknownModule' || err.code === 'unknownStep') throw notFound(detail);
  if (['moduleTaken', 'stepTaken', 'endpointTaken', 'routeTaken'].includes(err.code)) throw conflict(detail);
  throw unprocessable(detail);
}

/**
 * One change of structure in a transaction: the variant file's draft row (made from the published
 * file first) locked, so two changes take turns; `change` gets the draft as it is and answers the
 * files to write and what the audit trail records.
 */
export async function changeStructure<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  variantName: string,
  change: (
    variant: VariantDef,
    files: ContentFiles,
  ) => { writes: ContentFiles; audit: { action: AuditAction; id: string; label: string; before?: unknown; after?: unknown }; result: T },
): Promise<T> {
  const path = variantPath(variantName);
  return app.db.transaction(async (tx) => {
    const published = await latestVersion(tx);
    if (published?.files[path] !== undefined)
      await tx.insert(contentDraft).values({ path, body: published.files[path], updated_by: request.currentUser.id }).onConflictDoNothing();
    await tx.select({ path: contentDraft.path }).from(contentDraft).where(sql`${contentDraft.path} = ${path}`).for('update');
    const view = await draftView(tx);
    const variant = view.files[path] as VariantDef | undefined;
    if (!variant || !Array.isArray(variant.modules)) throw notFound(t('api:content.variantNotFound', { variant: variantName }));
    let done: ReturnType<typeof change>;
    try {
      done = change(variant, view.files);
    } catch (err) {
      answer(err);
    }
    await writeDraft(tx, request.currentUser.id, done.writes);
    await recordAudit(tx, request, {
      action: done.audit.action,
      target: { kind: 'content', id: done.audit.id, label: done.audit.label },
      before: done.audit.before,
      after: done.audit.after,
    });
    return done.result;
  });
}

async function writeDraft(tx: Tx, userId: number, files: ContentFiles) {
  for (const [path, body] of Object.entries(files))
    await tx
      .insert(contentDraft)
      .values({ path, body, updated_by: userId })
      .onConflictDoUpdate({ target: contentDraft.path, set: { body, updated_by: userId, updated_at: sql`now()` } });
}
