import { afterAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { variantAssignments } from '../../../src/server/db/schema.js';
import { createAccount } from '../../../src/server/services/accounts.js';
import { compileSteps } from '../../../src/content/step-definitions.js';
import { unstorableText } from '../../../src/server/plugins/text-guard.js';
import { createTestApp } from '../../support/test-app.js';
import { bearer, login, memberSession } from '../../support/api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../support/fixtures.js';
import { someCompany, uniqueEmail, userPayload } from '../../support/admin.js';
import { EVERY_STEP } from '../../support/identities.js';
import { czechDetailProblem } from '../../support/czech-detail.js';
import { hostileBody, hostileIfMatch, hostileString, MALFORMED_IDS, type HostileBody } from '../../support/hostile.js';
import { writeRoutes, type Route } from '../../support/route-table.js';

// Files share a worker's modules (vitest.config.ts): the server is loaded anew here, so that it is built on the mock.
vi.hoisted(() => vi.resetModules());
vi.mock('fastify', async (original) => (await import('../../support/route-table.js')).withRouteTable(await original()));

/**
 * Generated requests per write route (HOSTILE_RUNS=… for more): 1,000 on PostgreSQL, the database
 * where unstorable text and out-of-range numbers surface as errors; a fifth of that on PGlite, whose
 * single thread makes each request several times dearer, so the suite keeps inside CI's time.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? (process.env.TEST_DB === 'postgres' ? 1000 : 200));
/** A request not answered in this time counts as a hang. */
const REQUEST_MS = 5_000;

// The app is built while the file is collected: its route table decides which tests there are.
const t = await createTestApp();
afterAll(() => t.close());
const admin = bearer((await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD)).token);
const company = await someCompany(t.app, 'Cílová firma');
const target = await createAccount(t.app.db, { email: uniqueEmail('cil'), name: 'Cíl', variant: 'general', companyId: company.id });
const [assignment] = await t.app.db.select().from(variantAssignments).where(eq(variantAssignments.user_id, target.id));
await publishNewModule();
const steps = compileSteps(t.app.catalog, t.app.stepSchemasDir);
const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>>;
};

/**
 * A module made in the studio after the start, with a form step of one text, published: the
 * published-step routes (/api/:module/:endpoint) then serve a real step to the generated requests.
 */
async function publishNewModule() {
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/admin/content${url}`, headers: admin, payload });
  const answers = [
    await call('POST', '/variants/general/modules', {
      display_name: { cs: 'Procesy', en: '' },
      description: { cs: '', en: '' },
      icon: 'workflow',
      admin_selectable: false,
      requires: [],
    }),
    await call('POST', '/variants/general/modules/procesy/steps', {
      display_name: { cs: 'Mapa', en: '' },
      description: { cs: '', en: '' },
      kind: 'form',
    }),
  ];
  const base = (await t.app.inject({ url: '/api/admin/content/steps/procesy/mapa', headers: admin })).json().files;
  const schema = { type: 'object', additionalProperties: false, properties: { process: { type: 'string', maxLength: 500 } } };
  const ui = { process: { 'ui:widget': 'TextWidget', 'ui:title': 'steps/procesy:mapa.title' } };
  answers.push(await call('PUT', '/steps/procesy/mapa', { schema, ui, rules: base.rules, base }));
  answers.push(await call('POST', '/publish', { note: 'Nový modul' }));
  for (const res of answers) if (res.statusCode >= 300) throw new Error(`the new module: ${res.statusCode} ${res.body}`);
}

/** Routes whose path names things, not rows: the address each is called at (a real module, step and variant). */
const NAMED_PATHS: Record<string, string> = {
  'POST /api/:module/:endpoint': '/api/procesy/mapa',
  'POST /api/:module/:endpoint/complete': '/api/procesy/mapa/complete',
  'POST /api/admin/content/variants/:variant/modules': '/api/admin/content/variants/general/modules',
  'PATCH /api/admin/content/variants/:variant/modules/:module': '/api/admin/content/variants/general/modules/procesy',
  'POST /api/admin/content/variants/:variant/modules/:module/steps': '/api/admin/content/variants/general/modules/procesy/steps',
  'PATCH /api/admin/content/variants/:variant/modules/:module/steps/:step':
    '/api/admin/content/variants/general/modules/procesy/steps/mapa',
  'DELETE /api/admin/content/variants/:variant/modules/:module/steps/:step':
    '/api/admin/content/variants/general/modules/procesy/steps/mapa',
};

/** Every property name the route's body schema mentions, at any depth: the keys the generated bodies use. */
function bodyKeys(route: Route): string[] {
  const op = openapi.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const keys = new Set<string>();
  const walk = (schema: unknown) => {
    if (!schema || typeof schema !== 'object') return;
    const { properties } = schema as { properties?: Record<string, unknown> };
    for (const k of Object.keys(properties ?? {})) keys.add(k);
    for (const child of Object.values(schema)) walk(child);
  };
  walk(op?.requestBody?.content['application/json']?.schema);
  return [...keys];
}

/** Ids that name a row: the administrator's target records, a member's first list row. */
function validIds(route: Route): string[] {
  if (route.url.startsWith('/api/admin/users/')) return [String(target.id)];
  if (route.url.startsWith('/api/admin/companies/')) return [String(company.id)];
  if (route.url.startsWith('/api/admin/variants/assignments/')) return [String(assignment!.id)];
  // A restore that goes through runs the whole content check (about a second): the generated requests name no version.
  if (route.url.startsWith('/api/admin/content/versions/')) return ['999999'];
  return ['1', '2'];
}

/**
 * A valid body for each route whose path names a row, sent now and then with a malformed id: a
 * loosely parsed id ('0x1', '+1', '1e3' read as a number) would then change the row it seems to name.
 */
const VALID_BODIES: Record<string, () => HostileBody> = {
  'PUT /api/admin/users/:id': () => jsonBody(userPayload(company.id, { email: target.email })),
  'PATCH /api/admin/users/:id/status': () => jsonBody({ is_active: true }),
  'PUT /api/admin/companies/:id': () => jsonBody({ name: 'Cílová firma' }),
  'PUT /api/people/development-topics/:id': () => jsonBody({ step_1: 'Rozhovor' }),
  'POST /api/admin/users/import/dry-run': () => jsonBody({ csv: hostileImportCsv() }),
  'POST /api/admin/users/import': () => jsonBody({ csv: hostileImportCsv() }),
  // The preview with a member's data: hostile ids, variants and data beside a valid request.
  'POST /api/admin/preview/data': () =>
    jsonBody({ module: 'people', step: 'team_capacity', source: 'member', user_id: target.id, variant: 'general', data: {} }),
  'POST /api/admin/preview/check': () =>
    jsonBody({ module: 'people', step: 'team_evaluation', source: 'sample', data: { members: [{ position: '=1+1' }] } }),
};
/**
 * A member file whose first row is valid and whose others try a formula, a header injection through the e-mail and
 * an HTML name: the valid row is created, the e-mail with a line break is refused (the admin lists check every stored
 * address), the rest is stored as text.
 */
function hostileImportCsv(): string {
  return [
    'e-mail;jméno;oslovení;společnost;varianta;moduly;poslat uvítání',
    `${uniqueEmail('davka')};"=HYPERLINK(""http://zly.example"")";@SUM(A1);Cílová firma;general;people;ano`,
    `"${uniqueEmail('davka')}\r\nBcc: obet@example.com";Zlý;;Cílová firma;general;;ano`,
    `${uniqueEmail('davka')};<img src=x onerror=alert(1)>;-1+1;Cílová firma;general;;ne`,
  ].join('\n');
}
const jsonBody = (value: object): HostileBody => ({ contentType: 'application/json', payload: JSON.stringify(value) });

const withTimeout = (request: Promise<LightMyRequestResponse>, what: string) =>
  Promise.race([
    request,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${REQUEST_MS} ms: ${what}`)), REQUEST_MS).unref()),
  ]);

/** What the member's steps hold, read back through the API: each step's data must pass its own draft schema and be storable text. */
async function expectStepsValid(headers: Record<string, string>) {
  for (const [apiPath, { module, step }] of t.app.catalog.stepsByApiPath) {
    const res = await t.app.inject({ method: 'GET', url: `/api/${apiPath}`, headers });
    expect(res.statusCode, `GET /api/${apiPath}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode !== 200) continue;
    const data = res.json();
    const validate = steps.get(`${module.module_name}/${step.step_name}`)?.validateDraft;
    if (validate) expect(validate(data), `GET /api/${apiPath}: ${JSON.stringify(validate.errors)}`).toBe(true);
    expect(unstorableText(data), `GET /api/${apiPath}`).toBeUndefined();
  }
}

/** The administrator's lists still load, parse and hold only storable text and real e-mail addresses. */
async function expectAdminListsValid() {
  for (const url of ['/api/admin/users', '/api/admin/companies', '/api/admin/variants/assignments']) {
    const res = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    const body = res.json();
    expect(unstorableText(body), url).toBeUndefined();
    for (const email of JSON.stringify(body).match(/"(?:user_)?email":"[^"]*"/g) ?? [])
      expect(email, url).toMatch(/:"[^\s@"]+@[^\s@"]+\.[^\s@"]+"$/);
  }
}

/**
 * The progress reports still answer after the hostile writes, and no CSV cell starts like a formula
 * whatever names and companies the writes stored.
 */
async function expectReportsSafe() {
  const csv = await t.app.inject({ method: 'GET', url: '/api/admin/reports/progress.csv', headers: admin });
  expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
  const cells = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }).data.flat();
  expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  const xlsx = await t.app.inject({ method: 'GET', url: '/api/admin/reports/progress.xlsx', headers: admin });
  expect(xlsx.statusCode).toBe(200);
}

describe('hostile input on every write route of the route table: never a 5xx or a hang, a Czech 4xx, nothing invalid stored', () => {
  it('finds the write routes, and those called at a named address are routes', () => {
    expect(writeRoutes().length).toBeGreaterThan(40);
    expect(Object.keys(NAMED_PATHS).filter((k) => !writeRoutes().some((r) => r.key === k))).toEqual([]);
  });

  // The administrator's routes last: they could deactivate or reassign the members the others use.
  const routes = [...writeRoutes()].sort((a, b) => Number(a.url.startsWith('/api/admin/')) - Number(b.url.startsWith('/api/admin/')));
  let address = 0;

  for (const route of routes) {
    it(`${route.key}: ${RUNS} generated requests`, { timeout: 60_000 + RUNS * 200 }, async () => {
      const asAdmin = route.url.startsWith('/api/admin/');
      // A fresh member per route, every step open, so what one route stored never locks the next.
      const member = bearer((await memberSession(t.app, { modules: ['people'], completedSteps: EVERY_STEP })).token);
      const headers = asAdmin ? admin : member;
      const named = NAMED_PATHS[route.key];
      const ids =
        route.url.includes(':') && !named
          ? fc.oneof(
              fc.constantFrom(...validIds(route)).map((id) => ({ id, malformed: false })),
              fc.constantFrom(...MALFORMED_IDS).map((id) => ({ id, malformed: true })),
            )
          : fc.constant(undefined);

      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { weight: 4, arbitrary: hostileBody(bodyKeys(route)) },
            { weight: 1, arbitrary: fc.constant(VALID_BODIES[route.key]?.() ?? {}) },
          ),
          ids,
          hostileIfMatch,
          async (body, id, ifMatch) => {
            const url = named ?? route.url.replace(/:\w+/g, id?.id ?? '');
            const options: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url,
              headers: {
                ...headers,
                ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
                ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
              },
              // Failed sign-ins count per address: a new one now and then keeps most answers from being 429.
              remoteAddress: `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
              ...(body.payload === undefined ? {} : { payload: body.payload }),
            };
            const what = `${route.method} ${url} ${body.contentType} ${String(body.payload).slice(0, 120)}`;
            const res = await withTimeout(t.app.inject(options), what);
            expect(res.statusCode, `${what} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
            if (id?.malformed) expect(res.statusCode, `a malformed id named a row: ${what}`).toBeGreaterThanOrEqual(300);
            if (res.statusCode >= 300) expect(czechDetailProblem(res), what).toBeUndefined();
          },
        ),
        { numRuns: RUNS },
      );

      if (asAdmin) {
        await expectAdminListsValid();
        await expectReportsSafe();
      } else await expectStepsValid(member);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  }
});

describe("hostile queries on the audit trail's reads: never a 5xx, a Czech 4xx, a CSV that still neutralises", () => {
  const KEYS = ['action', 'actor_id', 'target_kind', 'target_id', 'member_id', 'from', 'to', 'q', 'cursor', 'limit'];
  const query = fc.dictionary(
    fc.constantFrom(...KEYS),
    fc.oneof(hostileString, fc.constantFrom('user', 'company.update', '2026-11-26', '1', '0', '-1', '1e3')),
    {
      maxKeys: 4,
    },
  );

  for (const url of ['/api/admin/audit', '/api/admin/audit.csv']) {
    it(`GET ${url}: ${RUNS} generated queries`, { timeout: 60_000 + RUNS * 200 }, async () => {
      await fc.assert(
        fc.asyncProperty(query, async (params) => {
          const search = new URLSearchParams(params).toString();
          const res = await withTimeout(t.app.inject({ method: 'GET', url: `${url}?${search}`, headers: admin }), search);
          expect(res.statusCode, `${search} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 300) expect(czechDetailProblem(res), search).toBeUndefined();
          else if (url.endsWith('.csv')) expect(res.body, search).not.toMatch(/(^|,)"[=+\-@\t\r]/m);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("GET /api/admin/users/:id/export: a malformed id names no member's data", async () => {
    for (const id of MALFORMED_IDS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/export`, headers: admin });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});
