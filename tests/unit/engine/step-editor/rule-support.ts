import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { checkContent } from '../../../../scripts/validate/content-check.js';
import { newAjv } from '../../../../src/content/ajv.js';
import type { EditorState } from '../../../../src/engine/step-editor/types.js';
import { completionErrors, fullSchema, orderedMessages, type JsonSchema } from '../../../../src/engine/steps/index.js';

const trees: string[] = [];
afterAll(() => {
  for (const d of trees) fs.rmSync(d, { recursive: true, force: true });
});

/** Full keys ('steps/procesy:process_map.note.label') as the locale files nest them, by namespace. */
function bundles(texts: Record<string, string>): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [full, text] of Object.entries(texts)) {
    const [ns, key] = full.split(':', 2) as [string, string];
    const bundle = out.get(ns) ?? {};
    out.set(ns, bundle);
    const parts = key.split('.');
    let node = bundle;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = text;
  }
  return out;
}

/** What `npm run validate` says of the state's files and texts written as a content tree of one variant, module and step. */
export function contentCheck(state: EditorState): { problems: string[]; warnings: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-rules-'));
  trees.push(dir);
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
  };
  write('step-schemas/variants/demo.json', {
    variant_name: 'demo',
    display_name: 'Demo',
    version: '1',
    modules: [
      {
        module_name: state.module,
        display_name: 'Procesy',
        admin_selectable: false,
        enabled: true,
        requires: [],
        steps: [{ step_name: state.step, endpoint: state.step.replaceAll('_', '-'), display_name: 'Mapa procesů' }],
      },
    ],
  });
  const base = `step-schemas/${state.module}/${state.step}`;
  write(`${base}.rules.json`, state.files.rules);
  if (state.files.schema) write(`${base}.schema.json`, state.files.schema);
  if (state.files.ui) write(`${base}.ui.json`, state.files.ui);
  for (const lang of ['cs', 'en'] as const)
    for (const [ns, bundle] of bundles(state.texts[lang])) write(`locales/${lang}/${ns}.json`, bundle);
  const r = checkContent({ stepSchemas: path.join(dir, 'step-schemas'), locales: path.join(dir, 'locales') });
  const line = (p: { file: string; place?: string; message: string }) => `${path.relative(dir, p.file)} at ${p.place}: ${p.message}`;
  return { problems: r.problems.map(line), warnings: r.warnings.map(line) };
}

const fullAjv = newAjv(true);
export const check = (schema: JsonSchema, value: unknown) => fullAjv.validate(schema, value) as boolean;

/** The message keys completion answers for the data, as the server's complete route orders them (none: the step completes). */
export function completionMessages(state: EditorState, data: unknown): string[] {
  const validate = fullAjv.compile(fullSchema(state.files.schema!));
  const errors = completionErrors(validate, data, state.files.rules, check);
  return orderedMessages(errors, state.files.rules.messages, data).map((m) =>
    m.params.n === undefined ? m.messageKey : `${m.messageKey} (${m.params.n})`,
  );
}
