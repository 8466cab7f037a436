import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { checkContent } from '../../../../scripts/validate/content-check.js';
import { withText } from '../../../../src/content/content-set.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';

const trees: string[] = [];
afterAll(() => {
  for (const d of trees) fs.rmSync(d, { recursive: true, force: true });
});

/** A module 'm' with one step 's' holding one required text, every text in both languages. */
export function baseline(): EditorState {
  const texts = { 'steps/m:s.title': 'Krok', 'steps/m:s.goal.label': 'Cíl', 'steps/m:s.goal.message': 'Cíl je povinný' };
  return {
    module: 'm',
    step: 's',
    files: {
      schema: {
        type: 'object',
        additionalProperties: false,
        properties: { goal: { type: 'string', maxLength: 100, completion: { pattern: '\\S' } } },
        completion: { required: ['goal'] },
      },
      ui: { goal: { 'ui:widget': 'AutogrowTextareaWidget', 'ui:title': 'steps/m:s.goal.label' } },
      rules: { title: 'steps/m:s.title', messages: [{ path: '/goal', message: 'steps/m:s.goal.message' }] },
    },
    texts: { cs: { ...texts }, en: { ...texts } },
  };
}

const VARIANT = {
  variant_name: 'demo',
  display_name: 'Demo',
  version: '1',
  modules: [
    {
      module_name: 'm',
      display_name: 'M',
      admin_selectable: false,
      enabled: true,
      requires: [],
      steps: [{ step_name: 's', endpoint: 's', display_name: 'S' }],
    },
  ],
};

/** What `npm run validate` says of a tree holding the state's files and texts: problems and warnings as "<file> at <place>: <message>". */
export function validate(state: EditorState): { problems: string[]; warnings: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'step-editor-'));
  trees.push(dir);
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
  };
  write('step-schemas/variants/demo.json', VARIANT);
  for (const kind of ['schema', 'ui', 'rules'] as const)
    if (state.files[kind]) write(`step-schemas/${state.module}/${state.step}.${kind}.json`, state.files[kind]);
  for (const lng of ['cs', 'en'] as const) {
    let bundle: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(state.texts[lng])) bundle = withText(bundle, key.split(':')[1]!, value) ?? bundle;
    write(`locales/${lng}/steps/${state.module}.json`, bundle);
  }
  const r = checkContent({ stepSchemas: path.join(dir, 'step-schemas'), locales: path.join(dir, 'locales') });
  const line = (p: { file: string; place?: string; message: string }) =>
    `${path.relative(dir, p.file)}${p.place ? ` at ${p.place}` : ''}: ${p.message.replaceAll(`${dir}${path.sep}`, '')}`;
  return { problems: r.problems.map(line), warnings: r.warnings.map(line) };
}
