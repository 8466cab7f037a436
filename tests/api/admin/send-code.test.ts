import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../src/server/services/accounts.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminSession, someCompany, uniqueEmail, type AdminClient } from '../../support/admin.js';
import { MEMBER_PASSWORD } from '../../support/fixtures.js';
import { czechDetailProblem } from '../../support/czech-detail.js';

describe("admin API: 'Poslat nový kód e-mailem'", () => {
  let t: TestApp;
  let admin: AdminClient;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://klub.example.cz' });
    admin = await adminSession(t.app);
    companyId = (await someCompany(t.app)).id;
  });
  afterAll(() => t.close());
  const newMember = async () => {
    const res = await admin.post('/users', {
      email: uniqueEmail('kod'),
      company_id: companyId,
      variant_name: 'general',
      onboarding_code: '111111',
      osloveni: 'paní Malá',
      profile: { name: 'Jana Malá' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; email: string };
  };
  const validate = (email: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/validate-code', payload: { email, code }, remoteAddress: '10.77.0.1' });
  const mailsTo = (email: string) => t.app.mailer.kept!.filter((m) => m.to === email);

  it('replaces the old code, e-mails the new one with the welcome text and answers it once', async () => {
    const member = await newMember();
    expect((await validate(member.email, '111111')).statusCode).toBe(200);

    const res = await admin.post(`/users/${member.id}/send-code`);
    expect(res.statusCode, res.body).toBe(200);
    const { code, message, mail_sent } = res.json();
    expect(code).toMatch(/^\d{6}$/);
    expect(mail_sent).toBe(true);
    expect(message).toBe(`Nový kód byl odeslán e-mailem na ${member.email}.`);

    const [mail] = mailsTo(member.email);
    expect(mail!.subject).toBe('Váš přístup do Klubu strategických manažerů');
    expect(mail!.text).toContain('Dobrý den, paní Malá,');
    expect(mail!.text).toContain(`Přihlašovací kód: ${code}`);
    expect(mail!.text).toContain('Adresa pro přihlášení: https://klub.example.cz');

    if (code !== '111111') expect((await validate(member.email, '111111')).json().detail).toBe('Chybný kód nebo email.');
    expect((await validate(member.email, code)).statusCode).toBe(200);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/first-login',
      payload: { email: member.email, code, password: MEMBER_PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(first.statusCode, first.body).toBe(200);
  });

  it(`sends at most 3 codes an hour per user, then 429 with a Czech detail; another user is not held back`, async () => {
    const member = await newMember();
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await admin.post(`/users/${member.id}/send-code`);
      expect(res.statusCode, res.body).toBe(200);
      codes.push(res.json().code);
    }
    const refused = await admin.post(`/users/${member.id}/send-code`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Tomuto uživateli byly za poslední hodinu odeslány už 3 kódy. Další lze poslat za 60 minut.');
    expect(refused.headers['retry-after']).toBe('3600');
    expect(czechDetailProblem(refused)).toBeUndefined();
    expect(mailsTo(member.email)).toHaveLength(3);
    // The refusal issued nothing: the last code sent still works.
    expect((await validate(member.email, codes[2]!)).statusCode).toBe(200);
    expect((await admin.post(`/users/${(await newMember()).id}/send-code`)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    try {
      // The administrator's access token has expired meanwhile.
      expect((await (await adminSession(t.app)).post(`/users/${member.id}/send-code`)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an administrator, an inactive user and an unknown id, each with a Czech detail', async () => {
    const adminId = (await admin.get('/users')).json().find((u: { role: string }) => u.role === 'admin').id;
    const asAdmin = await admin.post(`/users/${adminId}/send-code`);
    expect([asAdmin.statusCode, asAdmin.json().detail]).toEqual([403, 'Admin nemůže být upravován']);

    const inactive = await createAccount(t.app.db, { email: uniqueEmail('neaktivni'), variant: 'general', companyId });
    await admin.patch(`/users/${inactive.id}/status`, { is_active: false });
    const res = await admin.post(`/users/${inactive.id}/send-code`);
    expect([res.statusCode, res.json().detail]).toEqual([
      409,
      'Uživatel je deaktivován. Nejprve jej aktivujte, potom mu pošlete nový kód.',
    ]);
    expect(mailsTo(inactive.email)).toEqual([]);

    const unknown = await admin.post('/users/999999/send-code');
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, 'Uživatel nenalezen']);
  });

  it('a failed delivery keeps the new code and says to hand it over', async () => {
    const member = await newMember();
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('relay down'));
    try {
      const res = await admin.post(`/users/${member.id}/send-code`);
      expect(res.statusCode).toBe(200);
      expect(res.json().mail_sent).toBe(false);
      expect(res.json().message).toBe(`Nový kód platí, ale e-mail na ${member.email} se nepodařilo odeslat. Předejte kód uživateli sami.`);
      expect((await validate(member.email, res.json().code)).statusCode).toBe(200);
    } finally {
      send.mockRestore();
    }
  });
});
