import type { JsonSchema, RawSchemaError, SchemaCheck, StepRules } from '../../engine/steps';

/** A precompiled ajv validator: a plain function, no eval (built by scripts/vite/step-definitions-plugin.ts). */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: RawSchemaError[] | null;
}

/** What `virtual:step/<module>/<step>` exports. */
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
