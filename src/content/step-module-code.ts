import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { draftSchema, fullSchema, type Condition, type JsonSchema, type StepDefinition, type StepRules } from '../engine/steps/index.js';
import { AJV_OPTIONS, withStepKeywords } from './ajv.js';

function conditionSchemas(rules: StepRules): JsonSchema[] {
  const out: JsonSchema[] = [];
  const walk = (c: Condition) => {
    if ('all' in c) c.all.forEach(walk);
    else if ('any' in c) c.any.forEach(walk);
    else out.push(c.schema);
  };
  for (const r of rules.reveal ?? []) walk(r.when);
  for (const r of rules.completionResult ?? []) walk(r.when);
  for (const c of rules.counts ?? []) if (c.where) out.push(c.where);
  for (const w of rules.resetDependents?.watch ?? []) if (typeof w !== 'string' && w.where) out.push(w.where);
  return out;
}

/**
 * ajv's standalone code as an ES module. The only runtime helper it may need is ucs2length
 * (string length in code points, as the server counts); it is written inline, so the module
 * imports nothing and runs under a CSP without eval.
 */
function validatorCode(schemas: Record<string, JsonSchema>, allErrorsFor: (id: string) => boolean): string {
  const parts: string[] = [];
  for (const allErrors of [true, false]) {
    const ids = Object.keys(schemas).filter((id) => allErrorsFor(id) === allErrors);
    if (!ids.length) continue;
    // The server's keywords (the formats, the trimmed minLength): a schema using a format must fail here, not pass unchecked in the browser.
    const ajv = withStepKeywords(new Ajv({ ...AJV_OPTIONS, allErrors, code: { source: true, esm: true } }));
    for (const id of ids) ajv.addSchema({ ...schemas[id], $id: id });
    let code = standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id])));
    code = code
      .replace(/^"use strict";/, '')
      .replace(
        /const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g,
        'const $1 = (s) => { let n = 0; for (const _ of s) n++; return n; };',
      );
    const other = /require\("([^"]+)"\)/.exec(code);
    if (other)
      throw new Error(
        `A step schema needs the ajv runtime module ${other[1]}, which the browser bundle does not provide; simplify the schema.`,
      );
    // Two ajv instances each number their functions from 10: keep the names apart.
    parts.push(code.replace(/\b(validate|schema|func|pattern|formats)(\d+)\b/g, `$1${allErrors ? 'F' : 'D'}$2`));
  }
  return parts.join('\n');
}

/** The module for one step: its definition (draft schema for rendering) and precompiled validators. */
export function stepModuleCodeFor(def: StepDefinition): string {
  const { module, step } = def;
  const conditions = [...new Map(conditionSchemas(def.rules).map((s) => [JSON.stringify(s), s])).values()];
  const schemas: Record<string, JsonSchema> = {};
  if (def.schema) {
    schemas.full = fullSchema(def.schema);
    schemas.draft = draftSchema(def.schema);
  }
  conditions.forEach((s, i) => {
    schemas[`cond${i}`] = s;
  });
  const draft = def.schema ? { ...draftSchema(def.schema), $id: 'draft' } : undefined;
  return [
    validatorCode(schemas, (id) => id === 'full'),
    `export const definition = ${JSON.stringify({ module, step, schema: draft, ui: def.ui ?? {}, rules: def.rules })};`,
    `export const validators = { full: ${def.schema ? 'full' : 'undefined'}, draft: ${def.schema ? 'draft' : 'undefined'} };`,
    `export const conditions = { ${conditions.map((s, i) => `${JSON.stringify(JSON.stringify(s))}: cond${i}`).join(', ')} };`,
  ].join('\n');
}
