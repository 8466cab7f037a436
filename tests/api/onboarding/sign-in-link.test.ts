import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../src/server/services/accounts.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../../support/fixtures.js';

const THROTTLED = 'Příliš mnoho neúspěšných pokusů. Zkuste to znovu za 15 minut.';
const PASS_INVALID = 'Odkaz pro přihlášení je neplatný, už byl použit nebo vypršel. Požádejte o nový.';
const LINK_SENT = 'Pokud je e-mail u nás registrován, poslali jsme na něj odkaz pro přihlášení. Platí 30 minut.';
const PUBLIC_URL = 'https://klub.example.cz';
const PROXY = '10.0.0.2';

/** The app behind a reverse proxy at PROXY, trusted or not; every request arrives from the proxy's address. */
async function behindProxy(trusted: boolean) {
  const t = await createTestApp({ trustProxy: trusted ? PROXY : false, publicUrl: PUBLIC_URL });
  const login = (email: string, password: string, client: string, pass?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/onboarding/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
      payload: { email, password, ...(pass ? { pass } : {}) },
    });
  /** The passes e-mailed to `email` so far, newest last, once the mail sent after the answer has gone. */
  const passesOf = async (email: string, count: number) => {
    await expect.poll(() => t.app.mailer.kept!.filter((m) => m.to === email).length).toBeGreaterThanOrEqual(count);
    return t.app.mailer.kept!.filter((m) => m.to === email).map((m) => /\/\?odkaz=([\w-]{43})$/m.exec(m.text)![1]!);
  };
  return { t, login, passesOf };
}

describe('the administrator, when someone guesses at their e-mail', () => {
  it('behind a trusted proxy: the guesser is held back, the administrator signs in from elsewhere and is told by e-mail', async () => {
    const { t, login, passesOf } = await behindProxy(true);
    for (let i = 0; i < 5; i++) expect((await login(ADMIN_EMAIL, `Spatne-${i}!aA`, '203.0.113.9')).statusCode).toBe(401);
    const guesser = await login(ADMIN_EMAIL, ADMIN_PASSWORD, '203.0.113.9');
    expect([guesser.statusCode, guesser.json().detail]).toEqual([429, THROTTLED]);
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.7')).statusCode).toBe(200);

    await passesOf(ADMIN_EMAIL, 1);
    const mail = t.app.mailer.kept!.find((m) => m.to === ADMIN_EMAIL);
    expect(mail!.subject).toBe('Neúspěšné pokusy o přihlášení k vašemu účtu');
    expect(mail!.text).toContain(`k vašemu účtu v Klubu strategických manažerů (${ADMIN_EMAIL}) přišlo několik pokusů o přihlášení`);
    expect(mail!.text).toMatch(new RegExp(`Odkaz platí 30 minut a lze jej použít jen jednou:\\n${PUBLIC_URL}/\\?odkaz=[\\w-]{43}\\n`));
    await t.close();
  });

  it('without a trusted proxy, where every client shares its address: the e-mailed link lets the administrator in whatever was guessed', async () => {
    const { t, login, passesOf } = await behindProxy(false);
    // Guessed at from the shared address and then from many others: the pair is locked and the account delayed.
    for (let i = 0; i < 6; i++) await login(ADMIN_EMAIL, `Spatne-${i}!aA`, 'anyone');
    for (let i = 0; i < 8; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/onboarding/login',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email: ADMIN_EMAIL, password: `Jine-${i}!aA` },
      });
    const refused = await login(ADMIN_EMAIL, ADMIN_PASSWORD, 'anyone');
    expect(refused.statusCode).toBe(429);

    const [pass] = await passesOf(ADMIN_EMAIL, 1);
    const wrong = await login(ADMIN_EMAIL, 'Spatne-heslo1!', 'anyone', pass);
    expect([wrong.statusCode, wrong.json().detail]).toEqual([401, 'Nesprávný email nebo heslo.']);
    const admitted = await login(ADMIN_EMAIL, ADMIN_PASSWORD, 'anyone', pass);
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(admitted.json().user.role).toBe('admin');
    // One use only, and only for its own account.
    const again = await login(ADMIN_EMAIL, ADMIN_PASSWORD, 'anyone', pass);
    expect([again.statusCode, again.json()]).toEqual([401, { detail: PASS_INVALID, reason: 'pass_invalid' }]);
    await t.close();
  });
});

describe('POST /api/onboarding/sign-in-link and the pass it sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL });
    await createAccount(t.app.db, { email: 'clen@test.cz', password: MEMBER_PASSWORD, variant: 'general' });
    await createAccount(t.app.db, { email: 'druhy@test.cz', password: MEMBER_PASSWORD, variant: 'general' });
    await createAccount(t.app.db, { email: 'novy@test.cz', code: '864213', variant: 'general' });
    await createAccount(t.app.db, { email: 'spici@test.cz', password: MEMBER_PASSWORD, active: false });
  });
  afterAll(() => t.close());

  const ask = (email: string, remoteAddress = '192.0.2.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/onboarding/sign-in-link',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(email)}`,
    });
  const mailsTo = (email: string) => t.app.mailer.kept!.filter((m) => m.to === email);
  const passOf = (email: string) => /\/\?odkaz=([\w-]{43})$/m.exec(mailsTo(email).at(-1)!.text)![1]!;
  const post = (url: string, payload: object, remoteAddress = '192.0.2.50') =>
    t.app.inject({ method: 'POST', url: `/api/onboarding/${url}`, remoteAddress, payload });

  it('answers alike whether the address has an account, and mails only an active one', async () => {
    for (const email of ['clen@test.cz', 'nikdo@test.cz', 'spici@test.cz']) {
      const res = await ask(email, '192.0.2.2');
      expect([res.statusCode, res.json()]).toEqual([200, { message: LINK_SENT }]);
    }
    await expect.poll(() => mailsTo('clen@test.cz').length).toBe(1);
    expect(mailsTo('nikdo@test.cz')).toEqual([]);
    expect(mailsTo('spici@test.cz')).toEqual([]);
    const mail = mailsTo('clen@test.cz')[0]!;
    expect(mail.subject).toBe('Odkaz pro přihlášení do Klubu strategických manažerů');
    expect(mail.text).toContain('posíláme odkaz pro přihlášení k vašemu účtu (clen@test.cz), o který jste požádali.');
    expect((await ask('')).json().detail).toBe('Vyplňte email.');
  });

  it('sends an account at most three links in the window, and refuses an address past ten requests', async () => {
    for (let i = 0; i < 5; i++) expect((await ask('druhy@test.cz', '192.0.2.3')).statusCode).toBe(200);
    await expect.poll(() => mailsTo('druhy@test.cz').length).toBe(3);
    for (let i = 0; i < 5; i++) expect((await ask(`nikdo${i}@test.cz`, '192.0.2.3')).statusCode).toBe(200);
    const refused = await ask('clen@test.cz', '192.0.2.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Příliš mnoho neúspěšných pokusů\. Zkuste to znovu za \d+ minut/);
  });

  it('a pass serves its own account only, and dies after five wrong passwords', async () => {
    await ask('clen@test.cz', '192.0.2.4');
    await expect.poll(() => mailsTo('clen@test.cz').length).toBe(2);
    const pass = passOf('clen@test.cz');
    expect((await post('login', { email: 'druhy@test.cz', password: MEMBER_PASSWORD, pass })).json().detail).toBe(PASS_INVALID);
    expect((await post('login', { email: 'clen@test.cz', password: MEMBER_PASSWORD, pass: 'x'.repeat(43) })).json().detail).toBe(
      PASS_INVALID,
    );
    for (let i = 0; i < 5; i++)
      expect((await post('login', { email: 'clen@test.cz', password: `Spatne-${i}!aA`, pass })).statusCode).toBe(401);
    expect((await post('login', { email: 'clen@test.cz', password: MEMBER_PASSWORD, pass })).json().detail).toBe(PASS_INVALID);
  });

  it('takes a newcomer through the code check and the first sign-in, used up only by the second', async () => {
    await ask('novy@test.cz', '192.0.2.5');
    await expect.poll(() => mailsTo('novy@test.cz').length).toBe(1);
    const pass = passOf('novy@test.cz');
    // The newcomer's code guessed at from their own address first: the pass goes past that.
    for (let i = 0; i < 6; i++) await post('validate-code', { email: 'novy@test.cz', code: `10000${i}` });
    expect((await post('validate-code', { email: 'novy@test.cz', code: '864213' })).statusCode).toBe(429);
    expect((await post('validate-code', { email: 'novy@test.cz', code: '864213', pass })).statusCode).toBe(200);
    const first = await post('first-login', { email: 'novy@test.cz', code: '864213', password: 'Nove-Heslo-1', pass });
    expect(first.statusCode, first.body).toBe(200);
    expect((await post('validate-code', { email: 'novy@test.cz', code: '864213', pass })).json().detail).toBe(PASS_INVALID);
  });
});
