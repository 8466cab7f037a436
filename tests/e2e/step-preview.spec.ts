import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test('an administrator previews any step from its current definition, checks it, and nothing is saved', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && !r.url().includes('/api/onboarding/') && writes.push(`${r.method()} ${r.url()}`));
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Náhled kroku' })).toBeVisible();
  await page.getByLabel('Varianta', { exact: true }).selectOption('general');
  await page.getByLabel('Modul', { exact: true }).selectOption('new_team_onboarding');
  await page.getByLabel('Krok', { exact: true }).selectOption('onboarding_position');
  await expect(page.getByRole('heading', { level: 2, name: 'Pozice' })).toBeVisible();

  await page.getByLabel('Jaká je vaše výchozí pozice v týmu?', { exact: true }).fill('Přicházím zvenku.');
  await page.getByRole('button', { name: 'Přidat hrozbu' }).click();
  await page.getByLabel('Název hrozby', { exact: true }).fill('Nedůvěra');
  await page.getByRole('button', { name: 'Zkontrolovat dokončení' }).click();
  const messages = page.getByTestId('preview-messages').getByRole('listitem');
  await expect(messages.first()).toHaveText('Hrozba 1: Strategie eliminace je povinná');
  await expect(messages.nth(1)).toHaveText('Vyplňte, jak vás tým vnímá jako člověka');
  await page.getByRole('button', { name: 'Zobrazit tipy' }).click();
  await expect(page.getByRole('dialog', { name: 'Tipy od mentora' }).getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');

  // Progressive reveal is previewed as a member meets it, or all at once.
  await page.getByLabel('Modul', { exact: true }).selectOption('people');
  await page.getByLabel('Krok', { exact: true }).selectOption('team_goals');
  await expect(page.getByLabel('Co definuje úspěch?', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Zobrazit všechny bloky' }).click();
  await expect(page.getByLabel('Co definuje úspěch?', { exact: true })).toBeVisible();
  await screenshots(page, 'admin-step-preview');
  await expectAccessible(page);
  expect(writes).toEqual([]);

  // A member cannot open it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await page.goto('/admin/preview');
  await expect(page).toHaveURL('/unauthorized');
});
