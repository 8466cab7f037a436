/** A step as a variant file lists it (step-schemas/variants/<variant>.json). */
export interface VariantStepDef {
  step_name: string;
  /** API slug: /api/<module-with-dashes>/<endpoint>. */
  endpoint: string;
  route_path?: string;
  display_name: string;
  description?: string;
  icon?: string;
  duration?: string;
  difficulty?: string;
  /** Listed before its files are written: members see 'Připravuje se' and cannot open it. */
  in_preparation?: boolean;
}

export interface VariantModuleDef {
  module_name: string;
  display_name: string;
  description?: string;
  icon?: string;
  /** people, process, sales: shown only when also in the user's module list. */
  admin_selectable: boolean;
  /** false shows the module as 'Nedostupné'. */
  enabled: boolean;
  /** Modules that must be completed first ('Uzamčeno' until then). */
  requires: string[];
  steps: VariantStepDef[];
}

export interface VariantDef {
  variant_name: string;
  display_name: string;
  description?: string;
  version: string;
  modules: VariantModuleDef[];
}

export type StepStatus = 'completed' | 'available' | 'locked';

/** Names of the completed steps, per module. */
export type CompletedSteps = ReadonlyMap<string, ReadonlySet<string>>;
