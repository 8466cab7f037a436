import type { JsonSchema, RawSchemaError, StepRules } from '../../engine/steps';

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
  /** Condition schemas (JSON text) → validator, for reveal rules. */
  conditions: Record<string, PrecompiledValidator>;
}
