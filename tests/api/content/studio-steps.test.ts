import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminClient, adminSession, type AdminClient } from '../../support/admin.js';
import { memberSession } from '../../support/api.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

type Files = { schema: Record<string, unknown> | null; ui: Record<string, unknown> | null; rules: Record<string, unknown> | null };
const URL = '/content/steps/people/team_roles_revision';
const UI_PATH = 'step-schemas/people/team_roles_revision.ui.json';

/** The UI schema with the roles list's `minRows` set to `value`. */
const withMinRows = (ui: Record<string, unknown>, value: unknown) => {
  const roles = ui.roles as { 'ui:options': Record<string, unknown> };
  return { ...ui, roles: { ...roles, 'ui:options': { ...roles['ui:options'], minRows: value } } };
};

describe("a step's JSON files in the studio: read, checked as typed, saved into the draft without overwriting anyone", () => {
  let t: TestApp;
  let author: AdminClient;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    author = adminClient(t.app, (await memberSession(t.app, { role: 'author', modules: [] })).token);
  });
  afterAll(() => t?.close());

  const load = async (): Promise<Files> => {
    const res = await author.get(URL);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().files;
  };

  it('answers the three files as the published content has them, 404 for a step the draft lacks', async () => {
    const files = await load();
    expect(files.rules).toEqual(t.app.content.current.files['step-schemas/people/team_roles_revision.rules.json']);
    expect(files.ui).toEqual(t.app.content.current.files[UI_PATH]);
    const missing = await author.get('/content/steps/people/no_such_step');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Krok people/no_such_step v konceptu není.');
    expect((await author.get('/content/steps/variants/general')).statusCode).toBe(404);
  });

  it('finds a `minRows` that is not a number at its place in the UI schema, and stores nothing', async () => {
    const files = await load();
    const broken = withMinRows(files.ui!, 'two');
    const res = await author.post('/content/steps/check', { module: 'people', step: 'team_roles_revision', ...files, ui: broken });
    expect(res.statusCode, res.body).toBe(200);
    const { problems, elsewhere } = res.json();
    expect(elsewhere).toBe(0);
    expect(problems).toEqual([expect.objectContaining({ file: UI_PATH, place: '/roles/ui:options/minRows' })]);
    expect(await load()).toEqual(files);

    const clean = await author.post('/content/steps/check', { module: 'people', step: 'team_roles_revision', ...files });
    expect(clean.json()).toEqual({ problems: [], elsewhere: 0 });
  });

  it('saves with the base as loaded, answers 409 with both versions when the draft changed since, and leaves an audit row', async () => {
    const loaded = await load();
    const mine = { ...loaded, ui: withMinRows(loaded.ui!, 2) } as Files;
    const saved = await author.put(URL, { ...mine, base: loaded });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().files).toEqual(mine);
    expect(await load()).toEqual(mine);
    const draft = (await author.get('/content/draft')).json();
    expect(draft.changes.map((c: { path: string }) => c.path)).toContain(UI_PATH);

    // The administrator loaded the step before the author saved.
    const theirs = { ...loaded, ui: withMinRows(loaded.ui!, 3) } as Files;
    const stale = await admin.put(URL, { ...theirs, base: loaded });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: 'Soubory kroku mezitím změnil někdo jiný. Porovnejte svou verzi s uloženou a uložte znovu.',
      yours: theirs,
      theirs: mine,
    });
    expect(czechDetailProblem(stale)).toBeFalsy();
    expect(await load()).toEqual(mine);
    // Reloaded, the administrator's save goes through.
    expect((await admin.put(URL, { ...theirs, base: mine })).statusCode).toBe(200);
    expect(await load()).toEqual(theirs);

    const rows = await t.app.db
      .select({ target: auditLog.target_id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'content.step'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({
      target: 'people/team_roles_revision',
      before: { [UI_PATH]: mine.ui },
      after: { [UI_PATH]: theirs.ui },
    });
    expect((await admin.delete('/content/draft')).statusCode).toBe(200);
  });

  it("writes the editor's texts into the module's locale files with the files, checks them as typed, and refuses a key that would drop a text", async () => {
    const loaded = await load();
    const ui = {
      ...loaded.ui!,
      'ui:order': undefined,
      roles: { ...(loaded.ui!.roles as object), 'ui:help': 'steps/people:roles.list.editorHelp' },
    };
    delete ui['ui:order'];
    const step = { module: 'people', step: 'team_roles_revision' };
    const missing = await author.post('/content/steps/check', { ...step, ...loaded, ui });
    expect(missing.json().problems).toEqual([expect.objectContaining({ file: UI_PATH, place: '/roles/ui:help' })]);
    const texts = {
      cs: { 'roles.list.editorHelp': 'Každá role <strong>jednou</strong><script>x()</script>' },
      en: { 'roles.list.editorHelp': 'Each role once' },
    };
    const checked = await author.post('/content/steps/check', { ...step, ...loaded, ui, texts });
    expect(checked.json()).toEqual({ problems: [], elsewhere: 0 });

    const stale = await author.put(URL, { ...loaded, ui, texts, base: { ...loaded, rules: {} } });
    expect(stale.statusCode).toBe(409);
    const rowOf = async () =>
      (await author.get('/content/texts?namespace=steps/people'))
        .json()
        .rows.find((r: { key: string }) => r.key === 'roles.list.editorHelp');
    expect(await rowOf()).toBeUndefined();

    const saved = await author.put(URL, { ...loaded, ui, texts, base: loaded });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowOf()).toEqual(expect.objectContaining({ cs: 'Každá role <strong>jednou</strong>', en: 'Each role once', state: 'ok' }));
    const czechOnly = await author.put(URL, {
      ...loaded,
      ui,
      texts: { cs: { 'roles.list.editorHelp': 'Jednou' } },
      base: { ...loaded, ui },
    });
    expect(czechOnly.statusCode, czechOnly.body).toBe(200);
    expect(await rowOf()).toEqual(expect.objectContaining({ cs: 'Jednou', state: 'changed' }));

    const clash = await author.put(URL, { ...loaded, ui, texts: { cs: { roles: 'Role' } }, base: { ...loaded, ui } });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().detail).toBe(
      'Text steps/people:roles nelze uložit: na jeho místě je skupina textů, nebo leží pod jiným textem. Zvolte jiný klíč.',
    );
    const under = await author.put(URL, { ...loaded, ui, texts: { cs: { 'roles.title.x': 'X' } }, base: { ...loaded, ui } });
    expect(under.statusCode).toBe(422);
    expect(
      (await author.get('/content/texts?namespace=steps/people')).json().rows.find((r: { key: string }) => r.key === 'roles.title'),
    ).toEqual(expect.objectContaining({ cs: 'Role v týmu' }));
    const badKey = await author.put(URL, { ...loaded, ui, texts: { cs: { 'no spaces': 'X' } }, base: { ...loaded, ui } });
    expect(badKey.statusCode).toBe(422);
    expect(czechDetailProblem(badKey)).toBeFalsy();

    const [row] = await t.app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'content.step'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row!.after).toEqual({ 'locales/cs/steps/people.json#roles.list.editorHelp': 'Jednou' });
    expect((await admin.delete('/content/draft')).statusCode).toBe(200);
  });

  it("saves a reading step's texts with its files as they are (no schema, no UI schema), and never drops a form's schema", async () => {
    const READING = '/content/steps/people/presentation';
    const loaded: Files = (await author.get(READING)).json().files;
    expect(loaded.schema).toBeNull();
    expect(loaded.ui).toBeNull();
    const step = { module: 'people', step: 'presentation' };
    const checked = await author.post('/content/steps/check', { ...step, ...loaded });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ problems: [], elsewhere: 0 });
    const texts = { cs: { 'presentation.subtitle': 'Výsledky týmu na jednom místě' } };
    const saved = await author.put(READING, { ...loaded, texts, base: loaded });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().files).toEqual(loaded);
    const row = (await author.get('/content/texts?namespace=steps/people'))
      .json()
      .rows.find((r: { key: string }) => r.key === 'presentation.subtitle');
    expect(row).toEqual(expect.objectContaining({ cs: 'Výsledky týmu na jednom místě' }));
    expect(Object.keys(t.app.content.current.files).some((p) => p.startsWith('step-schemas/people/presentation.schema'))).toBe(false);

    const form = await load();
    const dropped = await author.put(URL, { ...form, schema: null, base: form });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().detail).toBe(
      'Soubor step-schemas/people/team_roles_revision.schema.json kroku nelze odebrat: bez něj by uložené odpovědi členů neměly podobu. Změny polí dělejte v editoru kroku.',
    );
    expect(await load()).toEqual(form);
    expect((await admin.delete('/content/draft')).statusCode).toBe(200);
  });

  it('refuses files that are not JSON objects and bodies over the bound', async () => {
    const files = await load();
    const notObject = await author.put(URL, { ...files, ui: [1, 2], base: files });
    expect(notObject.statusCode).toBe(422);
    expect(czechDetailProblem(notObject)).toBeFalsy();
    const huge = { ...files, rules: { ...files.rules, padding: 'x'.repeat(500_000) } };
    const tooBig = await author.post('/content/steps/check', { module: 'people', step: 'team_roles_revision', ...huge });
    expect(tooBig.statusCode).toBe(413);
    expect(await load()).toEqual(files);
  });

  it('is for authors and administrators only', async () => {
    const member = adminClient(t.app, (await memberSession(t.app)).token);
    expect((await member.get(URL)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin${URL}` })).statusCode).toBe(401);
    const files = await load();
    expect((await member.put(URL, { ...files, base: files })).statusCode).toBe(403);
    expect((await member.post('/content/steps/check', { module: 'people', step: 'team_roles_revision', ...files })).statusCode).toBe(403);
  });
});
