import type { FastifyInstance } from 'fastify';
import { localePath, variantPath } from '../../../../content/content-set.js';
import { contentDone } from '../../../../contracts/content.js';
import {
  newStepBody,
  stepChangeBody,
  structureCreated,
  structureModuleParams,
  structureStepParams,
  type NewStepBody,
  type StepChangeBody,
} from '../../../../contracts/structure.js';
import { newStepFiles, withNewStep, withoutStep, withStepChanged } from '../../../../engine/step-editor/structure.js';
import { stepRoute } from '../../../../engine/variants/module-view.js';
import type { VariantDef } from '../../../../engine/variants/index.js';
import { t } from '../../../i18n.js';
import { changeStructure } from './change-structure.js';
import { moduleOf, stepFile, stepNames, withTexts } from './draft-files.js';
import { docs, type ModuleParams, type StepParams } from './route-parts.js';

/** A step made in a module with its files and texts, a step changed or moved, a step taken out of its variant. */
export default async function stepRoutes(app: FastifyInstance) {
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
