import crypto from 'node:crypto';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestValidatorCompiler } from '../../src/server/body-validator.js';
import errors from '../../src/server/plugins/errors.js';
import pathIds, { idParams } from '../../src/server/plugins/path-ids.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { someCompany, userPayload } from '../support/admin.js';
import { bearer, login, memberSession } from '../support/api.js';
import { czechDetailProblem } from '../support/czech-detail.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/fixtures.js';
import { EVERY_STEP } from '../support/identities.js';
import { fillPath, registeredRoutes, type Route } from '../support/route-table.js';

// Files share a worker's modules (vitest.config.ts): the server is loaded anew here, so that it is built on the mock.
vi.hoisted(() => vi.resetModules());
vi.mock('fastify', async (original) => (await import('../support/route-table.js')).withRouteTable(await original()));

/**
 * Ways of writing an id that JavaScript's Number() or ajv's coercion would read as a number, that name nothing, or
 * that overflow the integer column, as a client puts them in the URL: those of the hostile-input test's MALFORMED_IDS
 * that reach the route's schema (the rest are refused before routing, or by the text guard).
 */
const MALFORMED = ['0', '0x1', '+1', '%201', '1%20', '1e3', '-1', '1.5', '1.0', '01', '2147483648', '99999999999999999999', 'abc'];
/** A well-formed id that names no row. */
const UNKNOWN = ['999999', '2147483647'];

/** Routes whose id the path-ids plugin does not parse, because their own params schema says what an id is there. */
const OWN_IDS: Record<string, { accepts: string[]; unknown: string[] }> = {
  // A deck's id is a UUID: any other text is one that names no deck.
  'GET /api/people/generate-presentation/:id': { accepts: MALFORMED, unknown: [crypto.randomUUID()] },
  // A row's id in the step's JSON, not in an integer column: up to Number.MAX_SAFE_INTEGER.
  'PUT /api/people/development-topics/:id': { accepts: ['2147483648'], unknown: UNKNOWN },
};

/** Valid bodies, so that an unknown id is answered by the handler and not refused with the body. */
const BODIES: Record<string, (companyId: number) => object> = {
  'PUT /api/admin/users/:id': (companyId) => userPayload(companyId),
  'PATCH /api/admin/users/:id/status': () => ({ is_active: false }),
  'PUT /api/admin/companies/:id': () => ({ name: 'Přepsáno' }),
  'PUT /api/people/development-topics/:id': () => ({ step_1: 'Rozhovor' }),
};

/** The other path parameters of a route with an id, naming what exists. */
const OTHER_PARAMS: Record<string, Record<string, string>> = {
  'GET /api/content/versions/:id/steps/:module/:step.js': { module: 'people', step: 'team_goals' },
  'GET /api/content/versions/:id/texts/:lng/:folder/:name': { lng: 'cs', folder: 'steps', name: 'people' },
};

/** Every route with an id in its path, from the server's route table; HEAD answers as its GET, without a body. */
const idRoutes = () => registeredRoutes().filter((r) => r.method !== 'HEAD' && idParams(r.url).length > 0);

describe("path ids are positive decimal integers, else 422, on every route of the server's route table", () => {
  let t: TestApp;
  let companyId: number;
  let headers: { admin: Record<string, string>; member: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await someCompany(t.app)).id;
    const member = await memberSession(t.app, { modules: ['people'], completedSteps: EVERY_STEP });
    headers = { admin: bearer((await login(t.app, ADMIN_EMAIL, ADMIN_PASSWORD)).token), member: bearer(member.token) };
  });
  afterAll(() => t.close());

  /** Calls the route with `id` in every id parameter: the admin API as the administrator, the rest as a member. */
  const call = (route: Route, id: string) =>
    t.app.inject({
      method: route.method as InjectOptions['method'],
      url: fillPath(
        route.url.replace(/:(\w+)/g, (param, name: string) => (idParams(route.url).includes(name) ? id : param)),
        OTHER_PARAMS[route.key] ?? {},
      ),
      headers: route.url.startsWith('/api/admin/') ? headers.admin : headers.member,
      ...(BODIES[route.key] ? { payload: BODIES[route.key]!(companyId) } : {}),
    });

  it('the route table holds the routes with ids, and the exceptions name only routes that exist', () => {
    const keys = idRoutes().map((r) => r.key);
    expect(keys).toContain('DELETE /api/admin/users/:id');
    expect([...Object.keys(OWN_IDS), ...Object.keys(BODIES), ...Object.keys(OTHER_PARAMS)].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('a malformed id is 422 with a Czech detail naming the parameter; a well-formed id of no row is 404', async () => {
    const wrong: string[] = [];
    for (const route of idRoutes()) {
      const own = OWN_IDS[route.key];
      const expectations = [
        ...MALFORMED.map((id) => ({ id, status: own?.accepts.includes(id) ? 404 : 422 })),
        ...(own?.unknown ?? UNKNOWN).map((id) => ({ id, status: 404 })),
      ];
      for (const { id, status } of expectations) {
        const res = await call(route, id);
        const label = `${route.key} with ${JSON.stringify(id)}`;
        if (res.statusCode !== status) wrong.push(`${label}: ${res.statusCode}, expected ${status} (${res.body.slice(0, 160)})`);
        else if (czechDetailProblem(res)) wrong.push(`${label}: ${czechDetailProblem(res)}`);
        else if (status === 422 && !idParams(route.url).some((name) => res.json().detail.startsWith(`Neplatná data: /${name} `)))
          wrong.push(`${label}: the detail names no id parameter: ${res.json().detail}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the default for a route written later', () => {
  it('any :id, :…Id or :…_id without a schema of its own is parsed the same way and reaches the handler as a number', async () => {
    const app = Fastify();
    app.setValidatorCompiler(requestValidatorCompiler());
    await app.register(errors);
    await app.register(pathIds);
    app.get('/things/:thingId/parts/:part_id', async (request) => request.params);
    app.get(
      '/files/:id',
      { schema: { params: { type: 'object', properties: { id: { type: 'string' } } } } },
      async (request) => request.params,
    );
    expect((await app.inject('/things/12/parts/3')).json()).toEqual({ thingId: 12, part_id: 3 });
    expect((await app.inject('/things/0x1/parts/3')).statusCode).toBe(422);
    expect((await app.inject('/things/1/parts/+3')).statusCode).toBe(422);
    // A route that declares its own id keeps it (a deck's id is a UUID).
    expect((await app.inject('/files/0x1')).json()).toEqual({ id: '0x1' });
    await app.close();
  });
});
