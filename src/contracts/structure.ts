/**
 * The studio's structure routes (/api/admin/content/variants/:variant/…): a variant's modules and
 * steps as the 'Struktura' section shows them, new modules and steps, a step's place, name and
 * address, a module's prerequisites, a step taken out of a variant. Each change is written into
 * the draft; a refusal (a name, an endpoint or an address already taken) is the handler's, in Czech.
 */
import type { Static } from './json-schema.js';

const name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,99}$', maxLength: 100 } as const;
const displayName = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' } as const;
const description = { type: 'string', maxLength: 1000 } as const;
const icon = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,49}$', description: 'a lucide icon name, e.g. "workflow"' } as const;
const requires = {
  type: 'array',
  maxItems: 50,
  items: name,
  description: 'modules of the variant a member completes first',
} as const;
const route = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]{0,59}$',
  description: "the member's address after the module's segment: 'mapa' for /procesy/mapa",
} as const;
const position = { type: 'integer', minimum: 0, maximum: 200, description: "the step's place in the module's order, from 0" } as const;
const message = { type: 'string', description: 'the Czech text the studio shows' } as const;
/** A text in Czech and in English (the English may wait: empty). */
const bilingual = <T extends { type: 'string' }>(text: T) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['cs', 'en'],
    properties: { cs: text, en: { type: 'string', maxLength: 1000 } },
  }) as const;

export const structureModuleParams = {
  type: 'object',
  required: ['variant', 'module'],
  properties: { variant: name, module: name },
} as const;

export const structureStepParams = {
  type: 'object',
  required: ['variant', 'module', 'step'],
  properties: { variant: name, module: name, step: name },
} as const;

export const newModuleBody = {
  title: 'NewModuleBody',
  description: 'A module at the end of the variant; its name (folder, addresses) is made from the Czech display name.',
  type: 'object',
  additionalProperties: false,
  required: ['display_name', 'description', 'icon', 'admin_selectable', 'requires'],
  properties: {
    display_name: bilingual(displayName),
    description: bilingual(description),
    icon,
    admin_selectable: { type: 'boolean', description: 'true: only members an administrator grants it to have it' },
    requires,
  },
} as const;
export type NewModuleBody = Static<typeof newModuleBody>;

export const moduleChangeBody = {
  title: 'ModuleChangeBody',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    display_name: displayName,
    description,
    icon,
    admin_selectable: { type: 'boolean' },
    requires,
  },
} as const;
export type ModuleChangeBody = Static<typeof moduleChangeBody>;

export const newStepBody = {
  title: 'NewStepBody',
  description:
    "A step in a module: its name and API endpoint are made from the Czech display name; 'form' starts with no fields (the step editor adds them), 'reading' is a page to read and complete.",
  type: 'object',
  additionalProperties: false,
  required: ['display_name', 'description', 'kind'],
  properties: {
    display_name: bilingual(displayName),
    description: bilingual(description),
    route,
    position,
    kind: { type: 'string', enum: ['form', 'reading'] },
  },
} as const;
export type NewStepBody = Static<typeof newStepBody>;

export const stepChangeBody = {
  title: 'StepChangeBody',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { display_name: displayName, description, route, position },
} as const;
export type StepChangeBody = Static<typeof stepChangeBody>;

const structureStep = {
  type: 'object',
  additionalProperties: false,
  required: ['step_name', 'endpoint', 'display_name', 'description', 'route', 'kind', 'in_preparation'],
  properties: {
    step_name: { type: 'string' },
    endpoint: { type: 'string' },
    display_name: { type: 'string' },
    description: { type: 'string' },
    route: { type: 'string', description: "the member's whole address, '/procesy/mapa'" },
    kind: { type: 'string', enum: ['form', 'reading', 'none'], description: "'none': no files yet" },
    in_preparation: { type: 'boolean' },
  },
} as const;

export const variantStructure = {
  title: 'VariantStructure',
  description: "A variant's modules and steps as the draft has them, in order.",
  type: 'object',
  additionalProperties: false,
  required: ['variant_name', 'display_name', 'modules'],
  properties: {
    variant_name: { type: 'string' },
    display_name: { type: 'string' },
    modules: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['module_name', 'display_name', 'description', 'icon', 'enabled', 'admin_selectable', 'requires', 'steps'],
        properties: {
          module_name: { type: 'string' },
          display_name: { type: 'string' },
          description: { type: 'string' },
          icon: { type: 'string' },
          enabled: { type: 'boolean' },
          admin_selectable: { type: 'boolean' },
          requires: { type: 'array', items: { type: 'string' } },
          steps: { type: 'array', items: structureStep },
        },
      },
    },
  },
} as const;
export type VariantStructure = Static<typeof variantStructure>;

export const structureCreated = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'name'],
  properties: { message, name: { type: 'string', description: 'the new module_name or step_name' } },
} as const;
export type StructureCreated = Static<typeof structureCreated>;
