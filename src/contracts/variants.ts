/**
 * The signed-in member's variant, modules, steps and progress (/api/variants/*, /api/progress). The
 * engine builds these answers (src/engine/variants, ModuleView and StepView); the routes' return
 * types are checked against the types derived here, so the two cannot part.
 */
import type { Static } from './json-schema.js';

const text = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const names = { type: 'array', items: text } as const;

// Requests

/** Path parameters; they arrive as strings. */
export const moduleStepsParams = {
  type: 'object',
  properties: { variant: { type: 'string', maxLength: 100 }, module: { type: 'string', maxLength: 100 } },
} as const;

// Answers

export const STEP_STATUSES = ['completed', 'available', 'locked'] as const;

export const stepView = {
  title: 'Step',
  type: 'object',
  additionalProperties: false,
  required: ['step_name', 'display_name', 'completed', 'active', 'status', 'endpoint', 'in_preparation'],
  properties: {
    step_name: text,
    display_name: text,
    completed: { type: 'boolean' },
    active: { type: 'boolean', description: 'work on the step is saved, but it is not completed' },
    completed_at: { type: 'string', format: 'date-time', description: 'when a completed step was completed' },
    status: {
      type: 'string',
      enum: STEP_STATUSES,
      description: 'the first step is available, each next one once the one before is completed',
    },
    route_path: { ...text, description: "the page's route; /<module-with-dashes>/<step-with-dashes> when absent" },
    route_aliases: names,
    redirect_from: names,
    endpoint: { ...text, description: "the step's data lives at /api/<module-with-dashes>/<endpoint>" },
    description: text,
    icon: { ...text, description: 'a lucide icon name' },
    duration: text,
    difficulty: text,
    in_preparation: { type: 'boolean', description: 'shown, but its content is not written yet: it cannot be opened' },
    reopened: {
      type: 'object',
      additionalProperties: false,
      required: ['by', 'display_name', 'at'],
      description: 'a completed step reopened because a step it builds on changed',
      properties: {
        by: { ...text, description: '"<module>/<step>" of the step whose change reopened it' },
        display_name: text,
        at: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const;

export const moduleProgress = {
  title: 'ModuleProgress',
  type: 'object',
  additionalProperties: false,
  required: [
    'module_name',
    'display_name',
    'is_enabled',
    'locked_by_prerequisites',
    'completed_steps',
    'total_steps',
    'progress_percentage',
  ],
  properties: {
    module_name: text,
    display_name: text,
    description: text,
    icon: { ...text, description: 'a lucide icon name' },
    entry_route: { ...text, description: "where the module's card leads instead of its workflow" },
    resume_route: { ...text, description: "the address that leads to the module's first step not completed" },
    is_enabled: { type: 'boolean', description: 'false: shown as unavailable' },
    locked_by_prerequisites: { type: 'boolean', description: 'a module it requires is not completed' },
    completed_steps: count,
    total_steps: count,
    progress_percentage: { type: 'integer', minimum: 0, maximum: 100 },
  },
} as const;

export const moduleView = {
  ...moduleProgress,
  title: 'Module',
  description: 'ModuleProgress with its steps.',
  required: [...moduleProgress.required, 'steps'],
  properties: { ...moduleProgress.properties, steps: { type: 'array', items: stepView } },
} as const;

const modules = { type: 'array', items: moduleView } as const;
const overall = { type: 'integer', minimum: 0, maximum: 100, description: 'over the enabled modules' } as const;

export const myVariant = {
  type: 'object',
  additionalProperties: false,
  required: ['variant_name', 'display_name', 'description', 'version', 'content_version', 'modules'],
  properties: {
    variant_name: text,
    display_name: text,
    description: { type: ['string', 'null'] },
    version: text,
    content_version: {
      type: 'integer',
      minimum: 1,
      description: 'the published content version the server answers with: the step modules and texts of /api/content/versions/<it>/…',
    },
    modules: { ...modules, description: "the modules the member sees, in the variant file's order" },
  },
} as const;

export const variantProgress = {
  type: 'object',
  additionalProperties: false,
  required: ['user_variants'],
  properties: {
    user_variants: {
      type: 'array',
      description: 'the variant in force, or none',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['variant_name', 'overall_progress_percentage', 'modules'],
        properties: { variant_name: text, overall_progress_percentage: overall, modules },
      },
    },
  },
} as const;

export const moduleSteps = {
  type: 'object',
  additionalProperties: false,
  required: ['variant_name', 'module_name', 'steps'],
  properties: { variant_name: text, module_name: text, steps: { type: 'array', items: stepView } },
} as const;

export const firstStepRoute = {
  type: 'object',
  additionalProperties: false,
  required: ['route'],
  properties: { route: { ...text, description: 'the current step of the first open module; /home when nothing is left' } },
} as const;

export const progress = {
  type: 'object',
  additionalProperties: false,
  required: ['variant_name', 'overall_progress_percentage', 'completed_steps', 'total_steps', 'modules'],
  properties: {
    variant_name: { type: ['string', 'null'] },
    overall_progress_percentage: overall,
    completed_steps: { ...count, description: 'over the enabled modules' },
    total_steps: { ...count, description: 'over the enabled modules' },
    modules: { type: 'array', items: moduleProgress },
  },
} as const;

export type StepStatus = (typeof STEP_STATUSES)[number];
export type StepInfo = Static<typeof stepView>;
export type ModuleInfo = Static<typeof moduleView>;
export type MyVariant = Static<typeof myVariant>;
export type VariantProgress = Static<typeof variantProgress>;
export type ModuleSteps = Static<typeof moduleSteps>;
export type FirstStepRoute = Static<typeof firstStepRoute>;
export type Progress = Static<typeof progress>;
