import type { JsonSchema, StepRules } from '../steps/types.js';
import { stepRoute } from '../variants/module-view.js';
import type { VariantDef, VariantModuleDef, VariantStepDef } from '../variants/types.js';

/**
 * A variant's structure as the studio changes it (issue 33, item 1): new modules, new steps, a
 * step's place, name and address, a module's prerequisites. Each operation takes the variant file
 * and returns a changed copy, or throws a StructureError the server answers in Czech.
 */

/** Why a change of structure is refused: a code the server words in Czech, with what it names. */
export class StructureError extends Error {
  constructor(
    readonly code:
      | 'noName'
      | 'reservedName'
      | 'moduleTaken'
      | 'stepTaken'
      | 'endpointTaken'
      | 'routeTaken'
      | 'unknownModule'
      | 'unknownStep'
      | 'unknownRequire'
      | 'requireCycle',
    readonly params: Record<string, string> = {},
  ) {
    super(code);
  }
}

/**
 * First segments the app and its API use themselves: a module of that name would have its pages
 * or its API hidden behind theirs (/admin, /api/variants/…).
 */
export const RESERVED_NAMES: readonly string[] = [
  'admin',
  'api',
  'home',
  'about',
  'about-us',
  'unauthorized',
  'privacy-policy',
  'terms-of-service',
  'obnova-hesla',
  'healthz',
  'assets',
  'onboarding',
  'variants',
  'content',
  'progress',
  'workflow',
  'results',
  'complete',
];

const NAME_MAX = 40;

/**
 * A name for files and addresses made from a Czech display name: 'Mapa procesů' → 'mapa_procesu'
 * (or 'mapa-procesu' with '-'); '' when nothing of it is a letter or digit. A name starts with a letter.
 */
export function nameFromDisplay(display: string, separator: '_' | '-' = '_'): string {
  const words = display
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let name = '';
  for (const word of words) {
    const next = name ? `${name}${separator}${word}` : word;
    if (next.length > NAME_MAX) break;
    name = next;
  }
  if (!name && words[0]) name = words[0].slice(0, NAME_MAX);
  return /^[0-9]/.test(name) ? `m${separator}${name}`.slice(0, NAME_MAX) : name;
}

const slugOf = (moduleName: string) => moduleName.replaceAll('_', '-');

/** The member's address of a step from the part after its module's segment: ('procesy', 'mapa') → '/procesy/mapa'. */
const routeFor = (moduleName: string, route: string) => `/${slugOf(moduleName)}/${route}`;

/** Every address of the variant's pages and who holds it (a step's route, aliases and redirects, a workflow, a resume route). */
function addressesOf(variant: VariantDef): Map<string, string> {
  const taken = new Map<string, string>();
  for (const m of variant.modules) {
    taken.set(`/${slugOf(m.module_name)}/workflow`, m.module_name);
    if (m.resume_route) taken.set(m.resume_route, m.module_name);
    for (const s of m.steps)
      for (const a of [stepRoute(m.module_name, s), ...(s.route_aliases ?? []), ...(s.redirect_from ?? [])])
        taken.set(a, `${m.module_name}/${s.step_name}`);
  }
  return taken;
}

function requireModule(variant: VariantDef, moduleName: string): VariantModuleDef {
  const module = variant.modules.find((m) => m.module_name === moduleName);
  if (!module) throw new StructureError('unknownModule', { module: moduleName });
  return module;
}

function requireStep(module: VariantModuleDef, stepName: string): VariantStepDef {
  const step = module.steps.find((s) => s.step_name === stepName);
  if (!step) throw new StructureError('unknownStep', { step: `${module.module_name}/${stepName}` });
  return step;
}

/** A route tail the studio accepts: one segment of lowercase letters, digits and dashes, not one the app uses. */
function checkRoute(variant: VariantDef, moduleName: string, tail: string, owner: string): string {
  if (!/^[a-z][a-z0-9-]{0,59}$/.test(tail)) throw new StructureError('noName', { what: tail });
  if (RESERVED_NAMES.includes(tail)) throw new StructureError('reservedName', { name: tail });
  const route = routeFor(moduleName, tail);
  const holder = addressesOf(variant).get(route);
  if (holder && holder !== owner) throw new StructureError('routeTaken', { route, owner: holder });
  return route;
}

/** The modules `requires` makes wait on each other in a ring (a ring locks all of them for ever): the first found, or undefined. */
function requireCycle(modules: readonly VariantModuleDef[]): string[] | undefined {
  const byName = new Map(modules.map((m) => [m.module_name, m]));
  const visiting: string[] = [];
  const done = new Set<string>();
  const visit = (name: string): string[] | undefined => {
    if (done.has(name)) return undefined;
    const at = visiting.indexOf(name);
    if (at >= 0) return [...visiting.slice(at), name];
    visiting.push(name);
    for (const r of byName.get(name)?.requires ?? []) {
      const cycle = visit(r);
      if (cycle) return cycle;
    }
    visiting.pop();
    done.add(name);
    return undefined;
  };
  for (const m of modules) {
    const cycle = visit(m.module_name);
    if (cycle) return cycle;
  }
  return undefined;
}

function checkRequires(variant: VariantDef, moduleName: string, requires: readonly string[]) {
  for (const r of requires)
    if (r === moduleName || !variant.modules.some((m) => m.module_name === r)) throw new StructureError('unknownRequire', { module: r });
}

export interface NewModule {
  display_name: string;
  description: string;
  icon: string;
  admin_selectable: boolean;
  requires: string[];
}

/**
 * The variant with a new module at its end, named from its Czech display name; `taken` are the
 * module names any file of the content already uses (another variant's module shares its folder).
 */
export function withNewModule(
  variant: VariantDef,
  module: NewModule,
  taken: ReadonlySet<string>,
): { variant: VariantDef; module_name: string } {
  const module_name = nameFromDisplay(module.display_name);
  if (!module_name) throw new StructureError('noName', { what: module.display_name });
  if (RESERVED_NAMES.includes(slugOf(module_name))) throw new StructureError('reservedName', { name: module_name });
  if (taken.has(module_name) || variant.modules.some((m) => m.module_name === module_name))
    throw new StructureError('moduleTaken', { module: module_name });
  checkRequires(variant, module_name, module.requires);
  const added: VariantModuleDef = {
    module_name,
    display_name: module.display_name,
    ...(module.description ? { description: module.description } : {}),
    ...(module.icon ? { icon: module.icon } : {}),
    admin_selectable: module.admin_selectable,
    enabled: true,
    requires: [...new Set(module.requires)],
    steps: [],
  };
  return { variant: { ...variant, modules: [...variant.modules, added] }, module_name };
}

export interface ModuleChange {
  display_name?: string;
  description?: string;
  icon?: string;
  admin_selectable?: boolean;
  requires?: string[];
}

/** The variant with one module's names, icon, switch or prerequisites changed; a ring of prerequisites is refused. */
export function withModuleChanged(variant: VariantDef, moduleName: string, change: ModuleChange): VariantDef {
  const module = requireModule(variant, moduleName);
  if (change.requires) checkRequires(variant, moduleName, change.requires);
  const changed: VariantModuleDef = {
    ...module,
    ...(change.display_name !== undefined ? { display_name: change.display_name } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
    ...(change.icon !== undefined ? { icon: change.icon } : {}),
    ...(change.admin_selectable !== undefined ? { admin_selectable: change.admin_selectable } : {}),
    ...(change.requires !== undefined ? { requires: [...new Set(change.requires)] } : {}),
  };
  const modules = variant.modules.map((m) => (m.module_name === moduleName ? changed : m));
  const cycle = requireCycle(modules);
  if (cycle) throw new StructureError('requireCycle', { modules: cycle.join(' → ') });
  return { ...variant, modules };
}

/** 'form': fields the step editor adds; 'reading': a page to read and complete. */
export type StepKind = 'form' | 'reading';

export interface NewStep {
  display_name: string;
  description: string;
  /** The address after the module's segment; the endpoint with dashes when absent. */
  route?: string;
  /** Its place in the module's order, from 0; at the end when absent. */
  position?: number;
  kind: StepKind;
}

const clampPosition = (position: number | undefined, length: number) =>
  position === undefined ? length : Math.max(0, Math.min(length, Math.trunc(position)));

/**
 * The variant with a new step in a module, named from its Czech display name (its API endpoint the
 * name with dashes); `takenSteps` are the step names the module's folder already has files for.
 */
export function withNewStep(
  variant: VariantDef,
  moduleName: string,
  step: NewStep,
  takenSteps: ReadonlySet<string>,
): { variant: VariantDef; step: VariantStepDef } {
  const module = requireModule(variant, moduleName);
  const step_name = nameFromDisplay(step.display_name);
  if (!step_name) throw new StructureError('noName', { what: step.display_name });
  if (takenSteps.has(step_name) || module.steps.some((s) => s.step_name === step_name))
    throw new StructureError('stepTaken', { step: `${moduleName}/${step_name}` });
  const endpoint = nameFromDisplay(step.display_name, '-');
  if (RESERVED_NAMES.includes(endpoint)) throw new StructureError('reservedName', { name: endpoint });
  const holder = module.steps.find((s) => s.endpoint === endpoint);
  if (holder) throw new StructureError('endpointTaken', { endpoint, step: `${moduleName}/${holder.step_name}` });
  const owner = `${moduleName}/${step_name}`;
  const route_path = checkRoute(variant, moduleName, step.route ?? endpoint, owner);
  const added: VariantStepDef = {
    step_name,
    endpoint,
    route_path,
    display_name: step.display_name,
    ...(step.description ? { description: step.description } : {}),
  };
  const steps = [...module.steps];
  steps.splice(clampPosition(step.position, steps.length), 0, added);
  return { variant: { ...variant, modules: variant.modules.map((m) => (m === module ? { ...m, steps } : m)) }, step: added };
}

export interface StepChange {
  display_name?: string;
  description?: string;
  route?: string;
  position?: number;
}

/** The variant with one step's name, description, address or place in its module changed. */
export function withStepChanged(variant: VariantDef, moduleName: string, stepName: string, change: StepChange): VariantDef {
  const module = requireModule(variant, moduleName);
  const step = requireStep(module, stepName);
  const changed: VariantStepDef = {
    ...step,
    ...(change.display_name !== undefined ? { display_name: change.display_name } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
    ...(change.route !== undefined ? { route_path: checkRoute(variant, moduleName, change.route, `${moduleName}/${stepName}`) } : {}),
  };
  const steps = module.steps.filter((s) => s !== step);
  steps.splice(clampPosition(change.position ?? module.steps.indexOf(step), steps.length), 0, changed);
  return { ...variant, modules: variant.modules.map((m) => (m === module ? { ...m, steps } : m)) };
}

/** The variant without one step (its files and the members' data stay: the step can be listed again). */
export function withoutStep(variant: VariantDef, moduleName: string, stepName: string): VariantDef {
  const module = requireModule(variant, moduleName);
  const step = requireStep(module, stepName);
  return { ...variant, modules: variant.modules.map((m) => (m === module ? { ...m, steps: m.steps.filter((s) => s !== step) } : m)) };
}

/**
 * A new step's files: a reading step is its rules (a title and, when `described`, the description
 * members read); a form starts with no fields, for the step editor to add them. Their texts are
 * keyed under the step in the module's namespace.
 */
export function newStepFiles(
  moduleName: string,
  stepName: string,
  kind: StepKind,
  described: boolean,
): { rules: StepRules; schema?: JsonSchema; ui?: JsonSchema } {
  const key = (what: string) => `steps/${moduleName}:${stepName}.${what}`;
  const rules = { title: key('title'), ...(described ? { description: key('description') } : {}), messages: [] } as StepRules;
  if (kind === 'reading') return { rules };
  return { rules, schema: { type: 'object', additionalProperties: false, properties: {} } as JsonSchema, ui: {} as JsonSchema };
}
