import { expect, test } from '@playwright/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

const AUTHOR = 'autorka@test.cz';
const MEMBER = 'procesy@test.cz';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test('an author makes the module Procesy with reading steps, orders them by keyboard, publishes, and a member completes them with no restart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, AUTHOR, MEMBER_PASSWORD);
  await page.goto('/admin/content?tab=structure');
  await expect(page.getByRole('heading', { level: 2, name: 'Struktura modulů a kroků' })).toBeVisible();
  await page.getByLabel('Upravovaná varianta').selectOption('general');
  await expect(page.getByRole('group', { name: 'Lidé' })).toBeVisible();

  // A new module: its system name is shown as it is made from the Czech name.
  await page.getByRole('button', { name: 'Nový modul' }).click();
  const moduleDialog = page.getByRole('dialog', { name: /Nový modul ve variantě/ });
  await moduleDialog.getByRole('button', { name: 'Vytvořit modul' }).click();
  await expect(moduleDialog.getByText('Vyplňte český název modulu.')).toBeVisible();
  await moduleDialog.getByLabel('Název česky').fill('Procesy');
  await expect(moduleDialog.getByText(/Systémový název: procesy/)).toBeVisible();
  // The variant's placeholder of the same name (process, switched off) is named, so the author knows of it.
  await expect(moduleDialog.getByText('Varianta už má modul se stejným názvem (process).', { exact: false })).toBeVisible();
  await moduleDialog.getByLabel('Název anglicky').fill('Processes');
  await moduleDialog.getByLabel('Popis česky').fill('Mapa procesů, jejich vlastníci a zralost.');
  await moduleDialog.getByRole('button', { name: 'Vytvořit modul' }).click();
  await expect(moduleDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Modul Procesy je v konceptu.' })).toBeVisible();
  // The variant already has a placeholder module called Procesy (process, switched off): the new one is procesy.
  const procesy = page.locator('[aria-labelledby="structure-procesy"]');
  await expect(procesy.getByText('Modul zatím nemá žádný krok.')).toBeVisible();

  // Two reading steps; the second moved before the first by the keyboard, and back.
  for (const [name, description] of [
    ['Úvod do procesů', 'Proces je opakovaná činnost, která má vlastníka a výsledek.'],
    ['Závěr', 'Hotovo: víte, které procesy řídit jako první.'],
  ]) {
    await procesy.getByRole('button', { name: 'Nový krok' }).click();
    const stepDialog = page.getByRole('dialog', { name: 'Nový krok v modulu Procesy' });
    await stepDialog.getByLabel('Název česky').fill(name!);
    await stepDialog.getByLabel('Popis česky').fill(description!);
    await stepDialog.getByRole('radio', { name: /Čtení/ }).check({ force: true });
    await stepDialog.getByRole('button', { name: 'Vytvořit krok' }).click();
    await expect(stepDialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Krok ${name} je v konceptu.` })).toBeVisible();
  }
  const steps = page.getByRole('list', { name: 'Kroky modulu Procesy v pořadí' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('/procesy/uvod-do-procesu');
  await page.getByRole('button', { name: 'Posunout krok Závěr výš' }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.nth(0)).toContainText('Závěr');
  // The focus stays with the step moved (its other button, now that it is first).
  await expect(page.getByRole('button', { name: 'Posunout krok Závěr níž' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(steps.nth(1)).toContainText('Závěr');
  await expect(page.getByRole('status').filter({ hasText: 'Krok Závěr je nyní 2. v pořadí.' })).toBeVisible();

  // A clash is refused in Czech: the address of another step.
  await page.getByRole('button', { name: 'Upravit krok Závěr' }).click();
  const edit = page.getByRole('dialog', { name: 'Upravit krok Závěr' });
  await edit.getByLabel('Adresa kroku').fill('uvod-do-procesu');
  await edit.getByRole('button', { name: 'Uložit krok' }).click();
  await expect(edit.getByText('Adresu /procesy/uvod-do-procesu už má procesy/uvod_do_procesu: zvolte jinou.')).toBeVisible();
  await edit.getByLabel('Adresa kroku').fill('zaver');
  await edit.getByRole('button', { name: 'Uložit krok' }).click();
  await expect(edit).toBeHidden();
  await expect(procesy.getByRole('link', { name: 'Pole kroku Závěr' })).toHaveAttribute(
    'href',
    '/admin/content?tab=steps&variant=general&module=procesy&step=zaver',
  );
  await expectAccessible(page);
  await screenshots(page, 'studio-structure');
  // The new module on a phone, where it is: a full page of every module is too long to read at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await procesy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.test-results/screens/studio-structure-procesy-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The link opens the step in the steps tab.
  await procesy.getByRole('link', { name: 'Pole kroku Závěr' }).click();
  await expect(page).toHaveURL(/tab=steps/);
  await expect(page.getByLabel('Modul', { exact: true })).toHaveValue('procesy');
  await expect(page.getByLabel('Krok', { exact: true })).toHaveValue('zaver');

  // Published: the server serves the new module at once, with no build and no restart.
  await page.getByRole('tab', { name: 'Zveřejnění' }).click();
  await page.getByLabel('Poznámka k verzi').fill('Nový modul Procesy');
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Verze \d+ je zveřejněna\.$/ })).toBeVisible({ timeout: 30_000 });

  // The member the administrator granted the module: Procesy on home, both steps read and completed in order.
  const context = await browser.newContext();
  const member = await context.newPage();
  await acceptCookiesUpfront(member);
  await signIn(member, MEMBER, MEMBER_PASSWORD);
  await member.goto('/home');
  const card = member.getByRole('button', { name: /Procesy/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(member).toHaveURL(/\/procesy\//);
  await member.goto('/procesy/uvod-do-procesu');
  await expect(member.getByRole('heading', { level: 1, name: 'Úvod do procesů' })).toBeVisible();
  await expect(member.getByText('Proces je opakovaná činnost, která má vlastníka a výsledek.')).toBeVisible();
  await expectAccessible(member);
  await screenshots(member, 'studio-structure-member-step');
  await member.getByRole('button', { name: 'Dokončit krok' }).click();
  await expect(member).not.toHaveURL(/uvod-do-procesu$/);
  await member.goto('/procesy/zaver');
  await expect(member.getByRole('heading', { level: 1, name: 'Závěr' })).toBeVisible();
  await member.getByRole('button', { name: 'Dokončit krok' }).click();
  await member.goto('/home');
  await expect(member.getByRole('button', { name: /Procesy/ })).toContainText('2/2 dokončeno');
  await screenshots(member, 'studio-structure-member-home');
  await context.close();
});
