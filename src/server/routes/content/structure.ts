import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { localePath, variantPath, withText, type ContentFiles } from '../../../content/content-set.js';
import { contentDone } from '../../../contracts/content.js';
import {
  moduleChangeBody,
  newModuleBody,
  newStepBody,
  stepChangeBody,
  structureCreated,
  structureModuleParams,
  structureStepParams,
  variantStructure,
  type ModuleChangeBody,
  type NewModuleBody,
  type NewStepBody,
  type StepChangeBody,
} from '../../../contracts/structure.js';
import { variantParams } from '../../../contracts/content.js';
import {
  newStepFiles,
  StructureError,
  withModuleChanged,
  withNewModule,
  withNewStep,
  withoutStep,
  withStepChanged,
} from '../../../engine/step-editor/structure.js';
import { stepRoute } from '../../../engine/variants/module-view.js';
import type { VariantDef } from '../../../engine/variants/index.js';
import type { AuditAction } from '../../../contracts/audit.js';
import type { Db } from '../../db/open.js';
import { contentDraft } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../http-error.js';
import { t } from '../../i18n.js';
import { draftView, latestVersion } from '../../content/store.js';
import { recordAudit } from '../../services/audit-log.js';
import { ADMIN_TAG } from '../admin/docs.js';
import { STUDIO_DESCRIPTIONS } from './docs.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type VariantParams = { variant: string };
type ModuleParams = VariantParams & { module: string };
type StepParams = ModuleParams & { step: string };

const docs = (operation: keyof typeof STUDIO_DESCRIPTIONS) => ({ tags: [ADMIN_TAG.content], description: STUDIO_DESCRIPTIONS[operation] });

/** A refusal of the engine in Czech: a clash is a 409, the rest a 422 (an unknown module or step: 404). */
function answer(err: unknown): never {
  if (!(err instanceof StructureError)) throw err;
  const detail = t(`api:structure.${err.code}`, err.params);
  if (err.code === 'unknownModule' || err.code === 'unknownStep') throw notFound(detail);
  if (['moduleTaken', 'stepTaken', 'endpointTaken', 'routeTaken'].includes(err.code)) throw conflict(detail);
  throw unprocessable(detail);
}

const stepFile = (module: string, step: string, kind: string) => `step-schemas/${module}/${step}.${kind}.json`;

/**
 * One change of structure in a transaction: the variant file's draft row (made from the published
 * file first) locked, so two changes take turns; `change` gets the draft as it is and answers the
 * files to write and what the audit trail records.
 */
async function changeStructure<T>(
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

/** A namespace's file with texts set at dotted keys (a copy; the file made when the draft has none). */
function withTexts(file: unknown, texts: Record<string, string>): Record<string, unknown> {
  let out = (file && typeof file === 'object' ? file : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(texts)) out = withText(out, key, value) ?? out;
  return out;
}

/** The module names the content's files use (folders of step files, every variant's modules): a new module takes none of them. */
function moduleNames(files: ContentFiles): Set<string> {
  const names = new Set<string>();
  for (const [p, body] of Object.entries(files)) {
    const step = /^step-schemas\/([^/]+)\/[^/]+\.json$/.exec(p);
    if (step && step[1] !== 'variants') names.add(step[1]!);
    const variant = body as VariantDef | undefined;
    if (/^step-schemas\/variants\//.test(p) && Array.isArray(variant?.modules)) for (const m of variant.modules) names.add(m.module_name);
  }
  return names;
}

/** The step names a module's folder has files for. */
const stepNames = (files: ContentFiles, module: string) =>
  new Set(
    Object.keys(files).flatMap((p) => {
      const m = new RegExp(`^step-schemas/${module}/([^/.]+)\\.(rules|schema|ui)\\.json$`).exec(p);
      return m ? [m[1]!] : [];
    }),
  );

const moduleOf = (variant: VariantDef, name: string) => variant.modules.find((m) => m.module_name === name);

/** The studio's 'Struktura' (/api/admin/content/variants/:variant/…): modules and steps made, moved, renamed and taken out. */
export default async function contentStructureRoutes(app: FastifyInstance) {
  app.get<{ Params: VariantParams }>(
    '/variants/:variant/structure',
    {
      schema: {
        ...docs('GET /content/variants/:variant/structure'),
        summary: "A variant's modules and steps, in order, as the draft has them",
        params: variantParams,
        response: { 200: variantStructure },
      },
    },
    async (request) => {
      const view = await draftView(app.db);
      const variant = view.files[variantPath(request.params.variant)] as VariantDef | undefined;
      if (!variant || !Array.isArray(variant.modules))
        throw notFound(t('api:content.variantNotFound', { variant: request.params.variant }));
      return {
        variant_name: variant.variant_name,
        display_name: variant.display_name,
        modules: variant.modules.map((m) => ({
          module_name: m.module_name,
          display_name: m.display_name,
          description: m.description ?? '',
          icon: m.icon ?? '',
          enabled: m.enabled !== false,
          admin_selectable: Boolean(m.admin_selectable),
          requires: m.requires ?? [],
          steps: m.steps.map((s) => {
            const has = (kind: string) => view.files[stepFile(m.module_name, s.step_name, kind)] !== undefined;
            return {
              step_name: s.step_name,
              endpoint: s.endpoint,
              display_name: s.display_name,
              description: s.description ?? '',
              route: stepRoute(m.module_name, s),
              kind: has('schema') ? 'form' : has('rules') ? 'reading' : 'none',
              in_preparation: Boolean(s.in_preparation),
            };
          }),
        })),
      };
    },
  );

  app.post<{ Params: VariantParams; Body: NewModuleBody }>(
    '/variants/:variant/modules',
    {
      schema: {
        ...docs('POST /content/variants/:variant/modules'),
        summary: 'A new module at the end of a variant (into the draft)',
        params: variantParams,
        body: newModuleBody,
        response: { 201: structureCreated },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { variant } = request.params;
      const name = await changeStructure(app, request, variant, (file, files) => {
        const made = withNewModule(
          file,
          {
            display_name: body.display_name.cs.trim(),
            description: body.description.cs.trim(),
            icon: body.icon,
            admin_selectable: body.admin_selectable,
            requires: body.requires,
          },
          moduleNames(files),
        );
        const en = localePath('en', `variants/${variant}`);
        const english = Object.fromEntries(
          [
            [`modules.${made.module_name}.display_name`, body.display_name.en.trim()],
            [`modules.${made.module_name}.description`, body.description.en.trim()],
          ].filter(([, v]) => v),
        );
        const added = made.variant.modules.at(-1);
        return {
          writes: {
            [variantPath(variant)]: made.variant,
            ...(Object.keys(english).length ? { [en]: withTexts(files[en], english) } : {}),
          },
          audit: { action: 'content.module_create', id: `${variant}/${made.module_name}`, label: body.display_name.cs, after: added },
          result: made.module_name,
        };
      });
      reply.status(201);
      return { message: t('api:structure.moduleCreated', { module: body.display_name.cs.trim() }), name };
    },
  );

  app.patch<{ Params: ModuleParams; Body: ModuleChangeBody }>(
    '/variants/:variant/modules/:module',
    {
      schema: {
        ...docs('PATCH /content/variants/:variant/modules/:module'),
        summary: "A module's names, icon, switch or prerequisites (into the draft)",
        params: structureModuleParams,
        body: moduleChangeBody,
        response: { 200: contentDone },
      },
    },
    async (request) => {
      const { variant, module } = request.params;
      const change = { ...request.body, ...(request.body.display_name ? { display_name: request.body.display_name.trim() } : {}) };
      await changeStructure(app, request, variant, (file) => {
        const changed = withModuleChanged(file, module, change);
        const before = moduleOf(file, module)!;
        const pick = (m: object) => Object.fromEntries(Object.keys(change).map((k) => [k, (m as Record<string, unknown>)[k] ?? null]));
        return {
          writes: { [variantPath(variant)]: changed },
          audit: {
            action: 'content.module_update',
            id: `${variant}/${module}`,
            label: before.display_name,
            before: pick(before),
            after: pick(moduleOf(changed, module)!),
          },
          result: undefined,
        };
      });
      return { message: t('api:structure.moduleSaved') };
    },
  );

  app.post<{ Params: ModuleParams; Body: NewStepBody }>(
    '/variants/:variant/modules/:module/steps',
    {
      schema: {
        ...docs('POST /content/variants/:variant/modules/:module/steps'),
        summary: 'A new step in a module, its files and texts (into the draft)',
        params: structureModuleParams,
        body: newStepBody,
        response: { 201: structureCreated },
      },
    },
    async (request, reply) => {
      const { variant, module } = request.params;
      const body = request.body;
      const name = await changeStructure(app, request, variant, (file, files) => {
        const made = withNewStep(
          file,
          module,
          {
            display_name: body.display_name.cs.trim(),
            description: body.description.cs.trim(),
            route: body.route,
            position: body.position,
            kind: body.kind,
          },
          stepNames(files, module),
        );
        const step = made.step.step_name;
        const stepFiles = newStepFiles(module, step, body.kind, body.description.cs.trim() !== '');
        const texts = (lng: 'cs' | 'en') => {
          const path = localePath(lng, `steps/${module}`);
          const title = body.display_name[lng].trim();
          const description = body.description[lng].trim();
          const set = Object.fromEntries(
            [
              [`${step}.title`, title],
              [`${step}.description`, description ? `<p>${escapeHtml(description)}</p>` : ''],
            ].filter(([, v]) => v),
          );
          return [path, withTexts(files[path], set)] as const;
        };
        return {
          writes: {
            [variantPath(variant)]: made.variant,
            [stepFile(module, step, 'rules')]: stepFiles.rules,
            ...(stepFiles.schema ? { [stepFile(module, step, 'schema')]: stepFiles.schema } : {}),
            ...(stepFiles.ui ? { [stepFile(module, step, 'ui')]: stepFiles.ui } : {}),
            ...Object.fromEntries([texts('cs'), texts('en')]),
          },
          audit: {
            action: 'content.step_create',
            id: `${variant}/${module}/${step}`,
            label: body.display_name.cs,
            after: { ...made.step, kind: body.kind },
          },
          result: step,
        };
      });
      reply.status(201);
      return { message: t('api:structure.stepCreated', { step: body.display_name.cs.trim() }), name };
    },
  );

  app.patch<{ Params: StepParams; Body: StepChangeBody }>(
    '/variants/:variant/modules/:module/steps/:step',
    {
      schema: {
        ...docs('PATCH /content/variants/:variant/modules/:module/steps/:step'),
        summary: "A step's display name, description, address or place in its module (into the draft)",
        params: structureStepParams,
        body: stepChangeBody,
        response: { 200: contentDone },
      },
    },
    async (request) => {
      const { variant, module, step } = request.params;
      const change = { ...request.body, ...(request.body.display_name ? { display_name: request.body.display_name.trim() } : {}) };
      await changeStructure(app, request, variant, (file) => {
        const changed = withStepChanged(file, module, step, change);
        const summary = (v: VariantDef) => {
          const m = moduleOf(v, module)!;
          const s = m.steps.find((x) => x.step_name === step)!;
          return {
            display_name: s.display_name,
            description: s.description ?? null,
            route: stepRoute(module, s),
            position: m.steps.indexOf(s),
          };
        };
        return {
          writes: { [variantPath(variant)]: changed },
          audit: {
            action: 'content.step_update',
            id: `${variant}/${module}/${step}`,
            label: summary(changed).display_name,
            before: summary(file),
            after: summary(changed),
          },
          result: undefined,
        };
      });
      return { message: t('api:structure.stepSaved') };
    },
  );

  app.delete<{ Params: StepParams }>(
    '/variants/:variant/modules/:module/steps/:step',
    {
      schema: {
        ...docs('DELETE /content/variants/:variant/modules/:module/steps/:step'),
        summary: "A step taken out of a variant (into the draft); its files and members' data stay",
        params: structureStepParams,
        response: { 200: contentDone },
      },
    },
    async (request) => {
      const { variant, module, step } = request.params;
      await changeStructure(app, request, variant, (file) => {
        const removed = moduleOf(file, module)?.steps.find((s) => s.step_name === step);
        return {
          writes: { [variantPath(variant)]: withoutStep(file, module, step) },
          audit: {
            action: 'content.step_remove',
            id: `${variant}/${module}/${step}`,
            label: removed?.display_name ?? step,
            before: removed,
          },
          result: undefined,
        };
      });
      return { message: t('api:structure.stepRemoved') };
    },
  );
}

/** A description typed as plain text becomes the step's HTML description: its markup characters written out. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
