import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminClient, type AdminClient } from '../../support/admin.js';
import { bearer, memberSession } from '../../support/api.js';

const STEP = '/api/people/team-goals';

/** What members' browsers ask to learn the content version (docs/decisions.md, "Content versions"). */
describe('the content version members’ browsers load', () => {
  let t: TestApp;
  let author: AdminClient;
  let member: Awaited<ReturnType<typeof memberSession>>;
  const current = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/current' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as { id: number; steps: string[]; texts: { cs: string[]; en: string[] } };
  };
  const save = (data: object, version: number) =>
    t.app.inject({ method: 'POST', url: STEP, headers: { ...bearer(member.token), 'if-match': `"${version}"` }, payload: data });

  /** Changes one Czech text in the draft as the studio does, and publishes it. */
  async function publishText(namespace: string, key: string, value: string) {
    const rows = (await author.get(`/content/texts?namespace=${namespace}`)).json().rows as Array<{ key: string; cs: string }>;
    const base = rows.find((r) => r.key === key)!.cs;
    expect((await author.put('/content/texts', { namespace, key, lng: 'cs', value, base })).statusCode).toBe(200);
    const published = await author.post('/content/publish', { note: value });
    expect(published.statusCode, published.body).toBe(201);
    return published.json().version.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp();
    author = adminClient(t.app, (await memberSession(t.app, { role: 'author', modules: [] })).token);
    member = await memberSession(t.app, { completedSteps: [['intro', 'welcome']] });
  });
  afterAll(() => t?.close());

  it('names the version in use with its steps and content namespaces, public and never cached', async () => {
    const first = await current();
    expect(first.id).toBe(1);
    expect(first.steps).toContain('people/team_goals');
    expect(first.steps).toContain('intro/welcome');
    expect(first.steps.some((s) => s.startsWith('variants/'))).toBe(false);
    expect(first.texts.cs).toEqual(expect.arrayContaining(['steps/people', 'variants/general']));
    expect(first.texts.cs.every((ns) => /^(steps|variants)\//.test(ns))).toBe(true);
    expect(first.texts.en).toContain('variants/general');
    // Every namespace and step named is there at its versioned address.
    for (const ns of first.texts.cs)
      expect((await t.app.inject({ method: 'GET', url: `/api/content/versions/1/texts/cs/${ns}` })).statusCode, ns).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/versions/1/steps/people/team_goals.js' })).statusCode).toBe(200);
  });

  it('keeps a member’s work across a publication: the step open saves on, every value kept, and the next load reads the new version', async () => {
    const typed = { goal: 'Rozpracovaný cíl', goal_rating: 7, success: 'Úspěch' };
    const first = await save(typed, 0);
    expect(first.statusCode, first.body).toBe(200);

    // A version directory a writer that died left half written two hours ago goes at the next swap.
    const leftover = path.join(t.app.content.root, '.tmp-2-12345-deadbeef');
    fs.mkdirSync(path.join(leftover, 'step-schemas'), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(leftover, twoHoursAgo, twoHoursAgo);

    const id = await publishText('steps/people', 'team_goals.title', 'Cíle po zveřejnění');
    expect(id).toBe(2);
    expect(fs.existsSync(leftover)).toBe(false);
    expect(fs.existsSync(t.app.content.current.dir)).toBe(true);
    // The publishing process serves the new version at once, to the page and to the API.
    expect((await current()).id).toBe(2);
    const variant = await t.app.inject({ method: 'GET', url: '/api/variants/my-variant', headers: bearer(member.token) });
    expect(variant.json().content_version).toBe(2);

    // The tab opened before it still has version 1's module and goes on saving what the member types.
    expect((await t.app.inject({ method: 'GET', url: '/api/content/versions/1/steps/people/team_goals.js' })).statusCode).toBe(200);
    const more = { ...typed, how: 'Měříme měsíčně.' };
    const second = await save(more, 1);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers.etag).toBe('"2"');
    const stored = await t.app.inject({ method: 'GET', url: STEP, headers: bearer(member.token) });
    expect(stored.json()).toMatchObject(more);

    // The next step load gets the new texts; the old version's stay as they were, for tabs still on it.
    const texts = (v: number) => t.app.inject({ method: 'GET', url: `/api/content/versions/${v}/texts/cs/steps/people` });
    expect((await texts(2)).json().team_goals.title).toBe('Cíle po zveřejnění');
    expect((await texts(1)).json().team_goals.title).not.toBe('Cíle po zveřejnění');
  });
});
