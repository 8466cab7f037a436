import type { JsonSchema, RawSchemaError, SchemaCheck, StepRules } from '../../engine/steps';

/** A precompiled ajv validator: a plain function, no eval (compiled on the server, src/content/step-module-code.ts). */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: RawSchemaError[] | null;
}

/** What a step's module exports (`/api/content/versions/{id}/steps/{module}/{step}.js`, and the step preview's). */
export interface StepModule {
  definition: {
    module: string;
    step: string;
    /** The draft schema with $id "draft": what the form renders; undefined for a reading step. */
    schema?: JsonSchema;
    ui: JsonSchema;
    rules: StepRules;
  };
  validators: { full?: PrecompiledValidator; draft?: PrecompiledValidator };
  /** Condition schemas (JSON text) → validator, for reveal rules, counts and watched selections. */
  conditions: Record<string, PrecompiledValidator>;
}

/** The engine's schema check over a module's precompiled conditions (a schema not among them holds for nothing). */
export const conditionCheck =
  (module: StepModule): SchemaCheck =>
  (schema, value) =>
    module.conditions[JSON.stringify(schema)]?.(value) ?? false;
