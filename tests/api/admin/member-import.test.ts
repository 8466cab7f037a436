import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, mailQueue, onboardingCodes, profiles, users } from '../../../src/server/db/schema.js';
import { createCompany } from '../../../src/server/services/accounts.js';
import { enqueueMail } from '../../../src/server/services/mail-queue.js';
import { createTestApp, secondTestApp, type TestApp } from '../../support/test-app.js';
import { adminSession, uniqueEmail, type AdminClient } from '../../support/admin.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

const HEADER = 'e-mail;jméno;oslovení;společnost;varianta;moduly;poslat uvítání';

describe('admin API: members in bulk from a CSV, welcome e-mails through the queue', () => {
  let t: TestApp;
  let admin: AdminClient;
  let ico: string;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://klub.example.cz' });
    admin = await adminSession(t.app);
    ico = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    await createCompany(t.app.db, { name: 'Import Strategie s.r.o.', corporation_id: ico });
  });
  afterAll(() => t.close());

  const usersWith = (emails: string[]) => t.app.db.select().from(users).where(inArray(users.email, emails));
  const queuedFor = (emails: string[]) => t.app.db.select().from(mailQueue).where(inArray(mailQueue.to_address, emails));
  const keptTo = (app: TestApp, email: string) => app.app.mailer.kept!.filter((m) => m.to === email);

  it('dry run names each row’s outcome in Czech and stores nothing; confirm creates the valid rows and queues their welcome mails', async () => {
    const [a, b, c, taken] = [uniqueEmail('imp'), uniqueEmail('imp'), uniqueEmail('imp'), uniqueEmail('imp')];
    expect(
      (
        await admin.post('/users', {
          email: taken,
          company_id: (await createCompany(t.app.db, { name: `F ${taken}` })).id,
          variant_name: 'general',
          onboarding_code: '123456',
          profile: { name: 'Už je' },
        })
      ).statusCode,
    ).toBe(201);
    const csv = [
      `\uFEFF${HEADER}`,
      `${a};Jana Nováková;paní Nováková;Import Strategie s.r.o.;general;people|process;ano`,
      `${b};Petr Novák;;${ico};general;;ne`,
      `neni-email;Bez adresy;;${ico};general;;ano`,
      `${a};Jana podruhé;;${ico};general;;ano`,
      `${taken};Už je;;${ico};general;;ano`,
      `${c};;;Neznámá firma;zlatá;;ano`,
      `${uniqueEmail('imp')};Modul;;${ico};general;intro;ano`,
      '',
    ].join('\r\n');

    const dry = await admin.post('/users/import/dry-run', { csv });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json();
    expect(report.message).toBe('Kontrola hotova: lze importovat 2 z 7 řádků, s chybou 5. Zatím nic nebylo uloženo.');
    expect(report.rows.map((r: { line: number; outcome: string; errors: string[] }) => [r.line, r.outcome, r.errors])).toEqual([
      [2, 'would_create', []],
      [3, 'would_create', []],
      [4, 'error', ['Neplatný e-mail.']],
      [5, 'error', ['E-mail je v souboru víckrát (poprvé na řádku 2).']],
      [6, 'error', ['Uživatel s tímto e-mailem již existuje.']],
      [
        7,
        'error',
        [
          'Chybí jméno.',
          'Neznámá společnost „Neznámá firma“ (zadejte název nebo IČO existující společnosti).',
          'Neznámá varianta „zlatá“.',
        ],
      ],
      [8, 'error', ['Modul „intro“ nelze v této variantě přidělit.']],
    ]);
    expect(await usersWith([a, b, c])).toEqual([]);
    expect(await queuedFor([a, b])).toEqual([]);

    const done = await admin.post('/users/import', { csv });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Import hotov. Vytvoření členové: 2. Řádky s chybou, které nebyly uloženy: 5.');
    expect(
      done
        .json()
        .rows.slice(0, 2)
        .map((r: { outcome: string; send_welcome: boolean }) => [r.outcome, r.send_welcome]),
    ).toEqual([
      ['created', true],
      ['created', false],
    ]);
    const created = await usersWith([a, b]);
    expect(created.map((u) => [u.email, u.role, u.osloveni, u.modules]).sort()).toEqual([
      [a, 'user', 'paní Nováková', ['people', 'process']],
      [b, 'user', null, []],
    ]);
    const [profile] = await t.app.db
      .select()
      .from(profiles)
      .where(eq(profiles.user_id, created.find((u) => u.email === a)!.id));
    expect(profile!.name).toBe('Jana Nováková');
    // Without a welcome e-mail no code: 'Poslat nový kód e-mailem' gives one later.
    const [noCode] = await t.app.db
      .select({ n: count() })
      .from(onboardingCodes)
      .where(eq(onboardingCodes.user_id, created.find((u) => u.email === b)!.id));
    expect(noCode!.n).toBe(0);

    await t.app.mailQueue.drain();
    const queued = await queuedFor([a, b]);
    expect(queued.map((m) => [m.to_address, m.status, m.body])).toEqual([[a, 'sent', '']]);
    const [mail] = keptTo(t, a);
    expect(mail!.subject).toBe('Váš přístup do Klubu strategických manažerů');
    expect(mail!.text).toContain('Dobrý den, paní Nováková,');
    const code = /Přihlašovací kód: (\d{6})/.exec(mail!.text)![1]!;
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/validate-code',
      payload: { email: a, code },
      remoteAddress: '10.78.0.1',
    });
    expect(validate.statusCode, validate.body).toBe(200);
    expect(keptTo(t, b)).toEqual([]);

    // Each member created is in the audit trail as the single form's are, the code hidden.
    const trail = await t.app.db
      .select({ label: auditLog.target_label, after: auditLog.after })
      .from(auditLog)
      .where(inArray(auditLog.target_label, [a, b]));
    expect(trail.map((r) => r.label).sort()).toEqual([a, b].sort());
    for (const row of trail) expect(row.after).toMatchObject({ imported: true, modules: expect.any(Array) });
    expect(JSON.stringify(trail)).not.toContain(code);

    // The same file again: every row is now taken or invalid, nothing is created.
    const again = await admin.post('/users/import', { csv });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe('Žádný řádek nelze importovat; opravte soubor a nahrajte ho znovu.');
  });

  it('reports a row whose e-mail was taken after the dry run and still creates the others', async () => {
    const [a, b] = [uniqueEmail('mezi'), uniqueEmail('mezi')];
    const csv = `e-mail,jméno,společnost,varianta\n${a},Anna,${ico},general\n${b},Bára,${ico},general\n`;
    expect((await admin.post('/users/import/dry-run', { csv })).json().valid).toBe(2);
    await t.app.db.insert(users).values({ email: a });
    const done = (await admin.post('/users/import', { csv })).json();
    expect(done.rows.map((r: { outcome: string; errors: string[] }) => [r.outcome, r.errors])).toEqual([
      ['error', ['Uživatel s tímto e-mailem již existuje.']],
      ['created', []],
    ]);
  });

  it('refuses a file too large, without rows, with too many rows, missing columns or not in UTF-8, with Czech details', async () => {
    const cases: Array<[string, number, string]> = [
      [`${HEADER}\n${'x'.repeat(256 * 1024)}`, 413, 'Soubor je příliš velký: nejvýše 256 kB (asi 500 členů).'],
      [`${HEADER}\n`, 422, 'Soubor neobsahuje žádné řádky s členy.'],
      [
        `${HEADER}\n${'a@x.cz;A;;F;general;;\n'.repeat(501)}`,
        422,
        'Soubor má víc než 500 řádků s členy. Rozdělte ho prosím na menší části.',
      ],
      ['e-mail;oslovení\na@x.cz;pane\n', 422, 'V záhlaví chybí sloupce: jméno, společnost, varianta.'],
      [`${HEADER}\na@x.cz;Nov\uFFFDk;;F;general;;\n`, 422, 'Soubor není text v kódování UTF-8. Uložte ho prosím jako „CSV UTF-8“.'],
    ];
    for (const [csv, status, detail] of cases) {
      for (const path of ['/users/import/dry-run', '/users/import']) {
        const res = await admin.post(path, { csv });
        expect(res.statusCode, path).toBe(status);
        expect(res.json().detail).toBe(detail);
        expect(czechDetailProblem(res)).toBeUndefined();
      }
    }
  });

  it('echoes hostile values as they were written, for the dashboard to show as text', async () => {
    const email = uniqueEmail('vzorec');
    const name = '=HYPERLINK("http://zly.example","klik")<img src=x onerror=alert(1)>';
    const csv = `${HEADER}\n${email};"${name.replaceAll('"', '""')}";;${ico};general;;ne\n`;
    const dry = (await admin.post('/users/import/dry-run', { csv })).json();
    expect(dry.rows[0]).toMatchObject({ email, name, outcome: 'would_create' });
  });

  describe('the queue', () => {
    const mail = (to: string) => ({ to, subject: 'Zkouška fronty', text: 'Text' });

    it('retries a failing send with backoff, gives up after 5 attempts, and sends again on Zkusit znovu', async () => {
      const to = uniqueEmail('fronta');
      await enqueueMail(t.app.db, mail(to), null);
      const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('SMTP 451 relay unavailable'));
      try {
        await t.app.mailQueue.drain();
        let [row] = await queuedFor([to]);
        expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'SMTP 451 relay unavailable' });
        expect(row!.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(50_000);
        // Not yet due: a pass leaves it.
        await t.app.mailQueue.drain();
        expect((await queuedFor([to]))[0]!.attempts).toBe(1);
        for (let attempt = 2; attempt <= 5; attempt++) {
          await t.app.db.update(mailQueue).set({ next_attempt_at: sql`now()` }).where(eq(mailQueue.id, row!.id));
          await t.app.mailQueue.drain();
        }
        [row] = await queuedFor([to]);
        expect(row).toMatchObject({ status: 'failed', attempts: 5 });
      } finally {
        send.mockRestore();
      }
      const state = (await admin.get('/mail-queue')).json();
      expect(state.failed).toBeGreaterThanOrEqual(1);
      const failed = state.failed_mails.find((m: { to: string }) => m.to === to);
      expect(failed).toMatchObject({ subject: 'Zkouška fronty', attempts: 5, error: 'SMTP 451 relay unavailable' });

      const retry = await admin.post(`/mail-queue/${failed.id}/retry`);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().message).toBe(`E-mail pro ${to} byl znovu zařazen k odeslání.`);
      await t.app.mailQueue.drain();
      expect((await queuedFor([to]))[0]).toMatchObject({ status: 'sent', attempts: 1, body: '' });
      expect(keptTo(t, to)).toHaveLength(1);
      const again = await admin.post(`/mail-queue/${failed.id}/retry`);
      expect(again.statusCode).toBe(404);
      expect(again.json().detail).toBe('Neodeslaný e-mail nenalezen.');
    });

    it('still refuses a queued e-mail whose recipient or subject holds a line break (header injection)', async () => {
      const to = `${uniqueEmail('hlavicka')}\r\nBcc: obet@example.com`;
      await enqueueMail(t.app.db, { to, subject: 'Zkouška\nBcc: obet@example.com', text: 'Text' }, null);
      await t.app.mailQueue.drain();
      expect((await queuedFor([to]))[0]).toMatchObject({ status: 'queued', attempts: 1, last_error: 'A mail header holds a line break' });
      expect(t.app.mailer.kept!.some((m) => m.to.includes('obet@example.com') || m.subject.includes('Bcc'))).toBe(false);
    });

    it('a new app instance on the same database sends the mail queued before it started', async () => {
      const to = uniqueEmail('restart');
      await enqueueMail(t.app.db, mail(to), null);
      const next = await secondTestApp(t);
      try {
        await next.app.mailQueue.drain();
        expect([...keptTo(next, to), ...keptTo(t, to)]).toHaveLength(1);
        expect((await queuedFor([to]))[0]!.status).toBe('sent');
      } finally {
        await next.close();
      }
    });

    it('two instances draining together send each e-mail once', async () => {
      const addresses = Array.from({ length: 30 }, () => uniqueEmail('dva'));
      for (const to of addresses) await enqueueMail(t.app.db, mail(to), null);
      const other = await secondTestApp(t);
      try {
        await Promise.all([t.app.mailQueue.drain(), other.app.mailQueue.drain(), t.app.mailQueue.drain(), other.app.mailQueue.drain()]);
        const sent = [...t.app.mailer.kept!, ...other.app.mailer.kept!].filter((m) => addresses.includes(m.to)).map((m) => m.to);
        expect(sent.sort()).toEqual([...addresses].sort());
        expect((await queuedFor(addresses)).every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
      } finally {
        await other.close();
      }
    });

    it('a mail claimed by a process that died is taken over once its claim runs out', async () => {
      const to = uniqueEmail('mrtvy');
      await enqueueMail(t.app.db, mail(to), null);
      await t.app.db
        .update(mailQueue)
        .set({ status: 'sending', attempts: 1, claimed_until: sql`now() - interval '1 second'` })
        .where(eq(mailQueue.to_address, to));
      await t.app.mailQueue.drain();
      expect((await queuedFor([to]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('deleting a member removes their queued e-mails', async () => {
      const email = uniqueEmail('smazat');
      const [row] = await t.app.db.insert(users).values({ email }).returning();
      await t.app.db
        .insert(mailQueue)
        .values({ user_id: row!.id, to_address: email, subject: 's', body: 'b', next_attempt_at: sql`now() + interval '1 hour'` });
      expect((await admin.delete(`/users/${row!.id}`)).statusCode).toBe(200);
      expect(await queuedFor([email])).toEqual([]);
    });
  });
});
