import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkVariants } from '../../../scripts/validate/variant-checks.js';
import type { VariantDef, VariantStepDef } from '../../../src/engine/variants/index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'variant-routes-'));
const step = (step_name: string, extra: Partial<VariantStepDef> = {}): VariantStepDef => ({
  step_name,
  endpoint: step_name,
  display_name: step_name,
  in_preparation: true,
  ...extra,
});
const variant = (entry_route: string | undefined, steps: VariantStepDef[]): VariantDef => ({
  variant_name: 'v',
  display_name: 'V',
  version: '1',
  modules: [{ module_name: 'intro', display_name: 'Úvod', admin_selectable: false, enabled: true, requires: [], entry_route, steps }],
});
const problems = (v: VariantDef) => checkVariants([v], dir).problems.map((p) => `${p.place}: ${p.message}`);

describe('the addresses a variant gives its pages', () => {
  it('accepts an entry route that a step shows, its aliases, redirects and completion aliases', () => {
    expect(
      problems(
        variant('/intro', [
          step('welcome', {
            route_path: '/intro/welcome',
            route_aliases: ['/intro'],
            complete_aliases: ['/intro/complete'],
            redirect_from: ['/intro/old'],
          }),
        ]),
      ),
    ).toEqual([]);
  });

  it('claims a resume route like any address: under its module, once', () => {
    const withResume = (resume_route: string) => ({
      ...variant('/intro', [step('welcome', { route_path: '/intro/welcome', route_aliases: ['/intro'] })]),
      modules: [{ ...variant(undefined, []).modules[0]!, resume_route, steps: [step('welcome', { route_path: '/intro/welcome' })] }],
    });
    expect(problems(withResume('/intro/resume'))).toEqual([]);
    expect(problems(withResume('/people/resume'))).toEqual([
      '/modules/0/resume_route: /people/resume does not start with /intro, the segment of its module',
    ]);
    expect(problems(withResume('/intro/welcome'))).toEqual(['/modules/0/resume_route: /intro/welcome already leads to step intro/welcome']);
  });

  it('names an address claimed twice, one outside its module, an entry route no step shows and a foreign completion alias', () => {
    expect(
      problems(
        variant('/intro/start', [
          step('welcome', { route_path: '/intro/welcome', route_aliases: ['/people/intro'], complete_aliases: ['/people/complete'] }),
          step('second', { route_path: '/intro/welcome', redirect_from: ['/intro/workflow'] }),
        ]),
      ),
    ).toEqual([
      '/modules/0/steps/0/route_aliases/0: /people/intro does not start with /intro, the segment of its module',
      '/modules/0/steps/0/complete_aliases/0: /people/complete is not under /api/intro, the API of its module',
      '/modules/0/steps/1/route_path: /intro/welcome already leads to step intro/welcome',
      '/modules/0/steps/1/redirect_from/0: /intro/workflow already leads to the intro workflow',
      "/modules/0/entry_route: /intro/start shows none of the module's steps (give a step that route_path or route_aliases entry)",
    ]);
  });
});
