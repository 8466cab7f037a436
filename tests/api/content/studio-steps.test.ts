import { eq } from 'drizzle-orm';
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
