import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { e2eServer, expect, test } from './support/test';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/fixtures';
import { readMail } from '../support/mail';

test.use({ actionTimeout: 15_000 });
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const mailsTo = (email: string) => {
  const { outbox } = e2eServer();
  return fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(`-${email}.eml`))
        .map((f) => readMail(fs.readFileSync(`${outbox}/${f}`)))
    : [];
};

async function accessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

const run = Date.now().toString(36);
const member = (i: number) => `hromadny${i}-${run}@test.cz`;

/** 20 members (the last two without a welcome e-mail) and three bad rows: a broken e-mail, an unknown company, a repeated e-mail. */
function memberFile(): string {
  const rows = Array.from({ length: 20 }, (_, i) => {
    const n = i + 1;
    return `${member(n)};Člen Hromadný ${n};pane Hromadný;Testovací s.r.o.;general;${n % 2 ? 'people' : 'people|process'};${n > 18 ? 'ne' : 'ano'}`;
  });
  rows.splice(5, 0, 'chybny-email;Bez Adresy;;Testovací s.r.o.;general;;ano');
  rows.splice(10, 0, `neznama-${run}@test.cz;Nikdo Neznámý;;Neexistující a.s.;general;;ano`);
  rows.push(`${member(3)};Člen Podruhé;;Testovací s.r.o.;general;;ano`);
  return `\uFEFFe-mail;jméno;oslovení;společnost;varianta;moduly;poslat uvítání\r\n${rows.join('\r\n')}\r\n`;
}

test('the administrator imports 20 members from a CSV with three bad rows; the welcome e-mails go out through the queue', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');
  const dialog = page.getByRole('dialog', { name: 'Import členů z CSV' });

  await test.step('the dry run names the three bad rows and stores nothing', async () => {
    await page.getByRole('button', { name: 'Import členů z CSV' }).click();
    await expect(dialog).toContainText('e-mail, jméno, společnost (název nebo IČO), varianta');
    await accessible(page);
    await screenshots(page, 'admin-import-choose', { fullPage: false });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'clenove.csv', mimeType: 'text/csv', buffer: Buffer.from(memberFile()) });
    await expect(dialog.getByText('clenove.csv')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zkontrolovat' }).click();
    await expect(dialog).toContainText('Lze importovat 20 z 23 řádků, 3 s chybou.');
    const errors = dialog.locator('[data-outcome="error"]');
    await expect(errors).toHaveCount(3);
    await expect(errors.nth(0)).toContainText('Řádek 7');
    await expect(errors.nth(0)).toContainText('Neplatný e-mail.');
    await expect(errors.nth(1)).toContainText('Neznámá společnost „Neexistující a.s.“');
    await expect(errors.nth(2)).toContainText('E-mail je v souboru víckrát (poprvé na řádku 4).');
    await expect(dialog.locator('[data-outcome="would_create"]')).toHaveCount(20);
    await accessible(page);
    await screenshots(page, 'admin-import-dry-run', { fullPage: false });
  });

  await test.step('confirm: the members are created and appear in the list', async () => {
    await dialog.getByRole('button', { name: 'Importovat 20 členů' }).click();
    await expect(dialog).toContainText('Import hotov. Vytvoření členové: 20. Řádky s chybou, které nebyly uloženy: 3.');
    await expect(page.getByTestId('admin-alert')).toContainText('Import hotov. Vytvoření členové: 20.');
    await expect(dialog.locator('[data-outcome="created"]')).toHaveCount(20);
    await screenshots(page, 'admin-import-done', { fullPage: false });
    await dialog.getByRole('button', { name: 'Zavřít', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder('Jméno nebo email').fill(`-${run}@test.cz`);
    await expect(page.getByText('Zobrazeno 20 z')).toBeVisible();
    await expect(page.getByTestId(`user-row-${member(20)}`)).toBeVisible();
    await screenshots(page, 'admin-import-users-tab', { fullPage: false });
    await screenshots(page, 'admin-import-members');
  });

  await test.step('the queue shows the 18 welcome e-mails sent, and they are in the outbox', async () => {
    await expect.poll(() => mailsTo(member(1)).length, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => Array.from({ length: 18 }, (_, i) => mailsTo(member(i + 1)).length).reduce((a, b) => a + b), { timeout: 20_000 })
      .toBe(18);
    expect(mailsTo(member(19))).toHaveLength(0);
    const mail = mailsTo(member(1))[0]!;
    expect(mail.subject).toBe('Váš přístup do Klubu strategických manažerů');
    expect(mail.text).toContain('Dobrý den, pane Hromadný,');

    await page.getByRole('button', { name: 'Fronta e-mailů' }).click();
    const queue = page.getByRole('dialog', { name: 'Fronta e-mailů' });
    await expect(queue.getByTestId('mail-sent')).toContainText('18');
    await expect(queue.getByTestId('mail-queued')).toContainText('0');
    await expect(queue.getByTestId('mail-failed')).toContainText('0');
    await expect(queue).toContainText('Žádný e-mail neselhal.');
    await accessible(page);
    await screenshots(page, 'admin-mail-queue', { fullPage: false });
  });
});
