import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.js';
import { checkContent } from '../../../scripts/validate/content-check.js';
import type { ContentProblem } from '../../content/content-problem.js';
import { variantPath, type ContentFiles } from '../../content/content-set.js';
import { apiPathOf, readVariantFiles } from '../../content/variants.js';
import type { StepRules } from '../../engine/steps/index.js';
import type { VariantStepDef } from '../../engine/variants/index.js';
import { contentDraft } from '../db/schema.js';
import { conflict, unprocessable } from '../http-error.js';
import { t } from '../i18n.js';
import { storeVariants } from '../services/variant-store.js';
import { materialize } from './holder.js';
import { draftView, insertVersion, latestVersion, loadVersion, type DraftRow, type EnBasis, type VersionRow } from './store.js';

/** A problem as the studio shows it: the file by its repository path, not by where the check wrote it. */
function relative(root: string, p: ContentProblem): ContentProblem {
  const rel = path.relative(root, p.file);
  return { ...p, file: rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : p.file };
}

/** What of a step's rules and variant entry needs routes registered at start (parts, row saves, resets, other completion addresses). */
function routesNeeded(files: ContentFiles, moduleName: string, step: VariantStepDef): string[] {
  const rules = files[`step-schemas/${moduleName}/${step.step_name}.rules.json`] as StepRules | undefined;
  return [
    ...(rules?.parts?.length ? ['parts'] : []),
    ...(rules?.itemSave ? ['itemSave'] : []),
    ...(rules?.resetDependents ? ['resetDependents'] : []),
    ...(step.complete_aliases?.length ? ['complete_aliases'] : []),
  ];
}

/**
 * Every problem of a set that would be published: what `npm run validate` finds in its files (with
 * the release's own texts beside them), and what this process cannot serve. A step published after
 * the start is served by the published-step routes (read, save, complete: routes/steps/generic.ts);
 * the addresses some rules add (parts, row saves, resets) and decks are registered at start, so a
 * new step that needs them, or a new deck, still needs a release.
 */
export function publishProblems(app: FastifyInstance, files: ContentFiles): ContentProblem[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  try {
    const dir = materialize(root, 'check', files, app.content.releaseLocales);
    const stepSchemas = path.join(dir, 'step-schemas');
    const { problems } = checkContent({ stepSchemas, locales: path.join(dir, 'locales') });
    if (problems.length) return problems.map((p) => relative(dir, p));
    const variants = readVariantFiles(path.join(stepSchemas, 'variants'), { checkSchema: false }).variants;
    const out: ContentProblem[] = [];
    for (const v of variants)
      for (const [i, m] of v.modules.entries())
        for (const [j, s] of m.steps.entries()) {
          const apiPath = apiPathOf(m.module_name, s.endpoint);
          const key = `${m.module_name}/${s.step_name}`;
          const routed = app.content.routedSteps.get(apiPath);
          if (routed === key || s.in_preparation) continue;
          // An address a step's own route holds since the start reaches that step, never the new one.
          if (routed) {
            out.push({
              file: variantPath(v.variant_name),
              place: `/modules/${i}/steps/${j}/endpoint`,
              message: t('api:content.endpointHeld', { step: key, path: apiPath, other: routed }),
            });
            continue;
          }
          const needed = routesNeeded(files, m.module_name, s);
          if (!needed.length) continue;
          out.push({
            file: variantPath(v.variant_name),
            place: `/modules/${i}/steps/${j}`,
            message: t('api:content.stepNeedsRelease', { step: key, needs: needed.join(', ') }),
          });
        }
    for (const [p] of Object.entries(files)) {
      const deck = /^step-schemas\/([^/]+)\/([^/]+)\.deck\.json$/.exec(p);
      if (deck && !app.content.routedDecks.has(`${deck[1]}/${deck[2]}`))
        out.push({ file: p, message: t('api:content.deckWithoutRoute', { step: `${deck[1]}/${deck[2]}` }) });
    }
    return out;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export const refusal = (problems: ContentProblem[]) =>
  unprocessable(t('api:content.problems', { count: problems.length }), { problems: problems.slice(0, 200) });

/** What a publication tells the audit trail, in its transaction: the new version, the one before, the files changed. */
export type OnPublished = (tx: Db, published: { id: number; previous: number | null; files: string[] }) => Promise<void>;

/**
 * Publishes `files` as the version after `after` and makes this process use it before answering
 * (the others follow within a second). The variants are stored as rows too, so members can be
 * assigned a new one. 409 when another version was published meanwhile.
 */
async function publishAfter(
  app: FastifyInstance,
  after: VersionRow | undefined,
  v: { files: ContentFiles; note: string; userId: number; enBasis: EnBasis; restoredFrom?: number; draft?: DraftRow[] },
  onPublished: OnPublished,
): Promise<number> {
  const id = await app.db.transaction(async (tx) => {
    const inserted = await insertVersion(tx, after, {
      files: v.files,
      note: v.note,
      createdBy: v.userId,
      enBasis: v.enBasis,
      restoredFrom: v.restoredFrom,
    });
    if (inserted === undefined) throw conflict(t('api:content.publishedMeanwhile'));
    // Only the draft's files as they were checked (by body: a timestamp read back loses its microseconds); one saved meanwhile stays.
    for (const r of v.draft ?? [])
      await tx
        .delete(contentDraft)
        .where(
          and(
            eq(contentDraft.path, r.path),
            r.body === null ? isNull(contentDraft.body) : sql`${contentDraft.body}::jsonb = ${JSON.stringify(r.body)}::jsonb`,
          ),
        );
    const changed = v.draft ? v.draft.map((r) => r.path) : changedPaths(after?.files ?? {}, v.files);
    await onPublished(tx, { id: inserted, previous: after?.id ?? null, files: changed });
    return inserted;
  });
  await app.content.refresh();
  await storeVariants(app.db, [...app.catalog.variants.values()]);
  return id;
}

/** The draft published as a new version: 422 with every problem while any stands. */
export async function publishDraft(app: FastifyInstance, userId: number, note: string, onPublished: OnPublished): Promise<number> {
  const view = await draftView(app.db);
  if (!view.changes.length) throw unprocessable(t('api:content.emptyDraft'));
  const problems = publishProblems(app, view.files);
  if (problems.length) throw refusal(problems);
  return publishAfter(app, view.published, { files: view.files, note, userId, enBasis: view.enBasis, draft: view.rows }, onPublished);
}

/** An earlier version's set published again as a new version; the draft stays as it is. */
export async function restoreVersion(
  app: FastifyInstance,
  userId: number,
  id: number,
  onPublished: OnPublished,
): Promise<number | undefined> {
  const old = await loadVersion(app.db, id);
  if (!old) return undefined;
  const problems = publishProblems(app, old.files);
  if (problems.length) throw refusal(problems);
  return publishAfter(
    app,
    await latestVersion(app.db),
    {
      files: old.files,
      note: t('api:content.restoredNote', { id }),
      userId,
      enBasis: old.en_basis,
      restoredFrom: id,
    },
    onPublished,
  );
}

/** The paths whose bodies differ between two sets, sorted. */
function changedPaths(from: ContentFiles, to: ContentFiles): string[] {
  return [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((p) => JSON.stringify(from[p]) !== JSON.stringify(to[p])).sort();
}
