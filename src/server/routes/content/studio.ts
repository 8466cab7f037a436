import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import {
  localePath,
  sameJson,
  searchable,
  textAt,
  variantPath,
  variantTexts,
  withText,
  withVariantText,
  type ContentFiles,
} from '../../../content/content-set.js';
import { stepTextNamespaces } from '../../../content/step-texts.js';
import type { JsonSchema, StepRules } from '../../../engine/steps/index.js';
import type { VariantDef } from '../../../engine/variants/index.js';
import {
  contentDone,
  contentProblems,
  contentTree,
  modulesConflict,
  copyVariantBody,
  draftDiff,
  draftImpact,
  publishBody,
  published,
  searchQuery,
  searchResults,
  textBody,
  textConflict,
  textRows as textRowsSchema,
  textSaved,
  textSourceQuery,
  variantModulesBody,
  variantParams,
  versionList,
  type CopyVariantBody,
  type PublishBody,
  type TextBody,
  type VariantModulesBody,
} from '../../../contracts/content.js';
import { contentDraft, users } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { publishDraft, restoreVersion, type OnPublished } from '../../content/publish.js';
import { draftImpact as impactOfDraft } from '../../content/draft-impact.js';
import { recordAudit } from '../../services/audit-log.js';
import { sanitizeText } from '../../content/sanitize.js';
import { draftView, latestVersion, versionHistory } from '../../content/store.js';
import { isVariantPath, namespaceOfPath, requireSource, rowsOf, textSources } from '../../content/text-sources.js';
import { ADMIN_TAG } from '../admin/docs.js';
import { STUDIO_DESCRIPTIONS } from './docs.js';

type Source = { namespace?: string; variant?: string };

const docs = (operation: keyof typeof STUDIO_DESCRIPTIONS) => ({ tags: [ADMIN_TAG.content], description: STUDIO_DESCRIPTIONS[operation] });

/** Exactly one of namespace and variant (the schemas cannot say "one of" in a way the documentation shows plainly). */
function sourceOf(s: Source): { namespace: string } | { variant: string } {
  if ((s.namespace === undefined) === (s.variant === undefined)) throw unprocessable(t('api:content.oneSource'));
  return s.namespace !== undefined ? { namespace: s.namespace } : { variant: s.variant! };
}

/** A variant's modules as the studio shows and sends them: names and switches, in order (the tree's defaults). */
const moduleSwitchesOf = (file: VariantDef) =>
  file.modules.map((m) => ({ module_name: m.module_name, enabled: m.enabled !== false, admin_selectable: Boolean(m.admin_selectable) }));

/** The content studio's API under /api/admin/content (docs/admin-api.md, "content"): authors and administrators. */
export default async function contentStudioRoutes(app: FastifyInstance) {
  app.get(
    '/tree',
    {
      schema: {
        ...docs('GET /content/tree'),
        summary: "The draft's variants, modules and steps with their text namespaces",
        response: { 200: contentTree },
      },
    },
    async () => {
      const view = await draftView(app.db);
      const namespaces = new Map(
        Object.keys(view.files).flatMap((p) => {
          const ns = namespaceOfPath(p);
          return ns ? [[ns, view.files[p]] as const] : [];
        }),
      );
      const variants = Object.keys(view.files)
        .flatMap((p) => (isVariantPath(p) ? [view.files[p] as VariantDef] : []))
        .filter((v) => v && typeof v === 'object' && Array.isArray(v.modules));
      return {
        published_version: view.published?.id ?? 0,
        variants: variants.map((v) => ({
          variant_name: v.variant_name,
          display_name: v.display_name,
          texts: namespaces.has(`variants/${v.variant_name}`) ? `variants/${v.variant_name}` : null,
          modules: v.modules.map((m) => ({
            module_name: m.module_name,
            display_name: m.display_name,
            enabled: m.enabled !== false,
            admin_selectable: Boolean(m.admin_selectable),
            steps: m.steps.map((s) => {
              const file = (kind: string) => view.files[`step-schemas/${m.module_name}/${s.step_name}.${kind}.json`];
              const rules = file('rules') as StepRules | undefined;
              const def = rules && {
                module: m.module_name,
                step: s.step_name,
                rules,
                ui: file('ui') as JsonSchema,
                schema: file('schema') as JsonSchema,
              };
              return { step_name: s.step_name, display_name: s.display_name, texts: def ? stepTextNamespaces(def, namespaces) : [] };
            }),
          })),
        })),
      };
    },
  );

  app.get<{ Querystring: Source }>(
    '/texts',
    {
      schema: {
        ...docs('GET /content/texts'),
        summary: 'The texts of a namespace or a variant file, as rows with their state (from the draft)',
        querystring: textSourceQuery,
        response: { 200: textRowsSchema },
      },
    },
    async (request) => {
      const source = sourceOf(request.query);
      const view = await draftView(app.db);
      requireSource(view.files, source);
      return { ...source, rows: rowsOf(view, source) };
    },
  );

  app.get<{ Querystring: { q: string; limit: number } }>(
    '/search',
    {
      schema: {
        ...docs('GET /content/search'),
        summary: 'Texts of every variant whose key or Czech or English text holds the query (from the draft)',
        querystring: searchQuery,
        response: { 200: searchResults },
      },
    },
    async (request) => {
      const q = searchable(request.query.q);
      const limit = request.query.limit;
      const view = await draftView(app.db);
      const results = [];
      for (const source of textSources(view.files)) {
        for (const row of rowsOf(view, source)) {
          if (![row.key, row.cs ?? '', row.en ?? ''].some((s) => searchable(s).includes(q))) continue;
          if (results.length === limit) return { results, truncated: true };
          results.push({ ...source, ...row });
        }
      }
      return { results, truncated: false };
    },
  );

  app.put<{ Body: TextBody }>(
    '/texts',
    {
      schema: {
        ...docs('PUT /content/texts'),
        summary: 'One text of the draft, if nobody changed it since the author loaded it',
        body: textBody,
        response: { 200: textSaved, 409: textConflict },
      },
    },
    async (request) => {
      const body = request.body;
      const source = sourceOf(body);
      if ('variant' in source && body.lng !== 'cs') throw unprocessable(t('api:content.variantCzechOnly'));
      const value = sanitizeText(body.value);
      const path = 'variant' in source ? variantPath(source.variant) : localePath(body.lng, source.namespace);
      const csPath = 'variant' in source ? path : localePath('cs', source.namespace);
      const row = await app.db.transaction(async (tx) => {
        const published = await latestVersion(tx);
        // The file's draft row, made from the published file first, then locked: two saves of one file take turns.
        await tx
          .insert(contentDraft)
          .values({
            path,
            body: published?.files[path] ?? {},
            en_basis: published?.en_basis[path] ?? null,
            updated_by: request.currentUser.id,
          })
          .onConflictDoNothing();
        const [draft] = await tx.select().from(contentDraft).where(sql`${contentDraft.path} = ${path}`).for('update');
        const view = await draftView(tx);
        requireSource(view.files, source);
        const keyKnown = rowsOf(view, source).some((r) => r.key === body.key && r.cs !== null);
        if (!keyKnown)
          throw notFound(t('api:content.keyNotFound', { key: body.key, source: 'variant' in source ? source.variant : source.namespace }));
        const file = draft!.body ?? {};
        const current = 'variant' in source ? (variantTexts(file).get(body.key) ?? null) : (textAt(file, body.key) ?? null);
        if (current !== body.base) throw conflict(t('api:content.conflict'), { yours: value, theirs: current });
        const changed = 'variant' in source ? withVariantText(file, body.key, value) : withText(file, body.key, value);
        if (!changed) throw notFound(t('api:content.keyNotFound', { key: body.key, source: path }));
        // English is written against the Czech text of now: a later change of the Czech one marks it 'changed'.
        const basis =
          body.lng === 'en' ? { ...(draft!.en_basis ?? {}), [body.key]: textAt(view.files[csPath], body.key) ?? '' } : draft!.en_basis;
        await tx
          .update(contentDraft)
          .set({ body: changed, en_basis: basis, updated_by: request.currentUser.id, updated_at: sql`now()` })
          .where(sql`${contentDraft.path} = ${path}`);
        if (current !== value)
          await recordAudit(tx, request, {
            action: 'content.text',
            target: {
              kind: 'content',
              id: `${path}#${body.key}`,
              label: `${'variant' in source ? source.variant : source.namespace} · ${body.key} (${body.lng})`,
            },
            before: { text: current },
            after: { text: value },
          });
        const after = { files: { ...view.files, [path]: changed }, enBasis: basis ? { ...view.enBasis, [path]: basis } : view.enBasis };
        return rowsOf(after, source).find((r) => r.key === body.key)!;
      });
      return { message: t('api:content.textSaved'), row };
    },
  );

  app.post<{ Params: { variant: string }; Body: CopyVariantBody }>(
    '/variants/:variant/copy',
    {
      schema: {
        ...docs('POST /content/variants/:variant/copy'),
        summary: 'A copy of a variant under a new name, with its texts (into the draft)',
        params: variantParams,
        body: copyVariantBody,
        response: { 201: contentDone },
      },
    },
    async (request, reply) => {
      const { variant } = request.params;
      const { new_name, display_name } = request.body;
      await app.db.transaction(async (tx) => {
        const view = await draftView(tx);
        const original = view.files[variantPath(variant)];
        if (original === undefined) throw notFound(t('api:content.variantNotFound', { variant }));
        if (view.files[variantPath(new_name)] !== undefined) throw conflict(t('api:content.variantExists', { variant: new_name }));
        const copies: ContentFiles = { [variantPath(new_name)]: { ...(original as object), variant_name: new_name, display_name } };
        for (const lng of ['cs', 'en'] as const) {
          const texts = view.files[localePath(lng, `variants/${variant}`)];
          if (texts !== undefined) copies[localePath(lng, `variants/${new_name}`)] = texts;
        }
        for (const [path, body] of Object.entries(copies))
          await tx
            .insert(contentDraft)
            .values({
              path,
              body,
              en_basis: view.enBasis[localePath('en', `variants/${variant}`)] ?? null,
              updated_by: request.currentUser.id,
            })
            .onConflictDoUpdate({ target: contentDraft.path, set: { body, updated_by: request.currentUser.id, updated_at: sql`now()` } });
        await recordAudit(tx, request, {
          action: 'variant.copy',
          target: { kind: 'variant', id: new_name, label: display_name },
          after: { copied_from: variant, variant_name: new_name, display_name },
        });
      });
      reply.status(201);
      return { message: t('api:content.variantCopied', { variant: new_name }) };
    },
  );

  app.put<{ Params: { variant: string }; Body: VariantModulesBody }>(
    '/variants/:variant/modules',
    {
      schema: {
        ...docs('PUT /content/variants/:variant/modules'),
        summary:
          "A variant's modules: order, enabled, admin_selectable (into the draft), if nobody changed them since the author loaded them",
        params: variantParams,
        body: variantModulesBody,
        response: { 200: contentDone, 409: modulesConflict },
      },
    },
    async (request) => {
      const { variant } = request.params;
      const { modules: wanted, base } = request.body;
      const path = variantPath(variant);
      await app.db.transaction(async (tx) => {
        const published = await latestVersion(tx);
        // As a text's save: the file's draft row made from the published file, then locked, so two saves take turns.
        if (published?.files[path] !== undefined)
          await tx
            .insert(contentDraft)
            .values({ path, body: published.files[path], updated_by: request.currentUser.id })
            .onConflictDoNothing();
        await tx.select({ path: contentDraft.path }).from(contentDraft).where(sql`${contentDraft.path} = ${path}`).for('update');
        const view = await draftView(tx);
        const file = view.files[path] as VariantDef | undefined;
        if (!file) throw notFound(t('api:content.variantNotFound', { variant }));
        const theirs = moduleSwitchesOf(file);
        if (base && !sameJson(base, theirs)) throw conflict(t('api:content.modulesConflict'), { yours: wanted, theirs });
        const names = file.modules.map((m) => m.module_name);
        const given = wanted.map((m) => m.module_name);
        if (given.length !== names.length || new Set(given).size !== given.length || !given.every((n) => names.includes(n)))
          throw unprocessable(t('api:content.modulesMismatch'));
        const body = {
          ...file,
          modules: wanted.map((w) => ({
            ...file.modules.find((m) => m.module_name === w.module_name)!,
            enabled: w.enabled,
            admin_selectable: w.admin_selectable,
          })),
        };
        await tx
          .insert(contentDraft)
          .values({ path, body, updated_by: request.currentUser.id })
          .onConflictDoUpdate({ target: contentDraft.path, set: { body, updated_by: request.currentUser.id, updated_at: sql`now()` } });
        const settings = (modules: typeof body.modules) =>
          Object.fromEntries(
            modules.map((m) => [m.module_name, { enabled: m.enabled !== false, admin_selectable: Boolean(m.admin_selectable) }]),
          );
        await recordAudit(tx, request, {
          action: 'variant.modules',
          target: { kind: 'variant', id: variant, label: file.display_name },
          before: { order: file.modules.map((m) => m.module_name), modules: settings(file.modules) },
          after: { order: body.modules.map((m) => m.module_name), modules: settings(body.modules) },
        });
      });
      return { message: t('api:content.modulesSaved') };
    },
  );

  app.get(
    '/draft',
    {
      schema: {
        ...docs('GET /content/draft'),
        summary: 'What the draft changes against the published version',
        response: { 200: draftDiff },
      },
    },
    async () => {
      const view = await draftView(app.db);
      const ids = [...new Set(view.rows.flatMap((r) => (r.updated_by === null ? [] : [r.updated_by])))];
      const emails = new Map(
        ids.length
          ? (await app.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => [
              u.id,
              u.email,
            ])
          : [],
      );
      return {
        published_version: view.published?.id ?? 0,
        changes: view.changes,
        files: view.rows.map((r) => ({
          path: r.path,
          updated_by: r.updated_by,
          updated_by_email: r.updated_by === null ? null : (emails.get(r.updated_by) ?? null),
          updated_at: r.updated_at.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/draft/impact',
    {
      schema: {
        ...docs('GET /content/draft/impact'),
        summary: "What publishing the draft would do to members' stored data",
        response: { 200: draftImpact },
      },
    },
    async () => ({ steps: await impactOfDraft(app) }),
  );

  app.delete(
    '/draft',
    { schema: { ...docs('DELETE /content/draft'), summary: 'Discard the draft', response: { 200: contentDone } } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const discarded = await tx.delete(contentDraft).returning({ path: contentDraft.path });
        if (discarded.length)
          await recordAudit(tx, request, {
            action: 'content.draft_discard',
            target: { kind: 'content', id: 'draft', label: null },
            before: { files: discarded.map((d) => d.path).sort() },
          });
      });
      return { message: t('api:content.draftDiscarded') };
    },
  );

  const answerVersion = async (id: number) => (await versionHistory(app.db, 1, id))[0]!;
  const recordPublication =
    (request: FastifyRequest, action: 'content.publish' | 'content.restore', note: string, restoredFrom?: number): OnPublished =>
    (tx, { id, previous, files }) =>
      recordAudit(tx, request, {
        action,
        target: { kind: 'content', id, label: note },
        before: { published_version: previous },
        after: { published_version: id, note, files, ...(restoredFrom === undefined ? {} : { restored_from: restoredFrom }) },
      });

  app.post<{ Body: PublishBody }>(
    '/publish',
    {
      schema: {
        ...docs('POST /content/publish'),
        summary: 'Publish the draft as a new version, served by every server process within 2 s',
        body: publishBody,
        response: { 201: published, 422: contentProblems },
      },
    },
    async (request, reply) => {
      const note = request.body.note.trim();
      const id = await publishDraft(app, request.currentUser.id, note, recordPublication(request, 'content.publish', note));
      reply.status(201);
      return { message: t('api:content.published', { id }), version: await answerVersion(id) };
    },
  );

  app.get(
    '/versions',
    { schema: { ...docs('GET /content/versions'), summary: 'The published versions, newest first', response: { 200: versionList } } },
    async () => versionHistory(app.db, 200),
  );

  app.post<{ Params: { id: number } }>(
    '/versions/:id/restore',
    {
      schema: {
        ...docs('POST /content/versions/:id/restore'),
        summary: 'Publish an earlier version again, as a new version',
        response: { 201: published, 422: contentProblems },
      },
    },
    async (request, reply) => {
      const restoredNote = t('api:content.restoredNote', { id: request.params.id });
      const onPublished = recordPublication(request, 'content.restore', restoredNote, request.params.id);
      const id = await restoreVersion(app, request.currentUser.id, request.params.id, onPublished);
      if (id === undefined) throw notFound(t('api:content.versionNotFound'));
      reply.status(201);
      return { message: t('api:content.published', { id }), version: await answerVersion(id) };
    },
  );
}
