import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, contentDraft, loginThrottle, stepKept, stepUndo } from '../../../src/server/db/schema.js';
import { createAccount } from '../../../src/server/services/accounts.js';
import { storeDeck } from '../../../src/server/services/deck-store.js';
import { issueReset } from '../../../src/server/services/password-resets.js';
import { issuePass } from '../../../src/server/services/sign-in-passes.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, login, memberSession } from '../../support/api.js';
import { adminSession, someCompany, uniqueEmail, userPayload, type AdminClient } from '../../support/admin.js';
import { MEMBER_PASSWORD } from '../../support/fixtures.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

type Entry = {
  id: number;
  action: string;
  actor_email: string | null;
  target_kind: string;
  target_id: string;
  target_label: string | null;
  member_id: number | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  erased: boolean;
};

const rowsOf = async (db: TestApp['app']['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('admin API: the audit trail', () => {
  let t: TestApp;
  let admin: AdminClient;
  let companyId: number;
  let author: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    companyId = (await someCompany(t.app, 'Auditní firma')).id;
    const email = uniqueEmail('autor');
    await createAccount(t.app.db, { email, role: 'author', password: MEMBER_PASSWORD });
    author = bearer((await login(t.app, email, MEMBER_PASSWORD)).token);
  });
  afterAll(() => t.close());

  const trail = async (query = '') => {
    const res = await admin.get(`/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Entry[]; next_cursor: number | null };
  };
  const last = async (action: string) => (await trail(`?action=${action}&limit=1`)).items[0]!;

  it('records every admin action with who, what, the target and the values before and after, never a secret', async () => {
    const created = await admin.post('/users', userPayload(companyId, { onboarding_code: '918273' }));
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json().data as { id: number; email: string };
    const create = await last('user.create');
    expect(create).toMatchObject({
      actor_email: 'admin@test.cz',
      target_kind: 'user',
      target_id: String(user.id),
      target_label: user.email,
      member_id: user.id,
      before: null,
      erased: false,
    });
    expect(create.after).toMatchObject({
      email: user.email,
      company_id: companyId,
      variant: 'general',
      profile: { name: 'Jana Nová' },
      onboarding_code: '[skryto]',
    });
    expect(create.request_id).toBeTruthy();

    const payload = userPayload(companyId, { email: user.email, onboarding_code: '564738', profile: { name: 'Jana Upravená' } });
    expect((await admin.put(`/users/${user.id}`, payload)).statusCode).toBe(200);
    const update = await last('user.update');
    expect(update.before).toMatchObject({ profile: { name: 'Jana Nová' } });
    expect(update.after).toMatchObject({ profile: { name: 'Jana Upravená' }, onboarding_code: '[skryto]' });

    expect((await admin.patch(`/users/${user.id}/status`, { is_active: false })).statusCode).toBe(200);
    const status = await last('user.status');
    expect([(status.before as { is_active: boolean }).is_active, (status.after as { is_active: boolean }).is_active]).toEqual([
      true,
      false,
    ]);
    expect((await admin.patch(`/users/${user.id}/status`, { is_active: true })).statusCode).toBe(200);

    const sent = await admin.post(`/users/${user.id}/send-code`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await last('user.send_code')).after).toEqual({ onboarding_code: '[skryto]' });

    const company = await admin.post('/companies', { name: 'Nová s.r.o.', location: 'Brno' });
    const companyRow = company.json().data as { id: number };
    expect((await last('company.create')).after).toMatchObject({ name: 'Nová s.r.o.', location: 'Brno' });
    expect((await admin.put(`/companies/${companyRow.id}`, { name: 'Nová s.r.o.', location: 'Praha' })).statusCode).toBe(200);
    const companyUpdate = await last('company.update');
    expect([companyUpdate.before, companyUpdate.after]).toMatchObject([{ location: 'Brno' }, { location: 'Praha' }]);
    expect((await admin.delete(`/companies/${companyRow.id}`)).statusCode).toBe(200);
    expect(await last('company.delete')).toMatchObject({ target_id: String(companyRow.id), target_label: 'Nová s.r.o.', after: null });

    const assigned = await admin.post('/variants/assign', { user_id: user.id, variant_name: 'automotive_manazer_dealerstvi' });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(await last('assignment.create')).toMatchObject({
      member_id: user.id,
      before: { variant: 'general' },
      after: { variant: 'automotive_manazer_dealerstvi' },
    });
    expect((await admin.delete(`/variants/assignments/${assigned.json().data.id}`)).statusCode).toBe(200);
    expect(await last('assignment.delete')).toMatchObject({
      member_id: user.id,
      before: { variant: 'automotive_manazer_dealerstvi' },
      after: null,
    });

    expect((await admin.get(`/users/${user.id}/export`)).statusCode).toBe(200);
    expect(await last('user.export')).toMatchObject({ member_id: user.id, target_label: user.email });

    const everything = JSON.stringify((await trail('?limit=200')).items);
    for (const secret of ['918273', '564738', sent.json().code, '$argon2']) expect(everything).not.toContain(secret);
  });

  it("records the authors' actions: a text, a variant's copy and modules, publishing, discarding, restoring", async () => {
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/admin/content${url}`, headers: author, ...(payload ? { payload } : {}) });
    const files = t.app.content.current.files['locales/cs/steps/people.json'] as { team_goals: { title: string } };
    const title = files.team_goals.title;
    const saved = await call('PUT', '/texts', {
      namespace: 'steps/people',
      key: 'team_goals.title',
      lng: 'cs',
      value: 'Cíle týmu (nově)',
      base: title,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await last('content.text')).toMatchObject({
      actor_email: expect.stringMatching(/^autor/),
      target_kind: 'content',
      before: { text: title },
      after: { text: 'Cíle týmu (nově)' },
    });

    expect((await call('POST', '/variants/general/copy', { new_name: 'audit_kopie', display_name: 'Kopie pro audit' })).statusCode).toBe(
      201,
    );
    expect(await last('variant.copy')).toMatchObject({ target_id: 'audit_kopie', after: { copied_from: 'general' } });

    const modules = t.app.catalog
      .variant('general')!
      .modules.map((m) => ({ module_name: m.module_name, enabled: m.enabled !== false, admin_selectable: Boolean(m.admin_selectable) }));
    const flipped = modules.map((m) => (m.module_name === 'people' ? { ...m, admin_selectable: !m.admin_selectable } : m));
    expect((await call('PUT', '/variants/general/modules', { modules: flipped })).statusCode).toBe(200);
    const changed = await last('variant.modules');
    const people = (side: unknown) => (side as { modules: Record<string, { admin_selectable: boolean }> }).modules.people!.admin_selectable;
    expect(people(changed.after)).toBe(!people(changed.before));

    const published = await call('POST', '/publish', { note: 'Audit: nové cíle' });
    expect(published.statusCode, published.body).toBe(201);
    const publish = await last('content.publish');
    expect(publish).toMatchObject({
      target_id: String(published.json().version.id),
      target_label: 'Audit: nové cíle',
      after: { note: 'Audit: nové cíle' },
    });
    expect((publish.after as { files: string[] }).files).toContain('locales/cs/steps/people.json');

    await call('POST', '/variants/general/copy', { new_name: 'audit_zahozena', display_name: 'Zahozená' });
    expect((await call('DELETE', '/draft')).statusCode).toBe(200);
    expect((await last('content.draft_discard')).before).toEqual({
      files: expect.arrayContaining(['step-schemas/variants/audit_zahozena.json']),
    });

    const restored = await call('POST', '/versions/1/restore');
    expect(restored.statusCode, restored.body).toBe(201);
    expect(await last('content.restore')).toMatchObject({ after: { restored_from: 1, published_version: restored.json().version.id } });
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused, on either driver', async () => {
    const [row] = await t.app.db.select().from(auditLog).limit(1);
    const refused = (query: ReturnType<typeof sql>) =>
      t.app.db.execute(query).then(
        () => 'done',
        (e: unknown) => String((e as { cause?: unknown }).cause ?? e),
      );
    expect(await refused(sql`UPDATE audit_log SET action = action || '.zmeneno' WHERE id = ${row!.id}`)).toMatch(/append-only/);
    expect(await refused(sql`UPDATE audit_log SET after = '{"email":"jiny@test.cz"}'::jsonb WHERE id = ${row!.id}`)).toMatch(/append-only/);
    expect(await refused(sql`DELETE FROM audit_log WHERE id = ${row!.id}`)).toMatch(/append-only/);
    expect(await refused(sql`TRUNCATE audit_log`)).toMatch(/append-only/);
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.id, row!.id)))[0]).toEqual(row);
  });

  it('filters by action or area, actor, target, member, days and text, and pages newest first', async () => {
    const all = (await trail('?limit=200')).items;
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    expect((await trail('?action=company')).items.map((e) => e.action).sort()).toEqual([
      'company.create',
      'company.delete',
      'company.update',
    ]);
    const adminId = all.find((e) => e.actor_email === 'admin@test.cz')!;
    const byAdmin = await trail(
      `?actor_id=${(await t.app.db.select().from(auditLog).where(eq(auditLog.id, adminId.id)))[0]!.actor_id}&limit=200`,
    );
    expect(byAdmin.items.every((e) => e.actor_email === 'admin@test.cz')).toBe(true);
    const member = all.find((e) => e.action === 'user.create')!;
    expect((await trail(`?target_kind=user&target_id=${member.target_id}`)).items.every((e) => e.target_id === member.target_id)).toBe(
      true,
    );
    const about = await trail(`?member_id=${member.member_id}`);
    expect(about.items.map((e) => e.action)).toEqual(expect.arrayContaining(['user.create', 'assignment.create', 'user.export']));
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
    expect((await trail(`?from=${today}&to=${today}&limit=200`)).items).toHaveLength(all.length);
    expect((await trail('?to=2000-01-01')).items).toEqual([]);
    const reversed = await admin.get('/audit?from=2026-02-02&to=2026-02-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail).toBe('Datum „do“ je dříve než datum „od“.');
    expect((await trail('?q=BRNO')).items.map((e) => e.action)).toEqual(expect.arrayContaining(['company.create', 'company.update']));
    expect((await trail(`?q=${encodeURIComponent('smazání společnosti')}`)).items.map((e) => e.action)).toEqual(['company.delete']);
    expect((await trail(`?q=${encodeURIComponent('100%_')}`)).items).toEqual([]);

    const first = await trail('?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await trail(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
    expect(await trail(`?limit=200&cursor=${all[all.length - 1]!.id}`)).toEqual({ items: [], next_cursor: null });
    for (const bad of ['?limit=201', '?action=user.hack', '?from=2026-13-01', '?target_kind=deck', '?cursor=0', '?nic=1']) {
      const res = await admin.get(`/audit${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(czechDetailProblem(res), bad).toBeUndefined();
    }
  });

  it('downloads the CSV with the same filters: BOM, Czech labels, formula-like cells neutralised', async () => {
    await admin.post('/companies', { name: '=HYPERLINK("http://zlo.example","klik")', notes: '@SUM(1+1)' });
    const res = await admin.get('/audit.csv?action=company.create');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="historie-zmen-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('"Čas (Praha)","Kdo","Akce","Kód akce","Cíl","ID cíle","Název cíle","Před","Po","ID požadavku"');
    expect(lines.slice(1).every((l) => l.includes('"Vytvoření společnosti","company.create","Společnost"'))).toBe(true);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://zlo.example"",""klik"")"`);
    expect(res.body).not.toMatch(/(^|,)"[=+\-@]/m);
    expect((await admin.get('/audit.csv?from=2026-02-02&to=2026-02-01')).statusCode).toBe(422);
  });

  it("exports a member's data as JSON: account without secrets, steps with data and dates, sessions, codes, audit rows", async () => {
    const m = await memberSession(t.app, { companyId, name: 'Exportovaný Člen', completedSteps: [['intro', 'welcome']] });
    await t.app.db.insert(stepKept).values({ user_id: m.user.id, module_name: 'intro', step_name: 'welcome', rows: { a: 1 } });
    const res = await admin.get(`/users/${m.user.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clen-${m.user.id}-data.json"`);
    const data = res.json();
    expect(data.account).toMatchObject({ id: m.user.id, email: m.email, has_password: true, role: 'user' });
    expect(data.profile).toMatchObject({ name: 'Exportovaný Člen' });
    expect(data.company).toMatchObject({ id: companyId, name: 'Auditní firma' });
    expect(data.assignments).toEqual([expect.objectContaining({ variant: 'general', status: 'active' })]);
    expect(data.steps).toEqual([
      expect.objectContaining({
        module: 'intro',
        step: 'welcome',
        status: 'completed',
        kept_rows: { a: 1 },
        completed_at: expect.any(String),
      }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.audit.map((e: Entry) => e.action)).toEqual(['user.export']);
    expect(res.body).not.toMatch(/password_hash|token_hash|code_hash|\$argon2/);
  });

  it('refuses members, authors and anonymous callers', async () => {
    const m = await memberSession(t.app);
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv', `/api/admin/users/${m.user.id}/export`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(m.token) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: author })).statusCode, url).toBe(403);
    }
    expect((await admin.get('/users/2147483647/export')).statusCode).toBe(404);
  });
});

describe('deleting a member removes everything of theirs', () => {
  let t: TestApp;
  let admin: AdminClient;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-delete-'));
    t = await createTestApp({ dataDir });
    admin = await adminSession(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no row in any table referencing users, no throttle row, no outbox mail, and erases them from the trail', async () => {
    const companyId = (await someCompany(t.app, 'Firma ke smazání')).id;
    const keep = await admin.post('/users', userPayload(companyId, { email: uniqueEmail('zustava'), send_welcome_email: true }));
    const made = await admin.post(
      '/users',
      userPayload(companyId, { email: 'smazat.me@test.cz', send_welcome_email: true, profile: { name: 'Smazaná Osoba' } }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const email = 'smazat.me@test.cz';
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/first-login',
      payload: { email, code: '123456', password: MEMBER_PASSWORD },
    });
    expect(first.statusCode, first.body).toBe(200);
    // Every table with a user id gets a row: steps, kept rows, undo, a deck, codes, a reset, a pass, sessions, throttle rows, a draft file.
    await createAccount(t.app.db, { email: uniqueEmail('jiny'), completedSteps: [] });
    await t.app.db.execute(
      sql`INSERT INTO step_data (user_id, module_name, step_name, data, status) VALUES (${id}, 'intro', 'welcome', '{"x":1}', 'completed')`,
    );
    await t.app.db.insert(stepKept).values({ user_id: id, module_name: 'intro', step_name: 'welcome' });
    await t.app.db.insert(stepUndo).values({ user_id: id, module_name: 'intro', step_name: 'welcome', version: 1, data: {} });
    await storeDeck(t.app.db, id, 'prezentace.pptx', Buffer.from('pptx'));
    await issueReset(t.app.db, id);
    await issuePass(t.app.db, id);
    await t.app.db.insert(contentDraft).values({ path: 'locales/cs/steps/x.json', body: {}, updated_by: id });
    await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/login',
      payload: { email, password: 'Spatne-heslo-1' },
      remoteAddress: '10.9.9.9',
    });
    await admin.post(`/users/${id}/send-code`);
    await admin.get(`/users/${id}/export`);
    const outbox = path.join(dataDir, 'outbox');
    const mineBefore = fs.readdirSync(outbox).filter((f) => f.endsWith(`-${email}.eml`));
    expect(mineBefore.length).toBe(2);
    const throttled = await t.app.db.select().from(loginThrottle);
    expect(throttled.map((r) => r.key)).toEqual(expect.arrayContaining([`account:${email}`, `pair:${email}|10.9.9.9`, `send-code:${id}`]));

    const references = await rowsOf(
      t.app.db,
      sql`SELECT c.conrelid::regclass::text AS tbl, a.attname AS col FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass ORDER BY 1, 2`,
    );
    const tables = references.map((r) => `${r.tbl}.${r.col}`);
    expect(tables).toEqual(
      expect.arrayContaining([
        'profiles.user_id',
        'step_data.user_id',
        'generated_decks.user_id',
        'refresh_tokens.user_id',
        'password_resets.user_id',
        'content_draft.updated_by',
      ]),
    );
    const countOf = async (tbl: unknown, col: unknown) =>
      Number(
        (
          await rowsOf(t.app.db, sql`SELECT count(*) AS n FROM ${sql.identifier(String(tbl))} WHERE ${sql.identifier(String(col))} = ${id}`)
        )[0]!.n,
      );
    const before = Object.fromEntries(await Promise.all(references.map(async (r) => [`${r.tbl}.${r.col}`, await countOf(r.tbl, r.col)])));
    for (const table of [
      'profiles.user_id',
      'step_data.user_id',
      'step_kept.user_id',
      'step_undo.user_id',
      'generated_decks.user_id',
      'onboarding_codes.user_id',
      'refresh_tokens.user_id',
      'password_resets.user_id',
      'sign_in_passes.user_id',
      'variant_assignments.user_id',
      'content_draft.updated_by',
    ])
      expect(before[table], table).toBeGreaterThan(0);

    const deleted = await admin.delete(`/users/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const r of references) expect(await countOf(r.tbl, r.col), `${r.tbl}.${r.col}`).toBe(0);
    expect(await rowsOf(t.app.db, sql`SELECT id FROM users WHERE id = ${id}`)).toEqual([]);
    const keys = (await t.app.db.select().from(loginThrottle)).map((r) => r.key);
    expect(keys.filter((k) => k.includes(email) || k === `send-code:${id}`)).toEqual([]);
    expect(keys).toContain('ip:10.9.9.9');
    expect(fs.readdirSync(outbox).filter((f) => f.includes(email))).toEqual([]);
    expect(fs.readdirSync(outbox).some((f) => f.endsWith(`-${keep.json().data.email}.eml`))).toBe(true);

    const about = await t.app.db.select().from(auditLog).where(eq(auditLog.member_id, id));
    expect(about.map((r) => r.action)).toEqual(['user.create', 'user.send_code', 'user.export', 'user.delete']);
    for (const row of about) expect(row).toMatchObject({ target_label: null, erased_at: expect.any(Date) });
    expect(about.at(-1)!.before).toMatchObject({ company: 'Firma ke smazání', variant: 'general' });
    const everywhere = await rowsOf(
      t.app.db,
      sql`SELECT id FROM audit_log WHERE concat_ws(' ', actor_email, target_label, before::text, after::text) ILIKE ${'%smazat.me%'} OR concat_ws(' ', before::text, after::text) ILIKE ${'%Smazaná%'}`,
    );
    expect(everywhere).toEqual([]);
    const listed = (await admin.get(`/audit?member_id=${id}`)).json().items as Entry[];
    expect(listed.every((e) => e.erased)).toBe(true);
  });
});
