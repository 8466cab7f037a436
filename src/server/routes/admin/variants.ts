import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { variants } from '../../db/schema.js';
import { notFound } from '../../http-error.js';
import { t } from '../../i18n.js';
import { variantContentNames } from '../../../content/variant-content.js';
import type { VariantDef } from '../../../engine/variants/index.js';
import { consistencyReport, variantDetails, variantList, variantParams } from '../../../contracts/admin.js';
import { ADMIN_TAG, adminDocs } from './docs.js';

type VariantRow = typeof variants.$inferSelect;

function summary(row: VariantRow, withContent: ReadonlySet<string>) {
  const def = row.definition as VariantDef;
  return {
    variant_name: row.variant_name,
    display_name: row.display_name,
    description: row.description,
    version: row.version,
    module_count: def.modules.length,
    step_count: def.modules.reduce((n, m) => n + m.steps.length, 0),
    has_frontend_content: withContent.has(row.variant_name),
  };
}

/** The variants as the database holds them ("backend") against the client's content bundles ("frontend"). */
export default async function variantRoutes(app: FastifyInstance) {
  const storedVariants = () => app.db.select().from(variants).orderBy(asc(variants.variant_name));

  app.get(
    '/variants/detailed',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.variants, 'GET /variants/detailed'),
        summary: 'List the stored variants with their module and step counts',
        response: { 200: variantList },
      },
    },
    async () => {
      const withContent = new Set(variantContentNames());
      return (await storedVariants()).map((row) => summary(row, withContent));
    },
  );

  app.get(
    '/variants/consistency',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.variants, 'GET /variants/consistency'),
        summary: 'Compare the stored variants with the content bundles',
        response: { 200: consistencyReport },
      },
    },
    async () => {
      const backend = (await storedVariants()).map((row) => row.variant_name);
      const frontend = variantContentNames();
      const inFrontend = new Set(frontend);
      const inBackend = new Set(backend);
      const common = backend.filter((name) => inFrontend.has(name));
      const union = new Set([...backend, ...frontend]).size;
      return {
        backend_variants: backend,
        frontend_variants: frontend,
        common_variants: common,
        only_in_backend: backend.filter((name) => !inFrontend.has(name)),
        only_in_frontend: frontend.filter((name) => !inBackend.has(name)),
        consistency_score: union === 0 ? 100 : Math.round((common.length / union) * 100),
      };
    },
  );

  app.get<{ Params: { variant_name: string } }>(
    '/variants/:variant_name/details',
    {
      schema: {
        ...adminDocs(ADMIN_TAG.variants, 'GET /variants/:variant_name/details'),
        summary: 'One stored variant with its modules and steps',
        params: variantParams,
        response: { 200: variantDetails },
      },
    },
    async (request) => {
      const [row] = await app.db.select().from(variants).where(eq(variants.variant_name, request.params.variant_name));
      if (!row) throw notFound(t('api:admin.variantNotFound'));
      const base = summary(row, new Set(variantContentNames()));
      const def = row.definition as VariantDef;
      return {
        ...base,
        total_modules: base.module_count,
        total_steps: base.step_count,
        modules: def.modules.map((m) => ({
          module_name: m.module_name,
          display_name: m.display_name,
          description: m.description ?? null,
          icon: m.icon ?? null,
          is_enabled: m.enabled,
          admin_selectable: m.admin_selectable,
          steps: m.steps.map((s) => ({
            step_name: s.step_name,
            display_name: s.display_name,
            route_path: s.route_path ?? null,
            endpoint: s.endpoint,
          })),
        })),
      };
    },
  );
}
