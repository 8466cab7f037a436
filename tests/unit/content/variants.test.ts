import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STEP_SCHEMAS_DIR } from '../../../src/content/paths.js';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/content/content-problem.js';
import { buildCatalog, loadVariantFiles, readVariantFiles } from '../../../src/content/variants.js';

/** A copy of step-schemas with one variant file edited, to see the loader catch the edit. */
function withVariant(edit: (v: Record<string, any>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'variants-'));
  fs.mkdirSync(path.join(dir, 'variants'));
  const v = JSON.parse(fs.readFileSync('step-schemas/variants/general.json', 'utf8'));
  edit(v);
  fs.writeFileSync(path.join(dir, 'variants', 'general.json'), JSON.stringify(v));
  return path.join(dir, 'variants');
}

describe('variant files', () => {
  it('load as they are in the repository', () => {
    const catalog = buildCatalog(loadVariantFiles());
    expect([...catalog.variants.keys()].sort()).toEqual(['automotive_manazer_dealerstvi', 'general']);
    expect(catalog.stepsByApiPath.get('people/capacity')?.step.step_name).toBe('team_capacity');
    expect(catalog.stepsByApiPath.get('new-team-onboarding/onboarding-context')?.step.route_path).toBe('/new-team-onboarding/context');
  });

  it('are refused with the file and the path of every problem', () => {
    const dir = withVariant((v) => {
      v.modules[0].steps[0].endpoint = 'Bad Slug';
      delete v.modules[1].display_name;
    });
    expect(() => loadVariantFiles(dir)).toThrow(
      /general\.json at \/modules\/0\/steps\/0\/endpoint: must match pattern[\s\S]*general\.json at \/modules\/1: must have required property 'display_name'/,
    );
  });

  it('name a misspelt field where it is, and a syntax error by line and column, listing both files', () => {
    const misspelt = withVariant((v) => {
      v.modules[1].steps[2].in_preperation = true;
    });
    fs.writeFileSync(path.join(misspelt, 'other.json'), '{\n  "variant_name": "other"\n  "version": "1"\n}');
    const { variants, problems } = readVariantFiles(misspelt);
    expect(variants).toEqual([]);
    expect(problems.map(formatProblem)).toEqual([
      `${misspelt}/general.json at /modules/1/steps/2/in_preperation: "in_preperation" is no field of a variant file here`,
      `${misspelt}/other.json:3:3: Expected ',' or '}' after property value`,
    ]);
  });

  it('mark exactly the steps without files as in preparation', () => {
    for (const v of loadVariantFiles()) {
      for (const m of v.modules.filter((x) => x.enabled)) {
        for (const s of m.steps) {
          const written = fs.existsSync(path.join(STEP_SCHEMAS_DIR, m.module_name, `${s.step_name}.rules.json`));
          expect(Boolean(s.in_preparation), `${v.variant_name}: ${m.module_name}/${s.step_name}`).toBe(!written);
        }
      }
    }
  });

  it('cannot give one API path to two steps', () => {
    const dir = withVariant((v) => {
      v.modules[1].steps[1].endpoint = v.modules[1].steps[0].endpoint;
    });
    expect(() => buildCatalog(loadVariantFiles(dir))).toThrow(
      'general: API path /api/people/team-goals names two steps, team_goals and team_vision',
    );
  });
});
