import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eServer, expect, test } from './support/test';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';
import { readMail } from '../support/mail';

test.use({ actionTimeout: 15_000 });
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** The e-mails to `email`, oldest first (their file names start with the time they were written). */
const mailsTo = (email: string) => {
  const { outbox } = e2eServer();
  return fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(`-${email}.eml`))
        .sort()
        .map((f) => readMail(fs.readFileSync(`${outbox}/${f}`)))
    : [];
};

/** axe with the pointer parked aside: a hovered button's lighter colour is a passing state, not the page. */
async function accessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

test('the administrator e-mails a newcomer a new code from the list and from the detail; the old code stops working', async ({
  page,
  browser,
}) => {
  const email = 'novy-kod@test.cz';
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');
  const row = page.getByTestId(`user-row-${email}`);
  const alert = page.getByTestId('admin-alert');
  let code = '';

  await test.step('from the list: asked first, then the alert and the code shown once', async () => {
    await row.getByRole('button', { name: 'Poslat nový kód e-mailem: Nela Kódová' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Poslat nový kód e-mailem?' });
    await expect(ask).toContainText('Dosavadní kód přestane platit.');
    await accessible(page);
    await screenshots(page, 'admin-send-code-confirm', { fullPage: false });
    await ask.getByRole('button', { name: 'Poslat kód', exact: true }).click();
    await expect(alert).toHaveText(`Úspěch: Nový kód byl odeslán e-mailem na ${email}.`);
    const shown = page.getByRole('dialog', { name: 'Přihlašovací kód uživatele' });
    await expect(shown).toContainText('Uvítací e-mail s kódem byl odeslán.');
    code = (await shown.getByTestId('shown-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await accessible(page);
    await screenshots(page, 'admin-send-code-shown', { fullPage: false });
    await shown.getByRole('button', { name: 'Hotovo' }).click();
    await expect(shown).toBeHidden();
    const mail = mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Váš přístup do Klubu strategických manažerů');
    expect(mail.text).toContain('Dobrý den, Nelo,');
    expect(mail.text).toContain(`Přihlašovací kód: ${code}`);
  });

  await test.step('from the detail: the second code replaces the first', async () => {
    await row.getByRole('button', { name: 'Detail: Nela Kódová' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail uživatele' });
    await detail.getByRole('button', { name: 'Poslat nový kód e-mailem' }).click();
    await page
      .getByRole('alertdialog', { name: 'Poslat nový kód e-mailem?' })
      .getByRole('button', { name: 'Poslat kód', exact: true })
      .click();
    const shown = page.getByRole('dialog', { name: 'Přihlašovací kód uživatele' });
    await expect(shown.getByTestId('shown-code')).toHaveText(/^\d{6}$/);
    const second = (await shown.getByTestId('shown-code').textContent())!;
    await shown.getByRole('button', { name: 'Hotovo' }).click();
    expect(mailsTo(email).at(-1)!.text).toContain(`Přihlašovací kód: ${second}`);

    const context = await browser.newContext();
    const member = await context.newPage();
    await acceptCookiesUpfront(member);
    const check = (c: string) => member.request.post('/api/onboarding/validate-code', { form: { email, code: c } });
    if (second !== code) expect((await check(code)).status()).toBe(401);
    expect((await check(second)).status()).toBe(200);
    await context.close();
  });

  await test.step('the third within the hour is the last; the fourth answers with the limit', async () => {
    await row.getByRole('button', { name: 'Poslat nový kód e-mailem: Nela Kódová' }).click();
    await page
      .getByRole('alertdialog', { name: 'Poslat nový kód e-mailem?' })
      .getByRole('button', { name: 'Poslat kód', exact: true })
      .click();
    await page.getByRole('dialog', { name: 'Přihlašovací kód uživatele' }).getByRole('button', { name: 'Hotovo' }).click();
    await row.getByRole('button', { name: 'Poslat nový kód e-mailem: Nela Kódová' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Poslat nový kód e-mailem?' });
    await ask.getByRole('button', { name: 'Poslat kód', exact: true }).click();
    await expect(alert).toHaveText(
      /^Chyba: Tomuto uživateli byly za poslední hodinu odeslány už 3 kódy\. Další lze poslat za \d+ minut[uy]?\.$/,
    );
    await expect(ask).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Přihlašovací kód uživatele' })).toBeHidden();
    await accessible(page);
    await screenshots(page, 'admin-send-code-limit');
  });
});

test('a member who forgot the password sets a new one from the sign-in page; the old session ends', async ({ page, browser }) => {
  const email = 'zapomnel@test.cz';
  const newPassword = 'Zapomenute-Heslo5!';
  const elsewhere = await browser.newContext();
  const oldSession = await elsewhere.newPage();
  await acceptCookiesUpfront(oldSession);
  await signIn(oldSession, email, MEMBER_PASSWORD);
  await expect(oldSession).toHaveURL('/home');

  await test.step("'Zapomněli jste heslo?' on the sign-in page asks for the link", async () => {
    await page.goto('/');
    await accessible(page);
    await screenshots(page, 'sign-in-forgot-password');
    await page.getByRole('link', { name: 'Zapomněli jste heslo?' }).click();
    await expect(page).toHaveURL('/obnova-hesla');
    await expect(page.getByRole('heading', { name: 'Zapomněli jste heslo?', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Poslat odkaz pro nové heslo' }).click();
    await expect(page.getByTestId('reset-notice')).toHaveText(
      'Pokud je e-mail u nás registrován, poslali jsme na něj odkaz pro nastavení nového hesla. Platí 30 minut.',
    );
    await accessible(page);
    await screenshots(page, 'password-reset-asked');
  });

  await test.step('the e-mailed link opens the page that sets the new password under the rule', async () => {
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const mail = mailsTo(email)[0]!;
    expect(mail.subject).toBe('Nastavení nového hesla do Klubu strategických manažerů');
    const link = new URL(/^http\S+\/obnova-hesla\?token=[\w-]{43}$/m.exec(mail.text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Nastavení nového hesla', level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/obnova-hesla');
    await page.getByLabel('Nové heslo').fill('kratke');
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    await expect(page.getByTestId('reset-notice')).toHaveText(
      'Heslo musí mít alespoň 8 znaků, obsahovat velké a malé písmeno, číslici a speciální znak.',
    );
    await page.getByLabel('Nové heslo').fill(newPassword);
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    await expect(page.getByTestId('reset-notice')).toHaveText('Heslo bylo změněno. Přihlaste se novým heslem.');
    await accessible(page);
    await screenshots(page, 'password-reset-done');

    // The link is used up.
    await page.goto(link.pathname + link.search);
    await page.getByLabel('Nové heslo').fill('Jine-Heslo8!');
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    await expect(page.getByTestId('reset-notice')).toHaveText(
      'Odkaz pro nastavení hesla je neplatný, už byl použit nebo vypršel. Požádejte o nový.',
    );
  });

  await test.step('the new password signs in; the session elsewhere has ended', async () => {
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL('/home');
    await oldSession.reload();
    await expect(oldSession).toHaveURL('/');
    await elsewhere.close();
  });
});
