import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';

const CONTEXT = '/api/new-team-onboarding/onboarding-context';
const CULTURE = '/api/new-team-onboarding/onboarding-culture';
const filled = { field_1: 'Poslání', field_2: 'Historie', field_3: 'Lidé', field_4: 'Otázky' };

describe('generic step routes: save, load, complete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('answers 404 with a detail while nothing is stored, then round-trips a draft with its version', async () => {
    const s = await memberSession(t.app);
    const empty = await call('GET', CONTEXT, s.token);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().detail).toEqual(expect.any(String));

    const saved = await call('POST', CONTEXT, s.token, { field_1: 'Jen začátek' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ field_1: 'Jen začátek' });
    expect(saved.headers.etag).toBe('"1"');
    const loaded = await call('GET', CONTEXT, s.token);
    expect(loaded.json()).toEqual({ field_1: 'Jen začátek' });
    expect(loaded.headers['x-step-status']).toBe('in_progress');
  });

  it('refuses a stale save with 409 and the newer version, and accepts the current one', async () => {
    const s = await memberSession(t.app);
    await call('POST', CONTEXT, s.token, { field_1: 'v1' });
    const v2 = await call('POST', CONTEXT, s.token, { field_1: 'v2' }, { 'if-match': '"1"' });
    expect(v2.statusCode).toBe(200);
    expect(v2.headers.etag).toBe('"2"');
    const stale = await call('POST', CONTEXT, s.token, { field_1: 'z jiné záložky' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: 'Mezitím byla uložena novější verze tohoto kroku.',
      current: { field_1: 'v2' },
      version: 2,
    });
    expect((await call('GET', CONTEXT, s.token)).json()).toEqual({ field_1: 'v2' });
    expect((await call('POST', CONTEXT, s.token, { field_1: 'x' }, { 'if-match': 'nonsense' })).statusCode).toBe(400);
  });

  it('treats If-Match "0" as "nothing stored yet": the first save wins, a second one from another tab is 409', async () => {
    const s = await memberSession(t.app);
    const first = await call('POST', CONTEXT, s.token, { field_1: 'první záložka' }, { 'if-match': '"0"' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"1"');
    const second = await call('POST', CONTEXT, s.token, { field_1: 'druhá záložka' }, { 'if-match': '"0"' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ current: { field_1: 'první záložka' }, version: 1 });
    expect((await call('POST', CONTEXT, s.token, { field_1: 'x' }, { 'if-match': '"-1"' })).statusCode).toBe(400);
  });

  it('refuses bad types, unknown fields and oversized text with 422, storing nothing', async () => {
    const s = await memberSession(t.app);
    const text = await call('POST', CONTEXT, s.token, 'text');
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe('Nepodporovaný typ obsahu požadavku');
    for (const body of [{ field_1: 123 }, { field_9: 'x' }, { field_1: 'x'.repeat(5001) }, ['x'], null]) {
      const res = await call('POST', CONTEXT, s.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await call('GET', CONTEXT, s.token)).statusCode).toBe(404);
  });

  it('completes only with every field filled, answering the first Czech message in the spec order', async () => {
    const s = await memberSession(t.app);
    const none = await call('POST', `${CONTEXT}/complete`, s.token);
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe('Pole 1 je povinné');
    expect(none.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Pole 1 je povinné',
      'Pole 2 je povinné',
      'Pole 3 je povinné',
      'Pole 4 je povinné',
    ]);

    await call('POST', CONTEXT, s.token, { ...filled, field_3: '   ' });
    expect((await call('POST', `${CONTEXT}/complete`, s.token)).json().detail).toBe('Pole 3 je povinné');

    await call('POST', CONTEXT, s.token, filled);
    const done = await call('POST', `${CONTEXT}/complete`, s.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', step_name: 'onboarding_context' });
  });

  it('keeps the next step locked until the one before is completed', async () => {
    const s = await memberSession(t.app);
    const locked = await call('POST', CULTURE, s.token, filled);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toBe('Krok je uzamčen. Nejprve dokončete předchozí krok.');
    expect((await call('GET', CULTURE, s.token)).statusCode).toBe(403);
    expect((await call('POST', `${CULTURE}/complete`, s.token)).statusCode).toBe(403);
    await call('POST', CONTEXT, s.token, filled);
    await call('POST', `${CONTEXT}/complete`, s.token);
    expect((await call('POST', CULTURE, s.token, filled)).statusCode).toBe(200);
  });

  it('keeps one member from seeing another member’s step data', async () => {
    const a = await memberSession(t.app);
    const b = await memberSession(t.app);
    await call('POST', CONTEXT, a.token, { field_1: 'tajné' });
    expect((await call('GET', CONTEXT, b.token)).statusCode).toBe(404);
  });

  it('refuses a module the user lacks, a prerequisite-locked module, and anonymous calls', async () => {
    const noPeople = await memberSession(t.app, { modules: [] });
    expect((await call('GET', '/api/people/team-goals', noPeople.token)).json().detail).toBe('Modul nenalezen nebo nemáte k němu přístup');
    const fresh = await memberSession(t.app);
    expect((await call('GET', '/api/people/team-goals', fresh.token)).json().detail).toBe(
      'Modul je uzamčen. Nejprve dokončete předchozí moduly.',
    );
    expect((await t.app.inject({ method: 'GET', url: CONTEXT })).statusCode).toBe(401);
    const noVariant = await memberSession(t.app, { variant: undefined });
    expect((await call('GET', CONTEXT, noVariant.token)).json().detail).toBe('Nebyl přiřazen žádný variant');
  });

  it("keeps the intro's three answers, and completes it through POST /api/intro/complete with no payload (spec 7 names none), which unlocks the people module", async () => {
    const s = await memberSession(t.app);
    expect((await call('POST', '/api/intro/welcome', s.token, { question1: 'x' })).statusCode).toBe(422);
    const answers = { question1: 'a', question2: 'c', question3: 'b' };
    expect((await call('POST', '/api/intro/welcome', s.token, answers)).statusCode).toBe(200);
    const res = await call('POST', '/api/intro/complete', s.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Krok byl úspěšně dokončen', step_name: 'welcome', status: 'completed' });
    const variant = (await call('GET', '/api/variants/my-variant', s.token)).json();
    expect(variant.modules.find((m: { module_name: string }) => m.module_name === 'people').locked_by_prerequisites).toBe(false);
    const stored = await call('GET', '/api/intro/welcome', s.token);
    expect(stored.json()).toEqual(answers);
    expect(stored.headers['x-step-status']).toBe('completed');
  });

  it('completes the intro through POST /api/intro/complete with no payload and nothing stored: the page asks the questions, the call needs none', async () => {
    const s = await memberSession(t.app);
    const res = await call('POST', '/api/intro/complete', s.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('completed');
    const variant = (await call('GET', '/api/variants/my-variant', s.token)).json();
    expect(variant.modules.find((m: { module_name: string }) => m.module_name === 'intro').steps[0].status).toBe('completed');
  });
});

describe("the specification's generic completion address, POST /api/{module}/{step-with-hyphens}/complete", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const PEOPLE = [
    'team_goals',
    'team_vision',
    'team_roles_revision',
    'team_capacity',
    'team_values',
    'team_values_priorities',
    'team_values_examples',
    'team_evaluation',
    'team_members_outlook',
    'team_development',
  ];
  const ENDPOINTS: Record<string, string> = {
    team_roles_revision: 'roles',
    team_capacity: 'capacity',
    team_values_priorities: 'value-priorities',
    team_values_examples: 'value-examples',
    team_members_outlook: 'personnel-outlook',
    team_development: 'development-topics',
  };

  it.each(Object.entries(ENDPOINTS))('answers for %s as its own endpoint /api/people/%s/complete does', async (step, endpoint) => {
    const before = PEOPLE.slice(0, PEOPLE.indexOf(step)).map((s): [string, string] => ['people', s]);
    const s = await memberSession(t.app, { completedSteps: [['intro', 'welcome'], ...before] });
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: bearer(s.token) });
    const own = await post(`/api/people/${endpoint}/complete`);
    const generic = await post(`/api/people/${step.replaceAll('_', '-')}/complete`);
    expect(own.statusCode).not.toBe(404);
    expect([generic.statusCode, generic.json()]).toEqual([own.statusCode, own.json()]);
  });
});
