import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/fixtures';
import { e2eDataDir } from '../support/e2e-paths';
import { readMail } from '../support/mail';
import { E2E_PORT } from '../../playwright.config';

test.use({ actionTimeout: 15_000 });
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const outbox = `${e2eDataDir(E2E_PORT)}/outbox`;
/** The e-mails to `email`, oldest first (their file names start with the time they were written). */
const mailsTo = (email: string) =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(`-${email}.eml`))
        .sort()
        .map((f) => readMail(fs.readFileSync(`${outbox}/${f}`)))
    : [];

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
    await screenshots(page, 'admin-send-code-confirm');
    await ask.getByRole('button', { name: 'Poslat kód', exact: true }).click();
    await expect(alert).toHaveText(`Úspěch: Nový kód byl odeslán e-mailem na ${email}.`);
    const shown = page.getByRole('dialog', { name: 'Přihlašovací kód uživatele' });
    await expect(shown).toContainText('Uvítací e-mail s kódem byl odeslán.');
    code = (await shown.getByTestId('shown-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await accessible(page);
    await screenshots(page, 'admin-send-code-shown');
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
