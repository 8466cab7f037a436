import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema.js';
import { createTestApp, secondTestApp, type TestApp } from '../../support/test-app.js';
import { adminClient, type AdminClient } from '../../support/admin.js';
import { bearer, memberSession } from '../../support/api.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

const V = '/content/variants/general';

/** The form step's files as the step editor would write them: one text the member must fill in. */
const formFiles = {
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: { process: { type: 'string', maxLength: 500, completion: { pattern: '\\S' } } },
    completion: { required: ['process'] },
  },
  ui: { 'ui:order': ['process'], process: { 'ui:widget': 'TextWidget', 'ui:title': 'steps/procesy:mapa_procesu.title' } },
  rules: {
    title: 'steps/procesy:mapa_procesu.title',
    description: 'steps/procesy:mapa_procesu.description',
    messages: [{ path: '/process', message: 'steps/procesy:mapa_procesu.title' }],
  },
};

describe('modules and steps made in the studio, served by the running server without a restart (issue 33)', () => {
  let t: TestApp;
  let second: TestApp;
  let author: AdminClient;
  let member: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    // A second process on the same database, started before anything is published.
    second = await secondTestApp(t);
    author = adminClient(t.app, (await memberSession(t.app, { role: 'author', modules: [] })).token);
    member = bearer((await memberSession(t.app, { modules: [] })).token);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const memberCall = (method: 'GET' | 'POST', url: string, payload?: object, app = t.app) =>
    app.inject({ method, url, headers: member, ...(payload ? { payload } : {}) });

  it('makes a module from its Czech name, with two steps in order, and answers the structure', async () => {
    const made = await author.post(`${V}/modules`, {
      display_name: { cs: 'Procesy', en: 'Processes' },
      description: { cs: 'Mapa procesů a jejich zralost.', en: 'A map of processes.' },
      icon: 'workflow',
      admin_selectable: false,
      requires: [],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().name).toBe('procesy');

    const reading = await author.post(`${V}/modules/procesy/steps`, {
      display_name: { cs: 'Závěr', en: 'Closing' },
      description: { cs: 'Shrnutí <a> práce.', en: '' },
      kind: 'reading',
    });
    expect(reading.statusCode, reading.body).toBe(201);
    const form = await author.post(`${V}/modules/procesy/steps`, {
      display_name: { cs: 'Mapa procesů', en: 'Process map' },
      description: { cs: 'Pojmenujte klíčové procesy.', en: 'Name the key processes.' },
      kind: 'form',
      position: 0,
    });
    expect(form.statusCode, form.body).toBe(201);
    expect(form.json().name).toBe('mapa_procesu');

    const structure = await author.get(`${V}/structure`);
    expect(structure.statusCode, structure.body).toBe(200);
    const procesy = structure.json().modules.find((m: { module_name: string }) => m.module_name === 'procesy');
    expect(procesy).toMatchObject({ display_name: 'Procesy', icon: 'workflow', enabled: true, requires: [] });
    expect(procesy.steps).toEqual([
      expect.objectContaining({ step_name: 'mapa_procesu', endpoint: 'mapa-procesu', route: '/procesy/mapa-procesu', kind: 'form' }),
      expect.objectContaining({ step_name: 'zaver', endpoint: 'zaver', route: '/procesy/zaver', kind: 'reading' }),
    ]);
    const texts = await author.get('/content/texts?namespace=steps/procesy');
    expect(texts.json().rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'zaver.description', cs: '<p>Shrnutí &#60;a&#62; práce.</p>', en: null }),
        expect.objectContaining({ key: 'mapa_procesu.title', cs: 'Mapa procesů', en: 'Process map' }),
      ]),
    );
    const audit = await t.app.db.select().from(auditLog).where(like(auditLog.action, 'content.%_create'));
    expect(audit.map((a) => a.action).sort()).toEqual(['content.module_create', 'content.step_create', 'content.step_create']);
  });

  it('refuses a name, an endpoint or an address already taken, and a ring of prerequisites, in Czech', async () => {
    const again = await author.post(`${V}/modules`, {
      display_name: { cs: 'Procesy!', en: '' },
      description: { cs: '', en: '' },
      icon: 'workflow',
      admin_selectable: true,
      requires: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('Modul procesy už existuje');
    const lide = await author.post(`${V}/modules`, {
      display_name: { cs: 'Admin', en: '' },
      description: { cs: '', en: '' },
      icon: 'workflow',
      admin_selectable: true,
      requires: [],
    });
    expect(lide.statusCode).toBe(422);
    const step = await author.post(`${V}/modules/procesy/steps`, {
      display_name: { cs: 'Mapa procesů', en: '' },
      description: { cs: '', en: '' },
      kind: 'reading',
    });
    expect(step.statusCode).toBe(409);
    expect(step.json().detail).toBe('Krok procesy/mapa_procesu už existuje: zvolte jiný název.');
    const route = await author.patch(`${V}/modules/procesy/steps/zaver`, { route: 'mapa-procesu' });
    expect(route.statusCode).toBe(409);
    expect(route.json().detail).toBe('Adresu /procesy/mapa-procesu už má procesy/mapa_procesu: zvolte jinou.');
    const ring = await author.patch(`${V}/modules/intro`, { requires: ['procesy'] });
    expect(ring.statusCode, ring.body).toBe(200);
    const cycle = await author.patch(`${V}/modules/procesy`, { requires: ['intro'] });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().detail).toContain('dokola');
    expect((await author.patch(`${V}/modules/intro`, { requires: [] })).statusCode).toBe(200);
    expect((await author.patch(`${V}/modules/nic/steps/zaver`, { position: 0 })).statusCode).toBe(404);
    for (const res of [again, lide, step, route, cycle]) expect(czechDetailProblem(res)).toBeUndefined();
  });

  it('fills the form step, publishes, and the member reads, saves and completes both steps on this process and another', async () => {
    expect((await memberCall('GET', '/api/procesy/mapa-procesu')).statusCode).toBe(404);
    const base = (await author.get('/content/steps/procesy/mapa_procesu')).json().files;
    // A part of its own (an address of its own under the step) is made at start only: that step needs a release.
    const parts = [{ path: 'roles', step: 'people/team_roles_revision', at: '/roles' }];
    const withPart = await author.put('/content/steps/procesy/mapa_procesu', { ...formFiles, rules: { ...formFiles.rules, parts }, base });
    expect(withPart.statusCode, withPart.body).toBe(200);
    const refused = await author.post('/content/publish', { note: 'Modul Procesy' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().problems).toEqual([
      expect.objectContaining({ file: 'step-schemas/variants/general.json', message: expect.stringContaining('jen při startu (parts)') }),
    ]);
    const saved = await author.put('/content/steps/procesy/mapa_procesu', { ...formFiles, base: withPart.json().files });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await author.post('/content/publish', { note: 'Modul Procesy' });
    expect(published.statusCode, published.body).toBe(201);

    const empty = await memberCall('POST', '/api/procesy/mapa-procesu/complete');
    expect(empty.statusCode).toBe(422);
    expect((await memberCall('POST', '/api/procesy/zaver/complete')).statusCode).toBe(403);
    expect((await memberCall('POST', '/api/procesy/mapa-procesu', { process: 'x'.repeat(501) })).statusCode).toBe(422);
    const save = await memberCall('POST', '/api/procesy/mapa-procesu', { process: 'Nákup' });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.headers.etag).toBe('"1"');
    expect((await memberCall('GET', '/api/procesy/mapa-procesu')).json()).toEqual({ process: 'Nákup' });
    const done = await memberCall('POST', '/api/procesy/mapa-procesu/complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ step_name: 'mapa_procesu', status: 'completed' });

    // The other process finds the version at its next check (every second), and serves the new step too.
    await second.app.content.refresh();
    expect((await memberCall('GET', '/api/procesy/mapa-procesu', undefined, second.app)).json()).toEqual({ process: 'Nákup' });
    const closing = await memberCall('POST', '/api/procesy/zaver/complete', undefined, second.app);
    expect(closing.statusCode, closing.body).toBe(200);
    const progress = (await memberCall('GET', '/api/variants/progress')).json();
    const procesy = progress.user_variants[0].modules.find((m: { module_name: string }) => m.module_name === 'procesy');
    expect(procesy.progress_percentage).toBe(100);
  });

  it('unknown addresses stay 404 with a Czech detail, before the caller is identified; static routes keep precedence', async () => {
    for (const url of ['/api/procesy/nic', '/api/nic/nic', '/api/admin/nic']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(404);
      expect(anonymous.json().detail).toBe('Nenalezeno');
      expect((await t.app.inject({ method: 'POST', url: `${url}/complete`, headers: member })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/procesy/mapa-procesu' })).statusCode).toBe(401);
    expect((await memberCall('GET', '/api/variants/progress')).statusCode).toBe(200);
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/{module}/{endpoint}', '/api/{module}/{endpoint}/complete']));
  });

  it("takes a step out of the variant: the member's data stays, the step is no longer served", async () => {
    const removed = await author.delete(`${V}/modules/procesy/steps/zaver`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await author.post('/content/publish', { note: 'Bez závěru' })).statusCode).toBe(201);
    expect((await memberCall('POST', '/api/procesy/zaver/complete')).statusCode).toBe(404);
    expect((await memberCall('GET', '/api/procesy/mapa-procesu')).json()).toEqual({ process: 'Nákup' });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.step_remove'), eq(auditLog.target_id, 'general/procesy/zaver')));
    expect(audit).toHaveLength(1);
  });
});
