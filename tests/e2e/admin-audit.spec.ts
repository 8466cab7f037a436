import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptCookiesUpfront, expectAccessible, screenshots, shot, signIn } from './support/helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/fixtures';

const MEMBER = 'historie@test.cz';
const MEMBER_NAME = 'Hana Historická';
const COMPANY = 'Historie Strategie s.r.o.';

test.use({ actionTimeout: 15_000 });
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const pageAlert = (page: Page) => page.getByTestId('admin-alert');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const fieldIn = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));
const filters = (page: Page) => page.getByRole('search', { name: 'Filtry historie' });

async function saved(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}

test('the administrator edits a user and a company, finds both in the history with before and after, downloads the CSV and a member export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');

  await test.step('a company is created and edited', async () => {
    await page.getByRole('tab', { name: 'Správa společností' }).click();
    await page.getByRole('button', { name: 'Přidat společnost' }).click();
    const form = dialog(page, 'Nová společnost');
    await fieldIn(form, 'Název').fill(COMPANY);
    await fieldIn(form, 'Místo').fill('Plzeň');
    await form.getByRole('button', { name: 'Vytvořit společnost' }).click();
    await expect(form).toBeHidden();
    await page
      .getByTestId(`company-row-${COMPANY}`)
      .getByRole('button', { name: `Upravit: ${COMPANY}` })
      .click();
    const edit = dialog(page, 'Upravit společnost');
    await fieldIn(edit, 'Místo').fill('=1+1 Tábor');
    await edit.getByRole('button', { name: 'Uložit' }).click();
    await expect(edit).toBeHidden();
  });

  await test.step('a user is edited', async () => {
    await page.getByRole('tab', { name: 'Správa uživatelů' }).click();
    await page
      .getByTestId(`user-row-${MEMBER}`)
      .getByRole('button', { name: `Upravit: ${MEMBER_NAME}` })
      .click();
    const form = dialog(page, 'Upravit uživatele');
    await fieldIn(form, 'Oddělení').fill('Kontrola kvality');
    await form.getByRole('button', { name: 'Uložit' }).click();
    await expect(pageAlert(page)).toHaveText('Úspěch: Uživatel byl aktualizován');
    await expect(form).toBeHidden();
  });

  await test.step("'Historie změn' lists both, newest first; the filters narrow it", async () => {
    await page.getByRole('tab', { name: 'Historie změn' }).click();
    await expect(page.getByRole('heading', { name: 'Historie změn', level: 2 })).toBeVisible();
    const rows = page.getByTestId(/^audit-row-/);
    await expect(rows.first()).toContainText('Úprava uživatele');
    await expect(rows.first()).toContainText(MEMBER);
    await expect(rows.first()).toContainText(ADMIN_EMAIL);
    await expect(rows.nth(1)).toContainText('Úprava společnosti');
    await expect(rows.nth(2)).toContainText('Vytvoření společnosti');

    await filters(page).getByLabel('Akce').selectOption({ label: 'Společnosti (vše)' });
    await filters(page).getByLabel('Hledat v historii').fill('Historie Strategie');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Úprava společnosti');
    await rows
      .first()
      .getByRole('button', { name: /Zobrazit změny/ })
      .click();
    const changes = rows.first().getByTestId('audit-changes');
    await expect(changes.getByRole('row', { name: /Místo/ })).toContainText('Plzeň');
    await expect(changes.getByRole('row', { name: /Místo/ })).toContainText('=1+1 Tábor');

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Stáhnout CSV' }).click();
    const file = await saved(await csv);
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = file.toString('utf8');
    expect(text).toContain('"Úprava společnosti","company.update","Společnost"');
    expect(text).not.toContain('Úprava uživatele');
    expect(text).toContain('""location"":""=1+1 Tábor""');
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);

    await page.getByRole('button', { name: 'Zrušit filtry' }).click();
    await filters(page).getByLabel('Akce').selectOption({ label: 'Úprava uživatele' });
    await filters(page).getByLabel('Kdo').selectOption({ label: ADMIN_EMAIL });
    await filters(page).getByLabel('Hledat v historii').fill(MEMBER);
    await expect(rows).toHaveCount(1);
    await rows
      .first()
      .getByRole('button', { name: /Zobrazit změny/ })
      .click();
    await expect(
      rows
        .first()
        .getByTestId('audit-changes')
        .getByRole('row', { name: /Oddělení/ }),
    ).toContainText('Kontrola kvality');
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await screenshots(page, 'admin-audit');
  });

  await test.step('on a phone the history is cards with the same changes', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const card = page.getByTestId(/^audit-card-/).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Úprava uživatele');
    await card.getByRole('button', { name: /Zobrazit změny/ }).click();
    await expect(card.getByTestId('audit-changes')).toContainText('Kontrola kvality');
    await expectAccessible(page);
    await shot(page, 'admin-audit-card-375');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("'Export dat člena' in the user detail downloads their data, and the export is in the history", async () => {
    await page.getByRole('tab', { name: 'Správa uživatelů' }).click();
    await page
      .getByTestId(`user-row-${MEMBER}`)
      .getByRole('button', { name: `Detail: ${MEMBER_NAME}` })
      .click();
    const detail = dialog(page, 'Detail uživatele');
    const json = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Export dat člena' }).click();
    const data = JSON.parse((await saved(await json)).toString('utf8'));
    expect(data.account.email).toBe(MEMBER);
    expect(data.profile.department).toBe('Kontrola kvality');
    expect(JSON.stringify(data)).not.toMatch(/password_hash|argon2/);
    await expect(pageAlert(page)).toHaveText('Úspěch: Data člena byla stažena jako soubor JSON.');
    await detail.getByRole('button', { name: 'Zavřít' }).click();
    await page.getByRole('tab', { name: 'Historie změn' }).click();
    await expect(page.getByTestId(/^audit-row-/).first()).toContainText('Export dat člena');
  });
});
