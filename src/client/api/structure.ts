import type {
  ModuleChangeBody,
  NewModuleBody,
  NewStepBody,
  StepChangeBody,
  StructureCreated,
  VariantStructure,
} from '../../contracts/structure';
import { api, apiUrl } from './client';

export type { VariantStructure } from '../../contracts/structure';

/** The studio's structure calls (docs/admin-api.md, "content"): a variant's modules and steps, changed in the draft. */
const variantUrl = (variant: string, path = '') => apiUrl(`/api/admin/content/variants/${encodeURIComponent(variant)}${path}`);
const moduleUrl = (variant: string, module: string) => variantUrl(variant, `/modules/${encodeURIComponent(module)}`);
const stepUrl = (variant: string, module: string, step: string) => `${moduleUrl(variant, module)}/steps/${encodeURIComponent(step)}`;

interface Done {
  message: string;
}

export const getStructure = (variant: string) => api.get(variantUrl(variant, '/structure')).json<VariantStructure>();
export const createModule = (variant: string, body: NewModuleBody) =>
  api.post(variantUrl(variant, '/modules'), { json: body }).json<StructureCreated>();
export const changeModule = (variant: string, module: string, body: ModuleChangeBody) =>
  api.patch(moduleUrl(variant, module), { json: body }).json<Done>();
export const createStep = (variant: string, module: string, body: NewStepBody) =>
  api.post(`${moduleUrl(variant, module)}/steps`, { json: body }).json<StructureCreated>();
export const changeStep = (variant: string, module: string, step: string, body: StepChangeBody) =>
  api.patch(stepUrl(variant, module, step), { json: body }).json<Done>();
export const removeStep = (variant: string, module: string, step: string) => api.delete(stepUrl(variant, module, step)).json<Done>();
