import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../../src/server/db/schema.js';
import { createMailer } from '../../../src/server/services/mail.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { bearer, login, memberSession } from '../../support/api.js';
import { MEMBER_PASSWORD } from '../../support/fixtures.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

const NEW_PASSWORD = 'Nove-Heslo9!';
const SENT = 'Pokud je e-mail u nás registrován, poslali jsme na něj odkaz pro nastavení nového hesla. Platí 30 minut.';
const INVALID = 'Odkaz pro nastavení hesla je neplatný, už byl použit nebo vypršel. Požádejte o nový.';

describe("'Zapomněli jste heslo?': an e-mailed one-time link sets a new password", () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://klub.example.cz' });
  });
  afterAll(() => t.close());

  /** Each request from a fresh address unless one is given: the address limit is tried on its own. */
  const ask = (email: string, remoteAddress = `10.88.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/password-reset', payload: { email }, remoteAddress });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/password-reset/confirm', payload: { token, password } });
  const mailsTo = (email: string) => t.app.mailer.kept!.filter((m) => m.to === email);
  /** The token of the newest reset e-mail to `email`, once it has been written. */
  async function tokenFor(email: string, count = 1): Promise<string> {
    await expect.poll(() => mailsTo(email).length).toBeGreaterThanOrEqual(count);
    return /\/obnova-hesla\?token=([\w-]{43})$/m.exec(mailsTo(email).at(-1)!.text)![1]!;
  }

  it('answers alike for an unknown address and e-mails a known one in Czech', async () => {
    const member = await memberSession(t.app);
    const known = await ask(member.email);
    const unknown = await ask('nikdo-takovy@test.cz');
    expect([known.statusCode, known.json()]).toEqual([200, { message: SENT }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { message: SENT }]);
    await tokenFor(member.email);
    const mail = mailsTo(member.email)[0]!;
    expect(mail.subject).toBe('Nastavení nového hesla do Klubu strategických manažerů');
    expect(mail.text).toContain(`požádali jste o nastavení nového hesla k účtu ${member.email}`);
    expect(mail.text).toMatch(/^https:\/\/klub\.example\.cz\/obnova-hesla\?token=[\w-]{43}$/m);
    expect(mail.text).toContain('Odkaz platí 30 minut a lze jej použít jen jednou.');
    expect(mailsTo('nikdo-takovy@test.cz')).toEqual([]);
  });

  it('sets a password under the rule, once, and ends every session the account had', async () => {
    const member = await memberSession(t.app);
    await ask(member.email);
    const token = await tokenFor(member.email);

    const weak = await confirm(token, 'slabe');
    expect([weak.statusCode, weak.json().detail]).toEqual([
      422,
      'Heslo musí mít alespoň 8 znaků, obsahovat velké a malé písmeno, číslici a speciální znak.',
    ]);
    // A refused password leaves the link for the next try.
    const done = await confirm(token);
    expect([done.statusCode, done.json()]).toEqual([200, { message: 'Heslo bylo změněno. Přihlaste se novým heslem.' }]);
    const again = await confirm(token, 'Jine-Heslo7!');
    expect([again.statusCode, again.json().detail]).toEqual([400, INVALID]);

    const me = await t.app.inject({ method: 'GET', url: '/api/onboarding/me', headers: bearer(member.token) });
    expect([me.statusCode, me.json().detail]).toEqual([401, 'Přihlášení skončilo, protože bylo změněno heslo. Přihlaste se znovu.']);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/onboarding/refresh', headers: { cookie: member.cookie } });
    expect(refresh.statusCode).toBe(401);
    await expect(login(t.app, member.email, MEMBER_PASSWORD)).rejects.toThrow(/401/);
    expect((await login(t.app, member.email, NEW_PASSWORD)).token).toBeTruthy();

    // The administrator's trail shows it, the member as who acted, once (the refused tries are not changes).
    const trail = await t.app.db.select().from(auditLog).where(eq(auditLog.member_id, member.user.id));
    expect(trail.map((r) => [r.action, r.actor_id, r.actor_email, r.target_label])).toEqual([
      ['user.password_reset', member.user.id, member.email, member.email],
    ]);
    expect(JSON.stringify(trail)).not.toContain(NEW_PASSWORD);
  });

  it('a link expires after 30 minutes; a new password uses up every other link of the account', async () => {
    const member = await memberSession(t.app);
    await ask(member.email);
    const first = await tokenFor(member.email, 1);
    await ask(member.email);
    const second = await tokenFor(member.email, 2);
    expect(second).not.toBe(first);

    expect((await confirm(second)).statusCode).toBe(200);
    expect((await confirm(first, 'Jine-Heslo7!')).json().detail).toBe(INVALID);

    await ask(member.email);
    const third = await tokenFor(member.email, 3);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    try {
      expect((await confirm(third, 'Treti-Heslo3!')).json().detail).toBe(INVALID);
    } finally {
      vi.useRealTimers();
    }
    expect((await confirm(third, 'Treti-Heslo3!')).statusCode).toBe(200);
  });

  it('refuses a made-up, empty or malformed token with the same Czech detail', async () => {
    for (const token of ['A'.repeat(43), '', 'x']) {
      const res = await confirm(token);
      expect([res.statusCode, res.json().detail]).toEqual([400, INVALID]);
      expect(czechDetailProblem(res)).toBeUndefined();
    }
  });

  it('is limited per address (429, Czech detail) and per account (no more e-mails, the same answer)', async () => {
    const member = await memberSession(t.app);
    for (let i = 0; i < 3; i++) expect((await ask(member.email)).statusCode).toBe(200);
    await tokenFor(member.email, 3);
    // A fourth from elsewhere within 15 minutes: answered alike, nothing sent.
    expect((await ask(member.email)).json()).toEqual({ message: SENT });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailsTo(member.email)).toHaveLength(3);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(`nikdo${i}@test.cz`, '10.90.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await ask('nikdo@test.cz', '10.90.0.1');
    expect(refused.json().detail).toMatch(/^Příliš mnoho neúspěšných pokusů\. Zkuste to znovu za \d+ minut[uy]?\.$/);
    expect(czechDetailProblem(refused)).toBeUndefined();
    // The sign-in link counts apart: the address may still ask for one.
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/sign-in-link',
      payload: { email: 'nikdo@test.cz' },
      remoteAddress: '10.90.0.1',
    });
    expect(link.statusCode).toBe(200);
  });

  it('e-mail header injection: an address with a line break never reaches a header', async () => {
    const member = await memberSession(t.app);
    const before = t.app.mailer.kept!.length;
    const res = await ask(`${member.email}\r\nBcc: utocnik@test.cz`);
    expect([res.statusCode, res.json()]).toEqual([200, { message: SENT }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.mailer.kept!.slice(before)).toEqual([]);

    const mailer = createMailer({ smtpUrl: undefined, dataDir: 'memory://', mailFrom: 'Klub <klub@example.cz>' });
    for (const mail of [
      { to: 'a@test.cz\r\nBcc: utocnik@test.cz', subject: 'Předmět', text: 'x' },
      { to: 'a@test.cz', subject: 'Předmět\nBcc: utocnik@test.cz', text: 'x' },
    ])
      await expect(mailer.send(mail)).rejects.toThrow('A mail header holds a line break');
    expect(mailer.kept).toEqual([]);
  });
});
