import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../../../scripts/validate/content-check.js';
import { formatProblem } from '../../../../src/content/content-problem.js';
import { LOCALES_DIR, STEP_SCHEMAS_DIR } from '../../../../src/content/paths.js';
import { setDerivedList } from '../../../../src/engine/step-editor/derive-ops.js';
import { setOptionSource } from '../../../../src/engine/step-editor/source-ops.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';
import { owner, priorities, processMap } from './process-map.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** The texts of a namespace as nested objects, the way locale files hold them. */
function nested(texts: Record<string, string>, namespace: string) {
  const out: Record<string, unknown> = {};
  for (const [full, text] of Object.entries(texts)) {
    const [ns, key] = full.split(':') as [string, string];
    if (ns !== namespace) continue;
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = text;
  }
  return out;
}

/** The repository's content with the editor's step written as the process module's one step of the general variant. */
function checked(state: EditorState) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-sources-'));
  dirs.push(dir);
  const stepSchemas = path.join(dir, 'step-schemas');
  const locales = path.join(dir, 'locales');
  fs.cpSync(STEP_SCHEMAS_DIR, stepSchemas, { recursive: true });
  fs.cpSync(LOCALES_DIR, locales, { recursive: true });
  const variantFile = path.join(stepSchemas, 'variants', 'general.json');
  const variant = JSON.parse(fs.readFileSync(variantFile, 'utf8'));
  const module = variant.modules.find((m: { module_name: string }) => m.module_name === 'process');
  Object.assign(module, {
    enabled: true,
    requires: ['people'],
    steps: [{ step_name: 'process_map', endpoint: 'process-map', route_path: '/process/map', display_name: 'Mapa procesů' }],
  });
  fs.writeFileSync(variantFile, JSON.stringify(variant));
  fs.mkdirSync(path.join(stepSchemas, 'process'));
  for (const kind of ['schema', 'ui', 'rules'] as const)
    fs.writeFileSync(path.join(stepSchemas, 'process', `process_map.${kind}.json`), JSON.stringify(state.files[kind]));
  for (const lng of ['cs', 'en'] as const) {
    fs.mkdirSync(path.join(locales, lng, 'steps'), { recursive: true });
    fs.writeFileSync(path.join(locales, lng, 'steps', 'process.json'), JSON.stringify(nested(state.texts[lng], 'steps/process')));
  }
  return checkContent({ stepSchemas, locales });
}

describe("the editor's sources pass the content checks", () => {
  it('owners chosen from the roles and priorities derived from the processes rated 2 or less', { timeout: 60_000 }, () => {
    let state = setOptionSource(processMap(), owner, {
      step: 'people/team_roles_revision',
      values: '/roles/*/position',
      stepTitle: 'Role v týmu',
    });
    state = setDerivedList(
      state,
      priorities,
      { list: '/processes', text: 'name', where: [{ field: 'maturity', test: 'atMost', value: 2 }] },
      state.files,
      { cs: 'Zatím žádný proces se zralostí 2 nebo nižší.', en: 'No process of maturity 2 or less yet.' },
    );
    const result = checked(state);
    expect(result.problems.map(formatProblem)).toEqual([]);
    const graph = result.graphs.get('general');
    expect(JSON.stringify(graph)).toContain('process/process_map');
  });

  it("a list derived from another step's list, titled with that step's text", { timeout: 60_000 }, () => {
    const read = (f: string) => JSON.parse(fs.readFileSync(`step-schemas/people/team_roles_revision.${f}.json`, 'utf8'));
    const state = setDerivedList(
      processMap(),
      priorities,
      { step: 'people/team_roles_revision', list: '/roles', text: 'position', where: [{ field: 'authority', test: 'filled' }] },
      { schema: read('schema'), ui: read('ui'), rules: read('rules') },
      { cs: 'Nejprve dokončete role v týmu.' },
    );
    expect((state.files.ui as any).priorities.items.position['ui:title']).toBe('steps/people:roles.list.position');
    expect(checked(state).problems.map(formatProblem)).toEqual([]);
  });

  it('would catch a source the checks refuse (a misspelt column), so the test above can fail', { timeout: 60_000 }, () => {
    const state = setOptionSource(processMap(), owner, {
      step: 'people/team_roles_revision',
      values: '/roles/*/positon',
      stepTitle: 'Role v týmu',
    });
    expect(checked(state).problems.map(formatProblem).join('\n')).toContain(
      '"/roles/*/positon" is not a property of people/team_roles_revision',
    );
  });
});
