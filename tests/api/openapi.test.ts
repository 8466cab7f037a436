import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import { draftSchema } from '../../src/engine/steps/index.js';
import { readStepDefinition } from '../../src/content/step-definitions.js';
import { pathId } from '../../src/server/plugins/path-ids.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, memberSession } from '../support/api.js';

/** Every route Fastify registers, seen by a hook added as the instance is created, before any plugin. */
const registered = vi.hoisted(() => {
  // Files share a worker's modules (vitest.config.ts): the server is loaded anew here, so that it is built on the mock.
  vi.resetModules();
  return [] as string[];
});
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteLog = (options?: FastifyServerOptions) =>
    actual.default(options).addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
    });
  return { ...actual, default: withRouteLog };
});

/** The built client's hashed files are served by @fastify/static under one wildcard: files, not API operations. */
const STATIC_FILES = ['GET /assets/*'];

const PACKAGE = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

type Schema = Record<string, unknown>;
interface Operation {
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, path: p, op })),
  );

const asOpenapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pointer = (...parts: string[]) => `#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

describe('the OpenAPI document at /api/openapi.json', () => {
  let t: TestApp;
  let doc: Document;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), '');
    t = await createTestApp({ clientDir });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('is OpenAPI 3 with the title and the version of package.json, readable without signing in', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toEqual({ title: 'Klub strategických manažerů API', version: PACKAGE.version });
  });

  it('holds exactly the routes the server registered, each with its method and a summary (HEAD and static files aside)', () => {
    expect(registered).toEqual(
      expect.arrayContaining(['PUT /api/admin/users/:id', 'POST /api/people/team-goals', 'HEAD /healthz', ...STATIC_FILES]),
    );
    const api = registered.filter((r) => !r.startsWith('HEAD ') && !STATIC_FILES.includes(r)).map(asOpenapiPath);
    const documented = operations(doc);
    expect(documented.map((o) => o.key).sort()).toEqual([...new Set(api)].sort());
    expect(documented.filter((o) => !o.op.summary?.trim()).map((o) => o.key)).toEqual([]);
  });

  it('writes path parameters as {name}, each described as a required path parameter', () => {
    for (const { key, path: p, op } of operations(doc)) {
      expect(p, key).not.toContain(':');
      const names = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const described = (op.parameters ?? []).filter((x) => x.in === 'path' && x.required === true).map((x) => x.name);
      expect(described.sort(), key).toEqual(names.sort());
    }
    expect(doc.paths['/api/admin/users/{id}']?.put?.parameters?.[0]?.schema).toEqual(pathId());
  });

  it('gives every step save route its draft schema as the body, with no keyword of our own', () => {
    const goals = doc.paths['/api/people/team-goals']?.post?.requestBody?.content['application/json']?.schema as { properties: Schema };
    expect(goals.properties.goal_rating).toEqual({ type: ['integer', 'null'], minimum: 0, maximum: 9 });
    for (const [apiPath, { module, step }] of t.app.catalog.stepsByApiPath) {
      const def = readStepDefinition(module.module_name, step.step_name, t.app.stepSchemasDir);
      const body = doc.paths[`/api/${apiPath}`]?.post?.requestBody?.content['application/json']?.schema;
      if (!def?.schema) {
        expect(body, apiPath).toBeUndefined();
        continue;
      }
      const { $schema: _dialect, ...draft } = draftSchema(def.schema);
      expect(body, apiPath).toEqual(draft);
    }
    expect(JSON.stringify(doc)).not.toContain('"completion"');
  });

  it('holds schemas that a strict JSON Schema 2020-12 validator compiles, every $ref resolved', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    const base = 'https://openapi.test/doc.json';
    // The document's own fields are not schema keywords; the schemas inside it are checked strictly.
    ajv.addVocabulary(Object.keys(doc));
    ajv.addSchema(doc as object, base);
    const compiled: string[] = [];
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(item)) {
        for (const media of Object.keys(op.requestBody?.content ?? {})) {
          expect(
            () => ajv.compile({ $ref: base + pointer('paths', p, m, 'requestBody', 'content', media, 'schema') }),
            `${m} ${p}`,
          ).not.toThrow();
          compiled.push(`${m} ${p} ${media}`);
        }
        for (const [status, answer] of Object.entries(op.responses ?? {})) {
          for (const media of Object.keys(answer.content ?? {})) {
            expect(
              () => ajv.compile({ $ref: base + pointer('paths', p, m, 'responses', status, 'content', media, 'schema') }),
              `${m} ${p} ${status}`,
            ).not.toThrow();
            compiled.push(`${m} ${p} ${status} ${media}`);
          }
        }
        (op.parameters ?? []).forEach((_, i) => {
          expect(() => ajv.compile({ $ref: base + pointer('paths', p, m, 'parameters', String(i), 'schema') }), `${m} ${p}`).not.toThrow();
        });
      }
    }
    expect(compiled).toContain('post /api/people/team-goals application/json');
    expect(compiled).toContain('get /api/admin/users 200 application/json');
  });

  it('declares the answer of every operation (src/contracts): a schema for its success, the error shape for 4XX and 5XX', () => {
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(100);
    const schemaOf = (answer: { content?: Record<string, { schema: Schema }> } | undefined) =>
      Object.values(answer?.content ?? {}).find((media) => media.schema)?.schema;
    const withoutSuccess = all.filter(
      ({ op }) => !Object.entries(op.responses ?? {}).some(([status, r]) => /^2/.test(status) && schemaOf(r)),
    );
    expect(withoutSuccess.map((o) => o.key)).toEqual([]);
    const withoutErrors = all.filter(({ op }) => !['4XX', '5XX'].every((status) => schemaOf(op.responses?.[status])?.title === 'Error'));
    expect(withoutErrors.map((o) => o.key)).toEqual([]);
  });

  it("shows a step's version and status as its answer's headers, and a stale save's 409 with the stored copy", () => {
    const goals = doc.paths['/api/people/team-goals']!;
    for (const op of [goals.get!, goals.post!]) {
      expect(Object.keys((op.responses?.['200'] as { headers?: object } | undefined)?.headers ?? {})).toEqual([
        'etag',
        'x-step-status',
        'x-steps-reopened',
      ]);
    }
    const conflict = goals.post!.responses?.['409']?.content?.['application/json']?.schema as { title: string; required: string[] };
    expect(conflict.title).toBe('StepConflict');
    expect(conflict.required).toEqual(['detail', 'current', 'version']);
  });

  it("leaves a step body to the handler: a wrong type is still the step validator's 422", async () => {
    const s = await memberSession(t.app, { completedSteps: [['intro', 'welcome']] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/people/team-goals',
      headers: bearer(s.token),
      payload: { goal_rating: '5' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Neplatná data kroku (/goal_rating).');
  });
});
