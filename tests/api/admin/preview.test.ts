import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentDraft, contentVersions } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, memberSession } from '../../support/api.js';
import { adminSession, type AdminClient } from '../../support/admin.js';
import type { StepModule } from '../../../src/client/step-runner/step-module.js';

/** What the browser does with the module link: import the JavaScript the server answered. */
const importCode = (code: string) =>
  import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as Promise<StepModule>;

const BAD_LINK = 'Odkaz na modul náhledu je neplatný nebo vypršel.';

describe('admin step preview: the step files and texts of the draft', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  /** An author's edit of a step file, published as a new version (unchecked, as a version read from elsewhere could be). */
  const editJson = async (file: string, change: (json: Record<string, unknown>) => void) => {
    const current = t.app.content.current;
    const rel = `step-schemas/${file}`;
    const json = structuredClone(current.files[rel]) as Record<string, unknown>;
    change(json);
    await t.app.db
      .insert(contentVersions)
      .values({ id: current.id + 1, note: 'Úprava', files: { ...current.files, [rel]: json }, changes: [] });
    await t.app.content.refresh();
  };

  async function previewModule(module: string, step: string) {
    const res = await admin.get(`/preview/steps/${module}/${step}`);
    expect(res.statusCode, res.body).toBe(200);
    const { module_url, texts } = res.json() as { module_url: string; texts: Record<string, unknown> };
    // No Authorization header: a dynamic import sends none.
    const code = await t.app.inject({ method: 'GET', url: module_url });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(code.headers['cache-control']).toBe('no-store');
    return { module: await importCode(code.body), texts, url: module_url };
  }

  it('answers the current texts of the step and a module with its definition and working validators', async () => {
    const { module, texts } = await previewModule('people', 'team_goals');
    expect(Object.keys(texts)).toEqual(['steps/people']);
    expect(texts['steps/people']).toEqual(JSON.parse(fs.readFileSync('locales/cs/steps/people.json', 'utf8')));
    expect(module.definition).toMatchObject({ module: 'people', step: 'team_goals', rules: { title: 'steps/people:team_goals.title' } });
    expect(module.validators.full!({ goal: '' })).toBe(false);
    expect(module.validators.draft!({ goal: '' })).toBe(true);
  });

  it('shows a published edit of a step file on the next load, without a restart', async () => {
    await editJson('people/team_goals.rules.json', (rules) => {
      rules.subtitle = 'Upravený podtitul';
    });
    await editJson('people/team_goals.schema.json', (schema) => {
      (schema.properties as Record<string, { maxLength?: number }>).goal!.maxLength = 3;
    });
    const { module } = await previewModule('people', 'team_goals');
    expect(module.definition.rules.subtitle).toBe('Upravený podtitul');
    expect(module.validators.draft!({ goal: 'dlouhý' })).toBe(false);
    expect(module.validators.draft!({ goal: 'ok' })).toBe(true);
  });

  it('shows the draft (step files, step texts, the variant’s texts), which members do not see until it is published', async () => {
    const published = t.app.content.current;
    const people = structuredClone(published.files['locales/cs/steps/people.json']) as {
      team_goals: { title: string; goal: { required: string } };
    };
    people.team_goals.title = 'Cíle z konceptu';
    people.team_goals.goal.required = 'Cíl z konceptu je povinný';
    const general = structuredClone(published.files['locales/cs/variants/general.json']) as { text_content: Record<string, string> };
    general.text_content.homeWelcomeTitle = 'Vítejte v konceptu';
    const rules = structuredClone(published.files['step-schemas/people/team_goals.rules.json']) as Record<string, unknown>;
    rules.subtitle = 'Podtitul z konceptu';
    const schema = structuredClone(published.files['step-schemas/people/team_goals.schema.json']) as {
      properties: Record<string, { maxLength?: number }>;
    };
    schema.properties.goal!.maxLength = 2;
    await t.app.db.insert(contentDraft).values([
      { path: 'locales/cs/steps/people.json', body: people },
      { path: 'locales/cs/variants/general.json', body: general },
      { path: 'step-schemas/people/team_goals.rules.json', body: rules },
      { path: 'step-schemas/people/team_goals.schema.json', body: schema },
    ]);
    try {
      const { module, texts } = await previewModule('people', 'team_goals');
      expect(module.definition.rules.subtitle).toBe('Podtitul z konceptu');
      expect(module.validators.draft!({ goal: 'tři' })).toBe(false);
      expect((texts['steps/people'] as typeof people).team_goals.title).toBe('Cíle z konceptu');
      // The intro names '{variant}' texts: the variant asked for comes with it, as the draft has it (no variant: the general one).
      for (const query of ['?variant=general', '']) {
        const intro = await admin.get(`/preview/steps/intro/welcome${query}`);
        expect(intro.statusCode, intro.body).toBe(200);
        expect(intro.json().texts['variants/general'].text_content.homeWelcomeTitle).toBe('Vítejte v konceptu');
      }
      expect((await admin.get('/preview/steps/intro/welcome?variant=Bad%20name')).statusCode).toBe(422);
      // The completion check answers in the draft's texts too.
      const check = await admin.post('/preview/check', { module: 'people', step: 'team_goals', data: {} });
      expect(check.json().messages[0].message).toBe('Cíl z konceptu je povinný');

      // Members' browsers load the published version, unchanged.
      const current = (await t.app.inject({ method: 'GET', url: '/api/content/current' })).json();
      expect(current.id).toBe(published.id);
      const memberTexts = await t.app.inject({ method: 'GET', url: `/api/content/versions/${current.id}/texts/cs/steps/people` });
      expect(memberTexts.json().team_goals.title).not.toBe('Cíle z konceptu');
      const memberCode = await t.app.inject({ method: 'GET', url: `/api/content/versions/${current.id}/steps/people/team_goals.js` });
      expect((await importCode(memberCode.body)).definition.rules.subtitle).not.toBe('Podtitul z konceptu');
    } finally {
      await t.app.db.delete(contentDraft);
    }
  });

  it("checks completion with the server's validators and answers every message of the spec in order", async () => {
    const res = await admin.post('/preview/check', { module: 'people', step: 'team_goals', data: { goal: ' ', how: 'Měříme.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'Hlavní cíl je povinný',
      'Hodnocení hlavního cíle je povinné',
      'Definice úspěchu je povinná',
      'Hodnocení definice úspěchu je povinné',
      'Hodnocení měřítka úspěchu je povinné',
      'Benefity úspěchu jsou povinné',
      'Hodnocení benefitů je povinné',
      'Potřeby týmu jsou povinné',
      'Hodnocení potřeb týmu je povinné',
    ]);
    const complete = {
      goal: 'a',
      goal_rating: 1,
      success: 'b',
      success_rating: 2,
      how: 'c',
      how_rating: 3,
      benefits: 'd',
      benefits_rating: 4,
      what: 'e',
      what_rating: 5,
    };
    expect((await admin.post('/preview/check', { module: 'people', step: 'team_goals', data: complete })).json()).toEqual({ messages: [] });
    // The intro completes with no answers (spec 7: POST /api/intro/complete has no payload; the cards ask the questions).
    expect((await admin.post('/preview/check', { module: 'intro', step: 'welcome', data: { question1: 'a' } })).json()).toEqual({
      messages: [],
    });
    // A minimum length counts the trimmed text there too.
    const short = {
      examples: [{ id: 1, value_name: 'Důvěra', is_priority: true, excellent_example: '         x', failure_example: '0123456789' }],
    };
    expect(
      (await admin.post('/preview/check', { module: 'people', step: 'team_values_examples', data: short }))
        .json()
        .messages.map((m: { message: string }) => m.message),
    ).toEqual(['Důvěra: Příklad výborného chování musí mít alespoň 10 znaků']);
  });

  it('checks with the edited rules at once', async () => {
    await editJson('people/team_vision.rules.json', (rules) => {
      (rules.messages as unknown[]).reverse();
    });
    const res = await admin.post('/preview/check', { module: 'people', step: 'team_vision', data: {} });
    const messages = res.json().messages.map((m: { message: string }) => m.message);
    expect(messages[0]).toBe('Hodnocení pole 4 je povinné');
    expect(messages.at(-1)).toBe('Pole 1 je povinné');
  });

  it('answers 404 for a step without a definition, 422 for a bad request, and a schema that cannot compile as 422 with its problem', async () => {
    expect((await admin.get('/preview/steps/people/no_such_step')).statusCode).toBe(404);
    expect((await admin.post('/preview/check', { module: 'people', step: 'no_such_step', data: {} })).json()).toEqual({
      detail: 'Krok nenalezen.',
    });
    for (const url of ['/preview/steps/..%2Fvariants/general', '/preview/steps/People/team_goals']) {
      expect((await admin.get(url)).statusCode, url).toBe(422);
    }
    for (const body of [
      { module: 'people', step: 'team_goals' },
      { module: 'people', step: 'team_goals', data: [] },
      { module: 'people', step: 'team_goals', data: {}, extra: 1 },
      { module: '../x', step: 'team_goals', data: {} },
    ]) {
      expect((await admin.post('/preview/check', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    await editJson('new_team_onboarding/onboarding_culture.schema.json', (schema) => {
      schema.properties = { field_1: { type: 'strnig' } };
    });
    for (const res of [
      await admin.get('/preview/steps/new_team_onboarding/onboarding_culture'),
      await admin.post('/preview/check', { module: 'new_team_onboarding', step: 'onboarding_culture', data: {} }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toMatch(/^Definici kroku new_team_onboarding\/onboarding_culture nelze načíst: .+/);
    }
  });

  it('refuses members (403) and callers without a token (401)', async () => {
    const member = await memberSession(t.app);
    const asMember = [
      await t.app.inject({ method: 'GET', url: '/api/admin/preview/steps/people/team_goals', headers: bearer(member.token) }),
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/preview/check',
        headers: bearer(member.token),
        payload: { module: 'people', step: 'team_goals', data: {} },
      }),
    ];
    for (const res of asMember) expect(res.json()).toEqual({ detail: 'Přístup odepřen: nejste autor obsahu ani administrátor' });
    expect(asMember.map((r) => r.statusCode)).toEqual([403, 403]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/preview/steps/people/team_goals' })).statusCode).toBe(401);
  });

  it('serves the module only for an untampered link of the last minute, and the link is no access token', async () => {
    const { url } = await previewModule('people', 'team_goals');
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const { token: accessToken } = await memberSession(t.app);
    for (const bad of [`?token=${tampered}`, `?token=${accessToken}`, '?token=x', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/preview/module${bad}` });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({ detail: BAD_LINK });
    }
    const asBearer = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(asBearer.statusCode).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ detail: BAD_LINK });
  });
});
