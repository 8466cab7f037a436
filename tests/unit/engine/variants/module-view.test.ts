import { describe, expect, it } from 'vitest';
import {
  currentStep,
  firstStepRoute,
  resumeRoute,
  variantView,
  type VariantDef,
  type VariantModuleDef,
} from '../../../../src/engine/variants/index.js';

const mod = (module_name: string, steps: Array<[string, boolean?]>, extra: Partial<VariantModuleDef> = {}): VariantModuleDef => ({
  module_name,
  display_name: module_name,
  admin_selectable: false,
  enabled: true,
  requires: [],
  steps: steps.map(([step_name, in_preparation]) => ({
    step_name,
    endpoint: step_name,
    display_name: step_name,
    ...(in_preparation === undefined ? {} : { in_preparation }),
  })),
  ...extra,
});
const variant: VariantDef = {
  variant_name: 'v',
  display_name: 'V',
  version: '1',
  modules: [mod('people', [['goals'], ['vision', false], ['roles', true], ['capacity', true]]), mod('onboarding', [['context']])],
};
const done = (entries: Record<string, string[]>) => new Map(Object.entries(entries).map(([k, v]) => [k, new Set(v)]));

describe('steps in preparation in the module view', () => {
  it('answers in_preparation for every step: true only where the variant marks it', () => {
    const [people] = variantView(variant, [], done({}));
    expect(people!.steps.map((s) => [s.step_name, s.in_preparation])).toEqual([
      ['goals', false],
      ['vision', false],
      ['roles', true],
      ['capacity', true],
    ]);
  });

  it('keeps their turn in the order: one becomes available, the next stays locked', () => {
    const [people] = variantView(variant, [], done({ people: ['goals', 'vision'] }));
    expect(people!.steps.map((s) => s.status)).toEqual(['completed', 'completed', 'available', 'locked']);
  });

  it('never makes one the current step, and the first step to work on moves to the next module', () => {
    const modules = variantView(variant, [], done({ people: ['goals', 'vision'] }));
    expect(currentStep(modules[0]!.steps)).toBeUndefined();
    expect(firstStepRoute(modules)).toBe('/onboarding/context');
    expect(currentStep(variantView(variant, [], done({ people: ['goals'] }))[0]!.steps)?.step_name).toBe('vision');
  });
});

describe("a module's resume route", () => {
  it('leads to the first step not completed, to the workflow once the next step is in preparation or all are completed', () => {
    const route = (completed: Record<string, string[]>, index = 0) => resumeRoute(variantView(variant, [], done(completed))[index]!);
    expect(route({})).toBe('/people/goals');
    expect(route({ people: ['goals'] })).toBe('/people/vision');
    expect(route({ people: ['goals', 'vision'] })).toBe('/people/workflow');
    expect(route({ onboarding: ['context'] }, 1)).toBe('/onboarding/workflow');
  });

  it('is passed on in the module view', () => {
    const withResume: VariantDef = { ...variant, modules: [mod('people', [['goals']], { resume_route: '/people/questionnaire' })] };
    expect(variantView(withResume, [], done({}))[0]!.resume_route).toBe('/people/questionnaire');
  });
});

describe('why a step was reopened, in the module view', () => {
  it('names the changed step by its display name (its step name when the variant lists no such step), on steps not completed only', () => {
    const named: VariantDef = {
      ...variant,
      modules: [
        mod('people', [['goals'], ['vision']]),
        {
          ...mod('onboarding', [['context'], ['culture']]),
          steps: [
            { step_name: 'context', endpoint: 'context', display_name: 'Kontext' },
            { step_name: 'culture', endpoint: 'culture', display_name: 'Kultura' },
          ],
        },
      ],
    };
    const at = '2026-11-26T01:00:00.000Z';
    const reopened = new Map([
      ['people/vision', { by: 'onboarding/context', at }],
      ['people/goals', { by: 'other/gone', at }],
      ['onboarding/culture', { by: 'onboarding/context', at }],
    ]);
    const [people, onboarding] = variantView(named, [], done({ onboarding: ['context', 'culture'] }), undefined, undefined, reopened);
    expect(people!.steps.map((s) => s.reopened)).toEqual([
      { by: 'other/gone', display_name: 'gone', at },
      { by: 'onboarding/context', display_name: 'Kontext', at },
    ]);
    // A completed step has been completed again since: no reason shows.
    expect(onboarding!.steps.map((s) => s.reopened)).toEqual([undefined, undefined]);
    expect('reopened' in onboarding!.steps[1]!).toBe(false);
  });
});
