import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contentDraft, stepData } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminClient, type AdminClient } from '../../support/admin.js';
import { bearer, memberSession } from '../../support/api.js';

const STEP = 'step-schemas/new_team_onboarding/onboarding_context';
const URL = '/api/new-team-onboarding/onboarding-context';
type Json = Record<string, any>;

describe("members' data survives a publication that removes a field", () => {
  let t: TestApp;
  let author: AdminClient;
  let member: Awaited<ReturnType<typeof memberSession>>;
  let outsider: Awaited<ReturnType<typeof memberSession>>;
  const asMember = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });
  const stored = async () =>
    (
      await t.app.db
        .select({ data: stepData.data, status: stepData.status })
        .from(stepData)
        .where(and(eq(stepData.user_id, member.user.id), eq(stepData.step_name, 'onboarding_context')))
    )[0];
  const file = (kind: string) => structuredClone(t.app.content.current.files[`${STEP}.${kind}.json`]) as Json;
  const draft = (kind: string, body: Json) => t.app.db.insert(contentDraft).values({ path: `${STEP}.${kind}.json`, body });
  const impactOfStep = async () => {
    const res = await author.get('/content/draft/impact');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().steps as Json[]).find((s) => s.step === 'onboarding_context');
  };

  beforeAll(async () => {
    t = await createTestApp();
    author = adminClient(t.app, (await memberSession(t.app, { role: 'author', modules: [] })).token);
    member = await memberSession(t.app, { modules: ['new_team_onboarding'], completedSteps: [['intro', 'welcome']] });
    // A second member who only started: their data is counted too, as a save would judge it.
    outsider = await memberSession(t.app, { modules: ['new_team_onboarding'], completedSteps: [['intro', 'welcome']] });
    const saved = await t.app.inject({ method: 'POST', url: URL, headers: bearer(outsider.token), payload: { field_1: 'x'.repeat(20) } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('completes the step with four fields', async () => {
    const answers = { field_1: 'První', field_2: 'Druhá', field_3: 'Třetí', field_4: 'Čtvrtá odpověď' };
    expect((await asMember('POST', URL, answers)).statusCode).toBe(200);
    const done = await asMember('POST', `${URL}/complete`);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('counts before publishing: the removed field hidden for one member, the new requirement refused for the completed one', async () => {
    expect(await impactOfStep()).toBeUndefined();
    // field_4 becomes field_5 (its texts move along, so none is left unused).
    const schema = file('schema');
    schema.properties.field_5 = schema.properties.field_4;
    delete schema.properties.field_4;
    schema.completion.required = ['field_1', 'field_2', 'field_3', 'field_5'];
    const ui = file('ui');
    ui['ui:order'] = ['field_1', 'field_2', 'field_3', 'field_5'];
    ui.field_5 = ui.field_4;
    delete ui.field_4;
    const rules = file('rules');
    rules.messages = rules.messages.map((m: Json) => (m.path === '/field_4' ? { ...m, path: '/field_5' } : m));
    await Promise.all([draft('schema', schema), draft('ui', ui), draft('rules', rules)]);

    expect(await impactOfStep()).toEqual({
      module: 'new_team_onboarding',
      step: 'onboarding_context',
      members: 2,
      not_fitting: 1,
      hidden: 1,
      kinds: [{ kind: 'required', members: 1 }],
    });
    const published = await author.post('/content/publish', { note: 'Pole 4 nahrazeno polem 5' });
    expect(published.statusCode, published.body).toBe(201);
  });

  it('reads the step without the removed field, and the step stays completed', async () => {
    const res = await asMember('GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ field_1: 'První', field_2: 'Druhá', field_3: 'Třetí' });
    expect(res.headers['x-step-status']).toBe('completed');
    expect((await stored())?.status).toBe('completed');
  });

  it('keeps the removed field stored through a save that sends the new one', async () => {
    const body = { field_1: 'První', field_2: 'Druhá', field_3: 'Třetí', field_5: 'Pátá' };
    const res = await asMember('POST', URL, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(body);
    expect((await stored())?.data).toEqual({ ...body, field_4: 'Čtvrtá odpověď' });
    // Completing it under the new version: what the page sent counts, the hidden value does not stand in the way.
    expect((await asMember('POST', `${URL}/complete`)).statusCode).toBe(200);
  });

  it('brings the value back when the version is restored', async () => {
    const restored = await author.post('/content/versions/1/restore');
    expect(restored.statusCode, restored.body).toBe(201);
    const res = await asMember('GET', URL);
    expect(res.json()).toEqual({ field_1: 'První', field_2: 'Druhá', field_3: 'Třetí', field_4: 'Čtvrtá odpověď' });
    expect(res.headers['x-step-status']).toBe('completed');
  });

  it('counts a tightened bound against the data saved under the old one', async () => {
    const schema = file('schema');
    schema.properties.field_1.maxLength = 10;
    await draft('schema', schema);
    expect(await impactOfStep()).toMatchObject({ members: 2, not_fitting: 1, hidden: 0, kinds: [{ kind: 'maxLength', members: 1 }] });
    await t.app.db.delete(contentDraft);
  });

  it('counts a removed choice in the rows of a list', async () => {
    const path = 'step-schemas/people/team_members_outlook.schema.json';
    const row = (perspective: string) => ({ team_member_id: 1, member_name: 'Jana', contribution: 'x', perspective });
    await t.app.db.insert(stepData).values([
      { user_id: member.user.id, module_name: 'people', step_name: 'team_members_outlook', data: { outlook_data: [row('Částečně')] } },
      { user_id: outsider.user.id, module_name: 'people', step_name: 'team_members_outlook', data: { outlook_data: [row('Ano')] } },
    ]);
    const schema = structuredClone(t.app.content.current.files[path]) as Json;
    schema.properties.outlook_data.items.properties.perspective.enum = ['Ano', 'Ne', null];
    await t.app.db.insert(contentDraft).values({ path, body: schema });
    const res = await author.get('/content/draft/impact');
    expect(res.json().steps).toEqual([
      { module: 'people', step: 'team_members_outlook', members: 2, not_fitting: 1, hidden: 0, kinds: [{ kind: 'enum', members: 1 }] },
    ]);
    await t.app.db.delete(contentDraft);
  });
});
