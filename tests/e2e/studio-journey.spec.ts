import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

// Issue 32's "done when", in the browser as an author who has never opened a terminal: a variant
// for another industry made from the automotive one, its welcome and intro texts rewritten in
// Czech, one English text filled in, published and seen by a member of that variant within 2 s,
// then rolled back.
const AUTHOR = 'autor@test.cz';
const MEMBER = 'logistika@test.cz';
const VARIANT = 'logistika_e2e';
const NAME = 'Logistika – vedoucí skladu';
const AUTOMOTIVE_TITLE = 'Vítejte, manažere dealerství';
const NEW_TITLE = 'Vítejte, vedoucí skladu';
const NEW_HEADER = 'Krok 1: Poznejte, kde váš sklad stojí';
const NEW_INTRO_TITLE = 'Strategie týmu vašeho skladu';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const versionInUse = async (page: Page) => ((await (await page.request.get('/api/content/current')).json()) as { id: number }).id;

async function publish(page: Page, note: string): Promise<{ version: number; at: number }> {
  await page.getByRole('tab', { name: 'Zveřejnění' }).click();
  await page.getByLabel('Poznámka k verzi').fill(note);
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  const done = page.getByRole('status').filter({ hasText: /^Verze \d+ je zveřejněna\.$/ });
  await expect(done).toBeVisible();
  const at = Date.now();
  return { version: Number((await done.textContent())!.match(/Verze (\d+)/)![1]), at };
}

async function editText(page: Page, key: string, lng: 'česky' | 'anglicky', value: string) {
  await page.getByRole('button', { name: `Upravit text ${key} (${lng})` }).click();
  await page.getByRole('textbox', { name: `Text ${key} (${lng})` }).fill(value);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByRole('button', { name: `Upravit text ${key} (${lng})` })).toContainText(value);
}

test('an author makes a variant for another industry, rewrites its texts, publishes it to its member within 2 s and rolls it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, AUTHOR, MEMBER_PASSWORD);
  await page.getByRole('link', { name: 'Obsah' }).first().click();

  // The new variant, copied from the automotive one, published as it is.
  await page.getByRole('tab', { name: 'Varianty' }).click();
  await page.getByLabel('Upravovaná varianta').selectOption('automotive_manazer_dealerstvi');
  await page.getByRole('button', { name: 'Nová varianta kopií' }).click();
  const dialog = page.getByRole('dialog', { name: /Nová varianta kopií/ });
  await dialog.getByLabel('Systémový název').fill(VARIANT);
  await dialog.getByLabel('Zobrazovaný název').fill(NAME);
  await dialog.getByRole('button', { name: 'Vytvořit kopii' }).click();
  await expect(dialog).toBeHidden();
  const copied = await publish(page, 'Nová varianta Logistika (kopie automotive)');

  // The administrator gives the member the new variant (the dashboard's assignment, through its API here).
  const admin = await page.request.post('/api/onboarding/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const adminAuth = { authorization: `Bearer ${(await admin.json()).access_token}` };
  const assigned = await page.request.post('/api/admin/variants/assign', {
    headers: adminAuth,
    data: { user_email: MEMBER, variant_name: VARIANT },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await acceptCookiesUpfront(member);
  await signIn(member, MEMBER, MEMBER_PASSWORD);
  await member.goto('/home');
  await expect(member.getByRole('heading', { level: 1, name: AUTOMOTIVE_TITLE })).toBeVisible();

  // Its own texts rewritten in Czech, one English text filled in, in the texts tab the variants tab links to.
  await page.getByRole('tab', { name: 'Varianty' }).click();
  await page.getByRole('link', { name: /Texty varianty/ }).click();
  await expect(page).toHaveURL(new RegExp(`tab=texts&source=variants%2F${VARIANT}`));
  await editText(page, 'text_content.homeWelcomeTitle', 'česky', NEW_TITLE);
  await editText(page, 'text_content.welcomeTitle', 'česky', NEW_INTRO_TITLE);
  await editText(page, 'intro.step_1_header', 'česky', NEW_HEADER);
  await editText(page, 'intro.step_1_header', 'anglicky', 'Step 1: Find out where your warehouse stands');
  await screenshots(page, 'studio-journey-texts');
  await expectAccessible(page);

  // Published: this server answers the new version at once (the 2 s promise is for every process),
  // and the member's next page load shows the new welcome and intro texts.
  const rewritten = await publish(page, 'Texty pro logistiku');
  expect(rewritten.version).toBeGreaterThan(copied.version);
  await expect.poll(() => versionInUse(member), { timeout: 2_000 }).toBe(rewritten.version);
  expect(Date.now() - rewritten.at).toBeLessThan(2_000);
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
  await member.goto('/intro');
  await expect(member.getByRole('heading', { level: 2, name: NEW_INTRO_TITLE })).toBeVisible();
  await member.getByRole('button', { name: 'Další' }).click();
  await expect(member.getByRole('heading', { level: 2, name: NEW_HEADER })).toBeVisible();
  await screenshots(member, 'studio-journey-member');

  // Rolled back to the copy as published first: the member's next load has the automotive texts again.
  await page.getByRole('tab', { name: 'Zveřejnění' }).click();
  const history = page
    .getByTestId('version-history')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await history
    .filter({ has: page.getByRole('heading', { name: `Verze ${copied.version}`, exact: true }) })
    .getByRole('button', { name: 'Obnovit tuto verzi' })
    .click();
  await page
    .getByRole('alertdialog', { name: `Obnovit verzi ${copied.version}?` })
    .getByRole('button', { name: 'Obnovit a zveřejnit' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Verze ${rewritten.version + 1} je zveřejněna.` })).toBeVisible();
  await member.goto('/home');
  await expect(member.getByRole('heading', { level: 1, name: AUTOMOTIVE_TITLE })).toBeVisible();
  await memberContext.close();
});
