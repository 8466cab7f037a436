import { expect, test } from './support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const MODULE_LINK = /\/api\/admin\/preview\/module\?token=/;

test('an administrator previews any step from its files as they are now, at an address naming it, checks it, and nothing is saved', async ({
  page,
}) => {
  // The completion check and the preview's data are the calls besides reads, and they store nothing.
  const writes: string[] = [];
  page.on(
    'request',
    (r) =>
      r.method() !== 'GET' &&
      !r.url().includes('/api/onboarding/') &&
      !/\/api\/admin\/preview\/(check|data)$/.test(r.url()) &&
      writes.push(`${r.method()} ${r.url()}`),
  );
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Náhled kroku' })).toBeVisible();
  // The address is completed to name what is shown.
  await expect(page).toHaveURL(/\/admin\/preview\?variant=\w+&module=\w+&step=\w+$/);

  await page.getByLabel('Varianta', { exact: true }).selectOption('general');
  // Each pick completes the address (module, then step) before the next one, as a person's would.
  await expect(page).toHaveURL(/variant=general&module=\w+&step=\w+$/);
  await page.getByLabel('Modul', { exact: true }).selectOption('new_team_onboarding');
  await expect(page).toHaveURL(/variant=general&module=new_team_onboarding&step=\w+$/);
  const moduleLoaded = page.waitForResponse(MODULE_LINK);
  await page.getByLabel('Krok', { exact: true }).selectOption('onboarding_position');
  await expect(page).toHaveURL('/admin/preview?variant=general&module=new_team_onboarding&step=onboarding_position');
  // Rendered from the module the server made from the files just now, not from the bundle.
  expect((await moduleLoaded).headers()['cache-control']).toBe('no-store');
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

  // A reload (what an author does after an edit) opens the same step, freshly read.
  const reloaded = page.waitForResponse(MODULE_LINK);
  const started = Date.now();
  await page.reload();
  await reloaded;
  await expect(page.getByRole('heading', { level: 2, name: 'Pozice' })).toBeVisible();
  test.info().annotations.push({ type: 'reload to rendered step', description: `${Date.now() - started} ms` });
  await expect(page.getByLabel('Krok', { exact: true })).toHaveValue('onboarding_position');

  // Progressive reveal is previewed as a member meets it, or all at once; the address opens the step directly.
  await page.goto('/admin/preview?variant=general&module=people&step=team_goals');
  await expect(page.getByRole('heading', { level: 2, name: 'Týmové cíle' })).toBeVisible();
  await expect(page.getByLabel('Modul', { exact: true })).toHaveValue('people');
  await expect(page.getByLabel('Co definuje úspěch?', { exact: true })).toBeHidden();
  await page.getByLabel('Jaký je dlouhodobý cíl týmu?', { exact: true }).fill('Růst');
  await page.getByRole('button', { name: 'Zkontrolovat dokončení' }).click();
  await expect(messages.first()).toHaveText('Hodnocení hlavního cíle je povinné');
  await expect(page.getByTestId('preview-messages')).toContainText('Dokončení by zastavilo 9 zpráv (člen uvidí první):');
  await page.getByRole('button', { name: 'Zobrazit všechny bloky' }).click();
  await expect(page.getByLabel('Co definuje úspěch?', { exact: true })).toBeVisible();
  await screenshots(page, 'admin-step-preview');
  await expectAccessible(page);
  expect(writes).toEqual([]);

  // A member cannot open it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await page.goto('/admin/preview?variant=general&module=people&step=team_goals');
  await expect(page).toHaveURL('/unauthorized');
});
