import type { FastifyInstance } from 'fastify';
import { variantPath } from '../../../../content/content-set.js';
import { variantParams } from '../../../../contracts/content.js';
import { variantStructure } from '../../../../contracts/structure.js';
import { stepRoute } from '../../../../engine/variants/module-view.js';
import type { VariantDef } from '../../../../engine/variants/index.js';
import { notFound } from '../../../http-error.js';
import { t } from '../../../i18n.js';
import { draftView } from '../../../content/store.js';
import { stepFile } from './draft-files.js';
import { docs, type VariantParams } from './route-parts.js';

/** A variant's modules and steps as the studio's 'Struktura' shows them, each step with the kind its files make it. */
export default async function variantStructureRoutes(app: FastifyInstance) {
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
}
