import fs from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { e2eServer, expect, test } from './support/test';
import { driveTime, runFor, stopTime, SUCCESS_VISIBLE_MS } from './support/clock';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/fixtures';
import { readMail } from '../support/mail';

const COMPANY = 'Journey Strategie a partneři';
const EMAIL = 'nova.clenka.journey@strategie-test.cz';
const NAME = 'Nová Členka';
const PASSWORD = 'Nove-Heslo1!';

/** How many steps a variant file defines: the card must show what the content holds. */
const stepsOf = (variant: string) => {
  const def = JSON.parse(fs.readFileSync(`step-schemas/variants/${variant}.json`, 'utf8')) as { modules: Array<{ steps: unknown[] }> };
  return def.modules.reduce((n, m) => n + m.steps.length, 0);
};

test.use({ actionTimeout: 15_000 });
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const pageAlert = (page: Page) => page.getByTestId('admin-alert');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const confirmDialog = (page: Page, name: string) => page.getByRole('alertdialog', { name });
const userRow = (page: Page, email: string) => page.getByTestId(`user-row-${email}`);
const companyRow = (page: Page, name: string) => page.getByTestId(`company-row-${name}`);

/** A member's browser of their own: no session of the administrator's. */
async function inFreshBrowser<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await acceptCookiesUpfront(page);
    return await run(page);
  } finally {
    await context.close();
  }
}

/**
 * Confirms in the dialog, then expects its outcome's alert before the dialog's closing: a success
 * alert stays 4 s (spec), which a slow closing on a loaded machine could use up.
 */
async function confirm(page: Page, title: string, button: string, alert: string, expectText?: string) {
  const box = confirmDialog(page, title);
  await expect(box).toBeVisible();
  if (expectText) await expect(box).toContainText(expectText);
  await box.getByRole('button', { name: button, exact: true }).click();
  await expect(pageAlert(page)).toHaveText(alert);
  await expect(box).toBeHidden();
}

/** axe with the pointer parked aside: a hovered button's lighter colour is a passing state, not the page. */
async function accessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

/** A form control by its label, whose text ends with '*' when the field is required. */
const fieldIn = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));

test('an administrator runs the club: company, user with a code and its first sign-in, deactivation, variants, company deletion', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await driveTime(page);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');

  await test.step('the dashboard: stat cards, tabs, the protected administrator row', async () => {
    await expect(page.getByRole('heading', { name: 'Administrace', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Náhled kroků' })).toHaveAttribute('href', '/admin/preview');
    await expect(tab(page, 'Správa uživatelů')).toHaveAttribute('aria-selected', 'true');
    await expect(userRow(page, ADMIN_EMAIL)).toContainText('Chráněný');
    await expect(userRow(page, ADMIN_EMAIL).getByRole('button')).toHaveCount(0);
    await expect(userRow(page, 'member@test.cz')).toContainText('Testovací s.r.o.');
    await expect(userRow(page, 'member@test.cz')).toContainText('Automotive · Brno');
    await expect(userRow(page, 'neaktivni@test.cz')).toContainText('Neaktivní');
    await page.getByLabel('Stav', { exact: true }).selectOption({ label: 'Neaktivní' });
    await expect(page.getByTestId(/^user-row-/)).toHaveCount(1);
    await page.getByLabel('Stav', { exact: true }).selectOption({ label: 'Všichni' });
    await page.getByLabel('Hledat uživatele').fill('marie clen');
    await expect(page.getByTestId(/^user-row-/)).toHaveCount(1);
    await page.getByLabel('Hledat uživatele').fill('');
    await accessible(page);
    await screenshots(page, 'admin-users');

    await page.getByRole('button', { name: /^Společnosti/ }).click();
    await expect(tab(page, 'Správa společností')).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('a new company: the name is required, the rest is stored', async () => {
    await page.getByRole('button', { name: 'Přidat společnost' }).click();
    const form = dialog(page, 'Nová společnost');
    await form.getByRole('button', { name: 'Vytvořit společnost' }).click();
    await expect(form.getByTestId('dialog-error')).toHaveText('Chyba: Opravte zvýrazněná pole.');
    await expect(form).toContainText('Vyplňte název společnosti.');
    await fieldIn(form, 'Název').fill(COMPANY);
    await fieldIn(form, 'Sektor').fill('Poradenství');
    await fieldIn(form, 'Místo').fill('Olomouc');
    await fieldIn(form, 'IČO').fill('27074358');
    await fieldIn(form, 'Počet zaměstnanců').fill('42');
    await fieldIn(form, 'Počet týmů').fill('5');
    await fieldIn(form, 'Velikost podle obratu').selectOption({ label: 'Střední (obrat 10–100 mil. Kč)' });
    await form.getByRole('button', { name: 'Vytvořit společnost' }).click();
    await expect(pageAlert(page)).toHaveText('Úspěch: Společnost byla vytvořena');
    await expect(form).toBeHidden();
    const row = companyRow(page, COMPANY);
    for (const text of ['Poradenství', 'Olomouc', '27074358', '42', '5']) await expect(row).toContainText(text);
    await page.getByLabel('Sektor', { exact: true }).selectOption('Poradenství');
    await expect(page.getByTestId(/^company-row-/)).toHaveCount(1);
    await page.getByLabel('Sektor', { exact: true }).selectOption({ label: 'Všechny sektory' });
    await accessible(page);
    await screenshots(page, 'admin-companies');
  });

  let code = '';
  await test.step('a new user: the code is generated first and shown once', async () => {
    await tab(page, 'Správa uživatelů').click();
    await page.getByRole('button', { name: 'Přidat uživatele' }).click();
    const form = dialog(page, 'Nový uživatel');
    await fieldIn(form, 'Email').fill(EMAIL);
    await fieldIn(form, 'Jméno a příjmení').fill(NAME);
    await fieldIn(form, 'Oslovení').fill('paní Členková');
    await fieldIn(form, 'Společnost').selectOption({ label: COMPANY });
    await fieldIn(form, 'Varianta').selectOption({ label: 'Obecná varianta' });
    await expect(fieldIn(form, 'Role').locator('option')).toHaveText(['Uživatel']);
    await fieldIn(form, 'Pracovní pozice').fill('Obchodní ředitelka');
    await fieldIn(form, 'Oddělení').fill('Obchod');
    await fieldIn(form, 'Seniorita').selectOption({ label: 'Ředitel' });
    await fieldIn(form, 'Manažerská praxe').selectOption({ label: '6–10 let' });
    await form.getByText('Lidé', { exact: true }).click();
    await form.getByRole('button', { name: 'Vytvořit uživatele' }).click();
    await expect(form.getByTestId('dialog-error')).toHaveText('Chyba: Nejprve vygenerujte kód pro nového uživatele');
    await accessible(page);
    await screenshots(page, 'admin-user-form');
    await form.getByRole('button', { name: 'Vygenerovat kód' }).click();
    await expect(fieldIn(form, 'Přihlašovací kód')).toHaveValue(/^\d{6}$/);
    code = await fieldIn(form, 'Přihlašovací kód').inputValue();
    await form.getByRole('button', { name: 'Vytvořit uživatele' }).click();

    const shown = dialog(page, 'Přihlašovací kód uživatele');
    // The success line clears after a few seconds: checked first, while it surely stands.
    await expect(pageAlert(page)).toHaveText('Úspěch: Uživatel byl vytvořen');
    await expect(shown.getByTestId('shown-code')).toHaveText(code);
    await expect(shown).toContainText('Kód se zobrazuje pouze jednou.');
    expect(await shown.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(shown).toContainText('Uvítací e-mail s kódem byl odeslán.');
    await shown.getByRole('button', { name: 'Hotovo' }).click();
    await expect(shown).toBeHidden();
    const row = userRow(page, EMAIL);
    for (const text of [NAME, COMPANY, 'Poradenství · Olomouc', 'Obchodní ředitelka', 'Obchod', 'Obecná varianta', 'Aktivní', 'Nikdy']) {
      await expect(row).toContainText(text);
    }
  });

  await test.step('the welcome e-mail carries the same code, the osloveni and the sign-in address', async () => {
    const { outbox, origin } = e2eServer();
    const file = fs.readdirSync(outbox).find((f) => f.includes(EMAIL));
    expect(file, `an .eml for ${EMAIL} in ${outbox}`).toBeTruthy();
    const mail = readMail(fs.readFileSync(`${outbox}/${file}`));
    expect(mail.headers.to).toContain(EMAIL);
    expect(mail.text).toContain('paní Členková');
    expect(mail.text).toContain(origin);
    const mailed = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(mailed).toBe(code);
    code = mailed!;
  });

  await test.step('the user signs in for the first time with the code from the e-mail', async () => {
    await inFreshBrowser(browser, async (member) => {
      await member.goto('/');
      await member.getByText('Jsem tu poprvé').click();
      await member.getByLabel('Email').fill(EMAIL);
      await member.getByLabel('Číslice 1 z 6').click();
      await member.keyboard.type(code);
      await member.getByLabel('Nové heslo').fill(PASSWORD);
      await member.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }).click();
      await expect(member).toHaveURL('/intro');
    });
    await page.getByRole('button', { name: 'Obnovit' }).click();
    await expect(userRow(page, EMAIL)).toContainText('Právě teď');
  });

  await test.step('detail and edit: the e-mail is locked, changes are saved', async () => {
    await userRow(page, EMAIL)
      .getByRole('button', { name: `Detail: ${NAME}` })
      .click();
    const detail = dialog(page, 'Detail uživatele');
    for (const text of ['paní Členková', 'Ředitel', '6–10 let', 'Lidé']) await expect(detail).toContainText(text);
    await screenshots(page, 'admin-user-detail');
    await detail.getByRole('button', { name: 'Zavřít' }).click();

    await userRow(page, EMAIL)
      .getByRole('button', { name: `Upravit: ${NAME}` })
      .click();
    const form = dialog(page, 'Upravit uživatele');
    await expect(fieldIn(form, 'Email')).toHaveAttribute('readonly', '');
    await fieldIn(form, 'Oddělení').fill('Obchod a marketing');
    await form.getByRole('button', { name: 'Uložit' }).click();
    await expect(pageAlert(page)).toHaveText('Úspěch: Uživatel byl aktualizován');
    await expect(form).toBeHidden();
    await expect(userRow(page, EMAIL)).toContainText('Obchod a marketing');
  });

  await test.step('a deactivated user cannot sign in, an activated one can', async () => {
    await userRow(page, EMAIL)
      .getByRole('button', { name: `Deaktivovat: ${NAME}` })
      .click();
    await confirm(page, 'Deaktivovat uživatele?', 'Deaktivovat', 'Úspěch: Uživatel byl deaktivován');
    await expect(userRow(page, EMAIL)).toContainText('Neaktivní');
    await inFreshBrowser(browser, async (member) => {
      await signIn(member, EMAIL, PASSWORD, { expectFailure: true });
      await expect(member.getByRole('alert')).toHaveText('Účet je deaktivován. Kontaktujte administrátora.');
    });

    await userRow(page, EMAIL)
      .getByRole('button', { name: `Aktivovat: ${NAME}` })
      .click();
    await confirm(page, 'Aktivovat uživatele?', 'Aktivovat', 'Úspěch: Uživatel byl aktivován');
    await inFreshBrowser(browser, async (member) => {
      await signIn(member, EMAIL, PASSWORD);
      await expect(member).not.toHaveURL('/');
    });
  });

  await test.step('the mobile card shortens a long e-mail and keeps it whole in its title', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const card = page.getByTestId(`user-card-${EMAIL}`);
    await expect(card.getByText('nova.clenka.journey@stra…', { exact: true })).toHaveAttribute('title', EMAIL);
    await expect(card.getByRole('button', { name: `Smazat: ${NAME}` })).toBeVisible();
    await accessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('variants: cards, detail, consistency, assigning and removing', async () => {
    await tab(page, 'Správa variant').click();
    const general = page.getByTestId('variant-card-general');
    await expect(general).toContainText('Obecná varianta');
    await expect(general).toContainText('Frontend obsah k dispozici');
    await expect(general).toContainText(new RegExp(`${stepsOf('general')} (krok|kroky|kroků)`));

    await general.getByRole('button', { name: 'Detail: Obecná varianta' }).click();
    const detail = dialog(page, /^Detail varianty/);
    await expect(detail.getByRole('heading', { name: 'Úvod' })).toBeVisible();
    await detail.getByRole('button', { name: 'Zavřít' }).click();

    await page.getByRole('button', { name: 'Kontrola konzistence' }).click();
    await expect(page.getByTestId('consistency-report')).toContainText('Shoda: 100 %');
    await accessible(page);
    await screenshots(page, 'admin-variants');

    const automotive = page.getByTestId('variant-card-automotive_manazer_dealerstvi');
    await automotive.getByRole('button', { name: /^Přiřadit uživateli/ }).click();
    const assign = dialog(page, /^Přiřadit variantu/);
    await fieldIn(assign, 'Email uživatele').fill('nikdo@test.cz');
    await assign.getByRole('button', { name: 'Přiřadit', exact: true }).click();
    await expect(assign.getByTestId('dialog-error')).toHaveText('Chyba: Uživatel s tímto emailem neexistuje');
    await fieldIn(assign, 'Email uživatele').fill(EMAIL);
    await assign.getByRole('button', { name: 'Přiřadit', exact: true }).click();
    await expect(pageAlert(page)).toHaveText('Úspěch: Varianta byla přiřazena');
    await expect(assign).toBeHidden();

    const assigned = page.getByRole('row').filter({ hasText: EMAIL }).filter({ hasText: 'Automotive' });
    await expect(assigned).toContainText('Aktivní');
    // 365 days from the assignment; either date when the check straddles midnight.
    const inAYear = (shiftMs: number) =>
      new Date(Date.now() + 365 * 24 * 3600 * 1000 + shiftMs).toLocaleDateString('cs-CZ', { timeZone: 'Europe/Prague' });
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(assigned).toContainText(new RegExp(`${escapeRegExp(inAYear(-60_000))}|${escapeRegExp(inAYear(0))}`));
    await assigned.getByRole('button', { name: /^Odebrat přiřazení/ }).click();
    await confirm(page, 'Odebrat přiřazení varianty?', 'Odebrat', 'Úspěch: Přiřazení varianty bylo odebráno');
    await expect(assigned).toHaveCount(0);
  });

  await test.step('a company with users cannot be deleted; after its user is gone it can', async () => {
    await tab(page, 'Správa společností').click();
    await companyRow(page, COMPANY)
      .getByRole('button', { name: `Smazat: ${COMPANY}` })
      .click();
    await confirm(
      page,
      'Smazat společnost?',
      'Smazat společnost',
      `Chyba: Nelze smazat společnost ${COMPANY}. Společnost má 1 přiřazených uživatelů.`,
    );
    await expect(companyRow(page, COMPANY)).toBeVisible();

    await tab(page, 'Správa uživatelů').click();
    await userRow(page, EMAIL)
      .getByRole('button', { name: `Smazat: ${NAME}` })
      .click();
    await confirm(
      page,
      'Smazat uživatele?',
      'Smazat uživatele',
      'Úspěch: Uživatel byl smazán',
      'Smažou se také jeho profily a přiřazení variant.',
    );
    await expect(userRow(page, EMAIL)).toHaveCount(0);

    await tab(page, 'Správa společností').click();
    await companyRow(page, COMPANY)
      .getByRole('button', { name: `Smazat: ${COMPANY}` })
      .click();
    // The page's clock stands still from here: the success message's 4 s run only when the next step says so.
    await stopTime(page);
    await confirm(page, 'Smazat společnost?', 'Smazat společnost', 'Úspěch: Společnost byla smazána');
    await expect(companyRow(page, COMPANY)).toHaveCount(0);
  });

  await test.step('a success message clears after 4 s', async () => {
    await runFor(page, SUCCESS_VISIBLE_MS - 200);
    await expect(pageAlert(page)).toHaveText('Úspěch: Společnost byla smazána');
    await runFor(page, 400);
    await expect(pageAlert(page)).toBeHidden();
    await page.clock.resume();
  });
});

test("failed loads and calls show the spec's texts; dialogs work by keyboard", async ({ page }) => {
  await page.route('**/api/admin/users', (route) => route.abort('failed'));
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(pageAlert(page)).toHaveText('Chyba: Chyba při načítání dat');
  await expect(pageAlert(page)).toHaveAttribute('role', 'alert');
  await page.unroute('**/api/admin/users');
  await page.getByRole('button', { name: 'Obnovit' }).click();
  await expect(userRow(page, 'member@test.cz')).toBeVisible();
  await pageAlert(page).getByRole('button', { name: 'Zavřít zprávu' }).click();
  await expect(pageAlert(page)).toHaveCount(0);

  const add = page.getByRole('button', { name: 'Přidat uživatele' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = dialog(page, 'Nový uživatel');
  await expect(form).toBeVisible();
  expect(await form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.route('**/api/admin/generate-code', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await form.getByRole('button', { name: 'Vygenerovat kód' }).click();
  await expect(form.getByTestId('dialog-error')).toHaveText('Chyba: Chyba při generování kódu');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();

  await page.route('**/api/admin/variants/consistency', (route) => route.abort('failed'));
  await tab(page, 'Správa uživatelů').focus();
  // Zag moves focus to the next tab in an animation frame: a second key before it lands would start from the old tab.
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Správa společností')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Správa variant')).toBeFocused();
  await expect(tab(page, 'Správa variant')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Kontrola konzistence' }).click();
  await expect(pageAlert(page)).toHaveText('Chyba: Chyba při kontrole konzistence');
});
