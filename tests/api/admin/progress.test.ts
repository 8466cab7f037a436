import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, stepData } from '../../../src/server/db/schema.js';
import { createAccount } from '../../../src/server/services/accounts.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminSession, someCompany, uniqueEmail, type AdminClient } from '../../support/admin.js';
import { bearer, memberSession } from '../../support/api.js';
import { soffice } from '../../support/deck-files.js';

const run = promisify(execFile);
const _DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

/** A stored step row with the dates the test is about. */
async function storeStep(t: TestApp, userId: number, module: string, step: string, started: string, completed?: string) {
  await t.app.db.insert(stepData).values({
    user_id: userId,
    module_name: module,
    step_name: step,
    data: {},
    status: completed ? 'completed' : 'in_progress',
    created_at: at(started),
    updated_at: at(completed ?? started),
    completed_at: completed ? at(completed) : null,
  });
}

/** Hostile texts a member or an administrator could type, each a formula in a spreadsheet. */
const FORMULAS = ['=HYPERLINK("http://zlo.example";"klik")', '+420 cmd', '-2+3', '@SUM(A1)', '\tTab', '\rCR'];

describe('admin: members progress, the progress report', () => {
  let t: TestApp;
  let admin: AdminClient;
  let memberId: number;
  let memberEmail: string;
  let hostileId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
    const company = await someCompany(t.app, 'Postupová firma');
    memberEmail = uniqueEmail('postup');
    const member = await createAccount(t.app.db, {
      email: memberEmail,
      name: 'Petra Postupová',
      variant: 'general',
      modules: ['people'],
      companyId: company.id,
    });
    memberId = member.id;
    await storeStep(t, memberId, 'intro', 'welcome', '2026-10-01T08:00:00Z', '2026-10-01T08:05:00Z');
    await storeStep(t, memberId, 'people', 'team_goals', '2026-10-02T09:00:00Z', '2026-10-03T10:30:00Z');
    await storeStep(t, memberId, 'people', 'team_vision', '2026-10-04T11:00:00Z');
    // A row of a step the variant does not list counts nowhere.
    await storeStep(t, memberId, 'people', 'no_such_step', '2026-10-04T11:00:00Z', '2026-10-04T11:00:00Z');

    const hostileCompany = await someCompany(t.app, FORMULAS[1]);
    const hostile = await createAccount(t.app.db, {
      email: uniqueEmail('vzorec'),
      name: FORMULAS[0],
      variant: 'general',
      companyId: hostileCompany.id,
    });
    hostileId = hostile.id;
  });
  afterAll(() => t.close());

  it('the users list gives each member their modules with state and percentage, and the current step by its Czech name', async () => {
    const res = await admin.get('/users');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; role: string; progress: Record<string, unknown> }>;
    const member = list.find((u) => u.id === memberId)!;
    expect(member.progress).toEqual({
      percentage: 11, // 2 of 18 steps: intro 1, people 12, new team onboarding 5
      current: { module_name: 'people', module_display_name: 'Lidé', step_name: 'team_vision', step_display_name: 'Vize týmu' },
      modules: [
        { module_name: 'intro', display_name: 'Úvod', state: 'done', completed_steps: 1, total_steps: 1, percentage: 100 },
        { module_name: 'people', display_name: 'Lidé', state: 'in_progress', completed_steps: 1, total_steps: 12, percentage: 8 },
        expect.objectContaining({ module_name: 'new_team_onboarding', state: 'not_started', completed_steps: 0, percentage: 0 }),
      ],
    });
    // Not granted people: the module is not theirs; nothing done: the first module's first step.
    const hostile = list.find((u) => u.id === hostileId)!;
    expect((hostile.progress.modules as Array<{ module_name: string }>).map((m) => m.module_name)).toEqual([
      'intro',
      'new_team_onboarding',
    ]);
    expect(hostile.progress.current).toMatchObject({ module_name: 'intro', step_name: 'welcome' });
    expect(list.find((u) => u.role === 'admin')!.progress).toEqual({ percentage: 0, current: null, modules: [] });
  });

  it('the users list answers as before for every other field (the one-round read matches each user read alone)', async () => {
    const list = (await admin.get('/users')).json() as Array<{ id: number; progress: unknown }>;
    const member = list.find((u) => u.id === memberId)!;
    const { progress: _p, ...rest } = member;
    expect(rest).toMatchObject({
      email: memberEmail,
      variant_name: 'general',
      granted_modules: ['people'],
      company: expect.objectContaining({ name: 'Postupová firma' }),
      profile: expect.objectContaining({ name: 'Petra Postupová' }),
      modules: [
        { module_name: 'intro', locked_by_prerequisites: false },
        { module_name: 'people', locked_by_prerequisites: false },
        { module_name: 'new_team_onboarding', locked_by_prerequisites: false },
      ],
    });
    expect(rest).not.toHaveProperty('progress');
  });

  it("a user's progress lists every step with its status and the dates it was started and completed", async () => {
    const res = await admin.get(`/users/${memberId}/progress`);
    expect(res.statusCode).toBe(200);
    const people = (res.json().modules as Array<{ module_name: string; steps: unknown[] }>).find((m) => m.module_name === 'people')!;
    expect(people.steps).toHaveLength(12);
    expect(people.steps.slice(0, 3)).toEqual([
      {
        step_name: 'team_goals',
        display_name: 'Týmové cíle',
        status: 'completed',
        started_at: '2026-10-02T09:00:00.000Z',
        completed_at: '2026-10-03T10:30:00.000Z',
      },
      {
        step_name: 'team_vision',
        display_name: 'Vize týmu',
        status: 'in_progress',
        started_at: '2026-10-04T11:00:00.000Z',
        completed_at: null,
      },
      expect.objectContaining({ step_name: 'team_roles_revision', status: 'not_started', started_at: null, completed_at: null }),
    ]);
    const unknown = await admin.get('/users/999999/progress');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Uživatel nenalezen');
  });

  it('the CSV: UTF-8 with a BOM, ";" between cells, a row per member, module and step, dates in Prague time', async () => {
    const res = await admin.get('/reports/progress.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="postup-clenu-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Jméno;E-mail;Firma;Varianta;Modul;Pořadí kroku;Krok;Stav;Zahájeno;Dokončeno');
    const mine = lines.filter((l) => l.includes(memberEmail));
    expect(mine).toHaveLength(18);
    expect(mine).toContain(
      `Petra Postupová;${memberEmail};Postupová firma;Obecná varianta;Lidé;1;Týmové cíle;dokončeno;2026-10-02 11:00;2026-10-03 12:30`,
    );
    expect(mine).toContain(
      `Petra Postupová;${memberEmail};Postupová firma;Obecná varianta;Lidé;2;Vize týmu;rozpracováno;2026-10-04 13:00;`,
    );
    expect(mine).toContain(`Petra Postupová;${memberEmail};Postupová firma;Obecná varianta;Lidé;3;Role v týmu;nezačato;;`);
    // No administrator in the report.
    expect(res.body).not.toContain('admin@');
  });

  it('no cell of either report starts like a formula: = + - @ tab and CR get a leading apostrophe', async () => {
    // Texts an administrator could type into a member's name and their company.
    for (const [i, text] of FORMULAS.entries()) {
      const victim = await createAccount(t.app.db, { email: uniqueEmail(`vzorec${i}`), name: text, variant: 'general' });
      await t.app.db.update(profiles).set({ name: text }).where(eq(profiles.user_id, victim.id));
    }
    const csv = (await admin.get('/reports/progress.csv')).body.replace(/^\uFEFF/, '');
    const cells = csv
      .split('\r\n')
      .flatMap((line) => line.split(';'))
      .map((c) => c.replace(/^"|"$/g, ''));
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(csv).toContain(`"'=HYPERLINK(""http://zlo.example"";""klik"")"`);
    expect(csv).toContain("'+420 cmd");
    expect(csv).toContain("'-2+3");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain("'\tTab");
    expect(csv).toContain(`"'\rCR"`);
  });

  it.skipIf(!soffice())(
    'the XLSX opens in LibreOffice: converted to CSV it holds the header, the rows, the dates and no formula',
    { timeout: 180_000 },
    async () => {
      const res = await admin.get('/reports/progress.xlsx');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="postup-clenu-\d{4}-\d\d-\d\d\.xlsx"$/);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'progress-xlsx-'));
      try {
        fs.writeFileSync(path.join(dir, 'postup.xlsx'), res.rawPayload);
        // 59: ';' between cells, 34: '"' around texts, 76: UTF-8.
        const out = await run(
          soffice()!,
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--norestore',
            '--convert-to',
            'csv:Text - txt - csv (StarCalc):59,34,76',
            '--outdir',
            dir,
            path.join(dir, 'postup.xlsx'),
          ],
          { timeout: 150_000 },
        );
        const file = path.join(dir, 'postup.csv');
        expect(fs.existsSync(file), `${out.stdout}${out.stderr}`).toBe(true);
        const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
        expect(lines[0]).toBe('Jméno;E-mail;Firma;Varianta;Modul;Pořadí kroku;Krok;Stav;Zahájeno;Dokončeno');
        const mine = lines.filter((l) => l.includes(memberEmail));
        expect(mine).toHaveLength(18);
        // Real dates, shown in the column's Czech format in Prague time.
        expect(mine).toContain(
          `Petra Postupová;${memberEmail};Postupová firma;Obecná varianta;Lidé;1;Týmové cíle;dokončeno;2. 10. 2026 11:00;3. 10. 2026 12:30`,
        );
        const hostile = lines.find((l) => l.includes('HYPERLINK'))!;
        expect(hostile.startsWith(`"'=HYPERLINK(`)).toBe(true);
        expect(lines.join('\n')).toContain("'+420 cmd");
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('members, authors and anonymous callers get nothing: 403, 403, 401 with a Czech detail', async () => {
    const member = await memberSession(t.app);
    const author = await memberSession(t.app, { role: 'author', modules: [] });
    for (const url of [`/api/admin/users/${memberId}/progress`, '/api/admin/reports/progress.csv', '/api/admin/reports/progress.xlsx']) {
      for (const [headers, status] of [
        [bearer(member.token), 403],
        [bearer(author.token), 403],
        [{}, 401],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(status);
        expect(res.json().detail, url).toMatch(/[ěščřžýáíéůú]/);
        expect(res.body).not.toContain(memberEmail);
      }
    }
  });
});
