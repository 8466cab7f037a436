import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eServer, expect, test } from './support/test';
import { acceptCookiesUpfront, expectAccessible, screenshots } from './support/helpers';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { readMail } from '../support/mail';

/** An administrator no other test signs in with (tests/support/fixtures.ts): this one locks it on purpose. */
const EMAIL = 'spravce-zamek@test.cz';
const THROTTLED = /^Příliš mnoho neúspěšných pokusů\. Zkuste to znovu za \d+ minut[uy]?\.$/;
const LINK_MODE =
  'Přihlašujete se odkazem z e-mailu. Zadejte svůj e-mail a heslo (nebo kód, jste-li tu poprvé); omezení pokusů se na vás nevztahuje.';
const LINK_SENT = 'Pokud je e-mail u nás registrován, poslali jsme na něj odkaz pro přihlášení. Platí 30 minut.';
const PASS_REFUSED = 'Odkaz pro přihlášení je neplatný, už byl použit nebo vypršel. Požádejte o nový.';
const SEND_LINK = 'Poslat odkaz pro přihlášení e-mailem';

/** The .eml files to `email`, oldest first (their names start with the time they were written). */
const mailsTo = (email: string) => {
  const { outbox } = e2eServer();
  return fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(`-${email}.eml`))
        .sort()
    : [];
};

async function signInWith(page: Page, password: string) {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test('an administrator behind a shared address, locked by wrong passwords, gets in with an e-mailed one-time link', async ({
  page,
  request,
  browser,
}) => {
  await test.step('six wrong passwords from the one address every client shares (no trusted proxy)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await request.post('/api/onboarding/login', { form: { email: EMAIL, password: `Spatne-Heslo${i}!` } });
      statuses.push(res.status());
    }
    expect(statuses[0], statuses.join(' ')).toBe(401);
    expect(statuses.at(-1), statuses.join(' ')).toBe(429);
  });

  await test.step('the right password in the browser answers the throttle, with a button for a link', async () => {
    await page.goto('/');
    await signInWith(page, MEMBER_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(THROTTLED);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: SEND_LINK })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'sign-in-link-throttled');
  });

  await test.step('asking without an e-mail says so and puts the cursor in the field', async () => {
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: SEND_LINK }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Vyplňte email.' })).toHaveText('Vyplňte email.');
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  let path = '';
  await test.step('the button, pressed from the keyboard, sends the link and says so; the e-mail holds it', async () => {
    const { outbox, origin } = e2eServer();
    const before = mailsTo(EMAIL);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: SEND_LINK }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toHaveText(LINK_SENT);
    await expect(page.getByRole('button', { name: SEND_LINK })).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(THROTTLED);
    await expectAccessible(page);
    await screenshots(page, 'sign-in-link-link-sent');

    // The newest of the e-mails asked for (the notice of the throttle, sent earlier, holds a link of its own).
    const asked = () =>
      mailsTo(EMAIL)
        .filter((f) => !before.includes(f))
        .map((f) => readMail(fs.readFileSync(`${outbox}/${f}`)))
        .filter((m) => m.subject === 'Odkaz pro přihlášení do Klubu strategických manažerů');
    await expect.poll(() => asked().length, { message: `a new sign-in link e-mail for ${EMAIL} in ${outbox}` }).toBeGreaterThan(0);
    const mail = asked().at(-1)!;
    expect(mail.headers.to).toContain(EMAIL);
    const link = /https?:\/\/\S+?\/\?odkaz=[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(link!.startsWith(`${origin}/?odkaz=`), link).toBe(true);
    path = `/?odkaz=${new URL(link!).searchParams.get('odkaz')}`;
  });

  await test.step('the link: the info alert, the right password signs in, and the pass leaves address bar and history', async () => {
    await page.goto(path);
    await expect(page.getByText(LINK_MODE)).toBeVisible();
    await expect(page).not.toHaveURL(/odkaz/);
    await expectAccessible(page);
    await screenshots(page, 'sign-in-link-link-mode');
    await signInWith(page, MEMBER_PASSWORD);
    await expect(page).toHaveURL('/admin');
    expect(page.url()).not.toContain('odkaz');
    const cdp = await page.context().newCDPSession(page);
    const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: Array<{ url: string }> };
    expect(entries.map((e) => e.url).filter((url) => url.includes('odkaz'))).toEqual([]);
  });

  await test.step('the same link again (another browser) is refused, and the page drops its pass', async () => {
    const context = await browser.newContext();
    try {
      const again = await context.newPage();
      await acceptCookiesUpfront(again);
      await again.goto(path);
      await expect(again.getByText(LINK_MODE)).toBeVisible();
      await signInWith(again, MEMBER_PASSWORD);
      await expect(again.getByRole('alert')).toHaveText(PASS_REFUSED);
      await expect(again.getByText(LINK_MODE)).toHaveCount(0);
      await expect(again).toHaveURL('/');
      // The next try goes without the pass; the owner's sign-in by the link forgot this address's failures, so it is let in.
      const sent = again.waitForRequest('**/api/onboarding/login');
      await again.getByRole('button', { name: 'Přihlásit se' }).click();
      expect(new URLSearchParams((await sent).postData() ?? '').has('pass')).toBe(false);
      await expect(again).toHaveURL('/admin');
    } finally {
      await context.close();
    }
  });
});
