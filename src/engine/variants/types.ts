/** A step as a variant file lists it (step-schemas/variants/<variant>.json). */
export interface VariantStepDef {
  step_name: string;
  /** API slug: /api/<module-with-dashes>/<endpoint>. */
  endpoint: string;
  route_path?: string;
  /** Other addresses that show this step (the intro's welcome also answers at /intro). */
  route_aliases?: string[];
  /** Old addresses that redirect to this step (/people/team-roles-revision → /people/roles). */
  redirect_from?: string[];
  /** Further API paths, under /api, that complete this step (the intro's POST /api/intro/complete). */
  complete_aliases?: string[];
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
  /** Where the module's card and "continue" lead instead of its workflow (the intro: /intro). */
  entry_route?: string;
  /** An address that opens the module's first step not completed, or its workflow when all are (/people/questionnaire). */
  resume_route?: string;
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

/** When each completed step was completed (ISO 8601), per module and step. */
export type CompletionDates = ReadonlyMap<string, ReadonlyMap<string, string>>;
