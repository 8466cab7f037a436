import type { FastifyInstance } from 'fastify';
import { localePath, variantPath } from '../../../../content/content-set.js';
import { contentDone, variantParams } from '../../../../contracts/content.js';
import {
  moduleChangeBody,
  newModuleBody,
  structureCreated,
  structureModuleParams,
  type ModuleChangeBody,
  type NewModuleBody,
} from '../../../../contracts/structure.js';
import { withModuleChanged, withNewModule } from '../../../../engine/step-editor/structure.js';
import { t } from '../../../i18n.js';
import { changeStructure } from './change-structure.js';
import { moduleNames, moduleOf, withTexts } from './draft-files.js';
import { docs, type ModuleParams, type VariantParams } from './route-parts.js';

/** A module made at the end of a variant, and a module's names, icon, switch or prerequisites changed. */
export default async function moduleRoutes(app: FastifyInstance) {
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
}
