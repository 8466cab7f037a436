import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentDraft, contentVersions } from '../../../src/server/db/schema.js';
import { readContentFiles } from '../../../src/content/content-set.js';
import { LOCALES_DIR } from '../../../src/content/paths.js';
import { loadReleaseFiles } from '../../../src/server/content/store.js';
import { createTestApp, secondTestApp, type TestApp } from '../../support/test-app.js';
import { adminClient, adminSession, someCompany, userPayload, type AdminClient } from '../../support/admin.js';
import { bearer, memberSession } from '../../support/api.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

const STUDIO = '/content';

describe('content versions and the studio API', () => {
  let t: TestApp;
  let admin: AdminClient;
  let author: AdminClient;
  let member: Awaited<ReturnType<typeof memberSession>>;
  const asMember = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(member.token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    // The administrator gives the author role through the admin API.
    const company = await someCompany(t.app);
    const created = await admin.post('/users', userPayload(company.id, { roles: ['author'] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.role).toBe('author');
    const authorAccount = await memberSession(t.app, { role: 'author', modules: [] });
    author = adminClient(t.app, authorAccount.token);
    member = await memberSession(t.app, { completedSteps: [['intro', 'welcome']] });
  });
  afterAll(() => t?.close());

  /** One text of the draft as the studio reads it. */
  async function draftText(source: string, key: string) {
    const res = await author.get(`${STUDIO}/texts?${source}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().rows as Array<{ key: string; cs: string | null; en: string | null; state: string }>).find((r) => r.key === key)!;
  }

  it('loads version 1 from the files once, however many processes start, and serves it', async () => {
    const rows = await t.app.db.select().from(contentVersions);
    expect(rows.map((r) => [r.id, r.note, r.created_by])).toEqual([[1, 'Načteno ze souborů', null]]);
    expect(Object.keys(rows[0]!.files)).toContain('step-schemas/variants/general.json');
    expect(Object.keys(rows[0]!.files)).toContain('locales/cs/steps/people.json');
    expect(Object.keys(rows[0]!.files).some((p) => p.startsWith('locales/cs/api'))).toBe(false);

    const files = readContentFiles({ stepSchemas: t.config.stepSchemasDir, locales: LOCALES_DIR });
    await Promise.all([loadReleaseFiles(t.app.db, files), loadReleaseFiles(t.app.db, files)]);
    const second = await secondTestApp(t);
    await second.close();
    expect(await t.app.db.select({ id: contentVersions.id }).from(contentVersions)).toEqual([{ id: 1 }]);
    expect(t.app.content.current.id).toBe(1);
    expect((await asMember('GET', '/api/variants/my-variant')).json().content_version).toBe(1);
  });

  it('lets authors and administrators in, and refuses members with a Czech 403', async () => {
    for (const client of [author, admin]) expect((await client.get(`${STUDIO}/tree`)).statusCode).toBe(200);
    const res = await asMember('GET', `/api/admin${STUDIO}/tree`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Přístup odepřen: nejste autor obsahu ani administrátor');
    // The author reaches the step preview, not the rest of the admin API.
    expect((await author.get('/preview/steps/people/team_goals')).statusCode).toBe(200);
    expect((await author.get('/users')).statusCode).toBe(403);
  });

  it('shows the tree: variants, modules and steps with their text namespaces', async () => {
    const tree = (await author.get(`${STUDIO}/tree`)).json();
    expect(tree.published_version).toBe(1);
    const general = tree.variants.find((v: { variant_name: string }) => v.variant_name === 'general');
    expect(general.texts).toBe('variants/general');
    const people = general.modules.find((m: { module_name: string }) => m.module_name === 'people');
    expect(people.steps.find((s: { step_name: string }) => s.step_name === 'team_goals').texts).toContain('steps/people');
  });

  it('edits a text in the draft, refuses a stale base with both values, sanitizes HTML and tracks the English state', async () => {
    const before = await draftText('namespace=steps/people', 'team_goals.title');
    const saved = await author.put(`${STUDIO}/texts`, {
      namespace: 'steps/people',
      key: 'team_goals.title',
      lng: 'cs',
      value: 'Cíle týmu',
      base: before.cs,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().row).toMatchObject({ key: 'team_goals.title', cs: 'Cíle týmu' });

    // A second author who loaded the text before the first one saved: nothing is overwritten.
    const stale = await admin.put(`${STUDIO}/texts`, {
      namespace: 'steps/people',
      key: 'team_goals.title',
      lng: 'cs',
      value: 'Moje cíle',
      base: before.cs,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: expect.any(String), yours: 'Moje cíle', theirs: 'Cíle týmu' });
    expect(czechDetailProblem(stale)).toBeFalsy();
    expect((await draftText('namespace=steps/people', 'team_goals.title')).cs).toBe('Cíle týmu');

    // English written now is ok; the Czech changed after it marks it 'changed'.
    const en = await author.put(`${STUDIO}/texts`, {
      namespace: 'steps/people',
      key: 'team_goals.title',
      lng: 'en',
      value: 'Team goals',
      base: before.en,
    });
    expect(en.json().row.state).toBe('ok');
    await author.put(`${STUDIO}/texts`, {
      namespace: 'steps/people',
      key: 'team_goals.title',
      lng: 'cs',
      value: 'Cíle',
      base: 'Cíle týmu',
    });
    expect((await draftText('namespace=steps/people', 'team_goals.title')).state).toBe('changed');
    expect((await draftText('namespace=steps/people', 'team_goals.subtitle')).state).toBe('missing');

    const subtitle = await draftText('namespace=steps/people', 'team_goals.subtitle');
    const html = await author.put(`${STUDIO}/texts`, {
      namespace: 'steps/people',
      key: 'team_goals.subtitle',
      lng: 'cs',
      value: '<p onclick="x()">Kam <script>alert(1)</script><strong>chce</strong></p>',
      base: subtitle.cs,
    });
    expect(html.json().row.cs).toBe('<p>Kam <strong>chce</strong></p>');

    const diff = (await author.get(`${STUDIO}/draft`)).json();
    expect(diff.changes).toEqual(
      expect.arrayContaining([
        { path: 'locales/cs/steps/people.json', status: 'changed', keys: ['team_goals.subtitle', 'team_goals.title'] },
        { path: 'locales/en/steps/people.json', status: 'added' },
      ]),
    );
    // Members still see the published texts.
    expect(t.app.content.current.id).toBe(1);
  });

  it('finds texts of every variant, diacritics aside, and bounds the answer', async () => {
    const found = (await author.get(`${STUDIO}/search?q=${encodeURIComponent('obecna varianta')}`)).json();
    expect(found.results).toContainEqual(expect.objectContaining({ variant: 'general', key: 'display_name', cs: 'Obecná varianta' }));
    const many = (await author.get(`${STUDIO}/search?q=ti&limit=3`)).json();
    expect(many.results).toHaveLength(3);
    expect(many.truncated).toBe(true);
    expect((await author.get(`${STUDIO}/search?q=x`)).statusCode).toBe(422);
  });

  it('refuses to publish a draft with problems, listing each with its file and place', async () => {
    await t.app.db.insert(contentDraft).values({
      path: 'step-schemas/people/team_goals.rules.json',
      body: { ...(t.app.content.current.files['step-schemas/people/team_goals.rules.json'] as object), uniqe: true },
    });
    const res = await author.post(`${STUDIO}/publish`, { note: 'Rozbité' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toMatch(/^Verzi nelze zveřejnit: obsah má \d+ problém/);
    expect(res.json().problems).toContainEqual(
      expect.objectContaining({ file: 'step-schemas/people/team_goals.rules.json', place: '/uniqe' }),
    );
    expect(t.app.content.current.id).toBe(1);
    await t.app.db.delete(contentDraft).where(eq(contentDraft.path, 'step-schemas/people/team_goals.rules.json'));
  });

  it('refuses to publish a step with an authoring mistake, naming it where the editor shows it', async () => {
    const path = 'step-schemas/people/team_capacity.ui.json';
    const ui = structuredClone(t.app.content.current.files[path]) as Record<string, any>;
    ui.capacities['ui:options'].minRows = 'two';
    await t.app.db.insert(contentDraft).values({ path, body: ui });
    const res = await author.post(`${STUDIO}/publish`, { note: 'Chyba' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().problems).toEqual([
      {
        file: path,
        place: '/capacities/ui:options/minRows',
        message: 'minRows must be a whole number from 0, written without quotes (2, not "two" or "2"), not "two": the page ignores it',
      },
    ]);
    expect(t.app.content.current.id).toBe(1);
    await t.app.db.delete(contentDraft).where(eq(contentDraft.path, path));
  });

  it('publishes: the member API serves the new texts and variant at once, and the history lists it', async () => {
    const name = await draftText('variant=general', 'display_name');
    await author.put(`${STUDIO}/texts`, {
      variant: 'general',
      key: 'display_name',
      lng: 'cs',
      value: 'Varianta pro všechny',
      base: name.cs,
    });
    // The completion message the server writes comes from steps/people: changed here, it is the member's at once.
    const refused = await asMember('POST', '/api/people/team-goals/complete');
    const message = refused.json().detail as string;
    const hit = (await author.get(`${STUDIO}/search?q=${encodeURIComponent(message)}&limit=1`)).json().results[0];
    await author.put(`${STUDIO}/texts`, { namespace: hit.namespace, key: hit.key, lng: 'cs', value: 'Nový text chyby', base: hit.cs });

    const res = await author.post(`${STUDIO}/publish`, { note: 'Nové názvy' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().version).toMatchObject({ id: 2, note: 'Nové názvy', author: { email: expect.any(String) }, restored_from: null });

    const variant = (await asMember('GET', '/api/variants/my-variant')).json();
    expect(variant).toMatchObject({ display_name: 'Varianta pro všechny', content_version: 2 });
    expect((await asMember('POST', '/api/people/team-goals/complete')).json().detail).toBe('Nový text chyby');
    expect((await author.get(`${STUDIO}/draft`)).json().changes).toEqual([]);

    const history = (await author.get(`${STUDIO}/versions`)).json();
    expect(history.map((v: { id: number }) => v.id)).toEqual([2, 1]);
    expect(history[0].changes).toContainEqual({ path: 'step-schemas/variants/general.json', status: 'changed' });
    expect(history[1]).toMatchObject({ note: 'Načteno ze souborů', author: null });
  });

  it('serves each version’s step modules and texts, old versions too, cached for good', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/content/versions/2/texts/cs/steps/people' });
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.json().team_goals.title).toBe('Cíle');
    const old = await t.app.inject({ method: 'GET', url: '/api/content/versions/1/texts/cs/steps/people' });
    expect(old.json().team_goals.title).not.toBe('Cíle');

    const code = await t.app.inject({ method: 'GET', url: '/api/content/versions/1/steps/people/team_goals.js' });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.headers['content-type']).toContain('text/javascript');
    expect(code.body).toContain('export const definition');
    const none = await t.app.inject({ method: 'GET', url: '/api/content/versions/99/steps/people/team_goals.js' });
    expect(none.statusCode).toBe(404);
    expect(czechDetailProblem(none)).toBeFalsy();
  });

  it('copies a variant and switches its modules, which members get once published', async () => {
    expect((await author.post(`${STUDIO}/variants/general/copy`, { new_name: 'general_kopie', display_name: 'Kopie' })).statusCode).toBe(
      201,
    );
    expect((await author.post(`${STUDIO}/variants/general/copy`, { new_name: 'general_kopie', display_name: 'Kopie' })).statusCode).toBe(
      409,
    );
    const tree = (await author.get(`${STUDIO}/tree`)).json();
    const modules = tree.variants.find((v: { variant_name: string }) => v.variant_name === 'general').modules as Array<{
      module_name: string;
      enabled: boolean;
      admin_selectable: boolean;
    }>;
    // People off; the others as they are (process and sales have no steps yet: enabled, they would be refused).
    const switched = modules.map((m) => ({
      module_name: m.module_name,
      enabled: m.module_name !== 'people' && m.enabled,
      admin_selectable: m.admin_selectable,
    }));
    expect((await author.put(`${STUDIO}/variants/general/modules`, { modules: switched.slice(1) })).statusCode).toBe(422);
    expect((await author.put(`${STUDIO}/variants/general/modules`, { modules: switched })).statusCode).toBe(200);

    expect((await asMember('GET', '/api/people/team-goals')).statusCode).not.toBe(403);
    const pub = await author.post(`${STUDIO}/publish`, { note: 'Kopie varianty' });
    expect(pub.statusCode, pub.body).toBe(201);
    expect((await asMember('GET', '/api/people/team-goals')).json().detail).toBe('Modul není dostupný.');
    const assigned = await admin.post('/variants/assign', { user_id: member.user.id, variant_name: 'general_kopie' });
    expect(assigned.statusCode, assigned.body).toBe(201);
  });

  it('restores an earlier version as a new one, and discards the draft', async () => {
    const res = await author.post(`${STUDIO}/versions/1/restore`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().version).toMatchObject({ id: 4, note: 'Obnoveno z verze 1', restored_from: 1 });
    expect(t.app.content.current.id).toBe(4);
    expect((await asMember('GET', '/api/variants/my-variant')).json().display_name).not.toBe('Varianta pro všechny');
    expect((await author.post(`${STUDIO}/versions/99/restore`)).statusCode).toBe(404);

    const text = await draftText('namespace=steps/people', 'team_goals.title');
    await author.put(`${STUDIO}/texts`, { namespace: 'steps/people', key: 'team_goals.title', lng: 'cs', value: 'Zahodit', base: text.cs });
    expect((await author.get(`${STUDIO}/draft`)).json().changes).toHaveLength(1);
    expect((await author.delete(`${STUDIO}/draft`)).statusCode).toBe(200);
    expect((await author.get(`${STUDIO}/draft`)).json().changes).toEqual([]);
    expect((await author.post(`${STUDIO}/publish`, { note: 'Nic' })).statusCode).toBe(422);
  });

  it('refuses paths outside the content: traversal, other roots, unknown namespaces', async () => {
    for (const query of [
      'namespace=../../api',
      'namespace=steps/..%2F..%2Fapi',
      'namespace=api',
      'variant=../general',
      'namespace=steps/people&variant=general',
    ])
      expect((await author.get(`${STUDIO}/texts?${query}`)).statusCode, query).toBe(422);
    expect((await author.get(`${STUDIO}/texts?namespace=steps/nic`)).statusCode).toBe(404);
    const put = await author.put(`${STUDIO}/texts`, { namespace: 'steps/../../api', key: 'notFound', lng: 'cs', value: 'x', base: null });
    expect(put.statusCode).toBe(422);
    for (const url of [
      '/api/content/versions/1/texts/cs/steps/..%2F..%2Fapi',
      '/api/content/versions/1/texts/cs/api/x',
      '/api/content/versions/1/steps/..%2Fvariants/general.js',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/versions/1/texts/cs/steps/..%2F..%2Fapi' })).statusCode).toBe(422);
  });
});
