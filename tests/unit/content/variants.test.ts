import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, loadVariantFiles } from '../../../src/content/variants.js';

/** A copy of step-schemas with one variant file edited, to see the loader catch the edit. */
function withVariant(edit: (v: Record<string, any>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'variants-'));
  fs.copyFileSync('step-schemas/variant.schema.json', path.join(dir, 'variant.schema.json'));
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
    expect(() => loadVariantFiles(dir)).toThrow(/general\.json\/modules\/0\/steps\/0\/endpoint[\s\S]*general\.json\/modules\/1/);
  });

  it('cannot give one API path to two steps', () => {
    const dir = withVariant((v) => {
      v.modules[1].steps[1].endpoint = v.modules[1].steps[0].endpoint;
    });
    expect(() => buildCatalog(loadVariantFiles(dir))).toThrow('general: API path /api/people/team-goals names two steps, team_goals and team_vision');
  });
});
