import { describe, expect, it } from 'vitest';
import {
  currentStep,
  firstStepRoute,
  isLockedByPrerequisites,
  overallProgress,
  stepRoute,
  stepStatuses,
  variantView,
  visibleModules,
  type VariantDef,
  type VariantModuleDef,
} from '../../../../src/engine/variants/index.js';

const step = (step_name: string) => ({ step_name, endpoint: step_name.replaceAll('_', '-'), display_name: step_name });
const mod = (module_name: string, steps: string[], extra: Partial<VariantModuleDef> = {}): VariantModuleDef => ({
  module_name,
  display_name: module_name,
  admin_selectable: false,
  enabled: true,
  requires: [],
  steps: steps.map(step),
  ...extra,
});
const variant: VariantDef = {
  variant_name: 'v',
  display_name: 'V',
  version: '1',
  modules: [
    mod('intro', ['welcome'], { entry_route: '/intro' }),
    mod('people', ['a', 'b', 'c'], { admin_selectable: true, requires: ['intro'] }),
    mod('sales', [], { admin_selectable: true, enabled: false }),
  ],
};
const done = (entries: Record<string, string[]>) => new Map(Object.entries(entries).map(([k, v]) => [k, new Set(v)]));

describe('step unlocking', () => {
  it('makes the first step available and locks the rest', () => {
    expect(stepStatuses(variant.modules[1]!, done({}))).toEqual(['available', 'locked', 'locked']);
  });
  it('unlocks a step when the one before is completed', () => {
    expect(stepStatuses(variant.modules[1]!, done({ people: ['a'] }))).toEqual(['completed', 'available', 'locked']);
  });
  it('shows a stored completion after an unfinished step as completed, not as available', () => {
    expect(stepStatuses(variant.modules[1]!, done({ people: ['c'] }))).toEqual(['available', 'locked', 'completed']);
  });
});

describe('module visibility and prerequisites', () => {
  it('shows admin-selectable modules only when granted', () => {
    expect(visibleModules(variant, []).map((m) => m.module_name)).toEqual(['intro']);
    expect(visibleModules(variant, ['people']).map((m) => m.module_name)).toEqual(['intro', 'people']);
  });
  it('locks a module until its prerequisite module is completed', () => {
    expect(isLockedByPrerequisites(variant, variant.modules[1]!, done({}))).toBe(true);
    expect(isLockedByPrerequisites(variant, variant.modules[1]!, done({ intro: ['welcome'] }))).toBe(false);
  });
  it('treats a prerequisite missing from the variant as never met', () => {
    expect(isLockedByPrerequisites(variant, mod('x', ['s'], { requires: ['ghost'] }), done({}))).toBe(true);
  });
});

describe('progress and routes', () => {
  const modules = variantView(variant, ['people', 'sales'], done({ intro: ['welcome'], people: ['a'] }));
  it('counts progress over enabled modules only', () => {
    expect(modules.map((m) => [m.module_name, m.progress_percentage])).toEqual([
      ['intro', 100],
      ['people', 33],
      ['sales', 0],
    ]);
    expect(overallProgress(modules)).toBe(50);
  });
  it('marks a step active while its work is saved but not completed', () => {
    const started = variantView(variant, ['people'], done({ intro: ['welcome'] }), done({ people: ['a'], intro: ['welcome'] }));
    expect(started[1]!.steps.map((s) => s.active)).toEqual([true, false, false]);
    expect(started[0]!.steps[0]!.active).toBe(false);
  });
  it('names the first available step as the current one', () => {
    expect(currentStep(modules[1]!.steps)?.step_name).toBe('b');
  });
  it('derives a route from the step name when route_path is absent', () => {
    expect(stepRoute('new_team_onboarding', { step_name: 'first_steps' })).toBe('/new-team-onboarding/first-steps');
    expect(stepRoute('people', { step_name: 'x', route_path: '/people/y' })).toBe('/people/y');
  });
  it('sends a newcomer to /intro and a member further on to the active step', () => {
    expect(firstStepRoute(variantView(variant, ['people'], done({})))).toBe('/intro');
    expect(firstStepRoute(modules)).toBe('/people/b');
    expect(firstStepRoute([])).toBe('/home');
  });
});
