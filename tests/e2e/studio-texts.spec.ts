import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** A call of the studio's API as the signed-in author's browser makes it (another author, for the test). */
async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

async function storedText(page: Page, source: string, key: string) {
  const { body } = await call(page, 'GET', `/api/admin/content/texts?${source}`);
  return (body.rows as Array<{ key: string; cs: string | null; en: string | null; state: string }>).find((r) => r.key === key)!;
}

const row = (page: Page, key: string) => page.locator(`[data-text-key="${key}"]`);

test('an author finds a text, edits Czech, HTML and English texts in place, meets a conflict, and links open a row', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  // The conflict's 409 is the one failed request the journey means to meet.
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('status of 409') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));

  await signIn(page, 'autor@test.cz', MEMBER_PASSWORD);
  await page.getByRole('link', { name: 'Obsah' }).first().click();
  await expect(page).toHaveURL(/\/admin\/content/);
  await expect(page.getByRole('tab', { name: 'Texty', selected: true })).toBeVisible();
  await expect(page.getByText('Úpravy se ukládají do konceptu')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Zdroje textů' })).toBeVisible();

  // Search over every variant; a result opens its source with the row focused.
  await page.getByLabel('Hledat ve všech textech všech variant').fill('poznejte, kde');
  const results = page.getByRole('list', { name: 'Nalezené texty' });
  const hit = results.getByRole('button').filter({ hasText: 'variants/general' }).filter({ hasText: 'intro.step_1_header' });
  await hit.click();
  await expect(page).toHaveURL(/source=variants%2Fgeneral&key=intro.step_1_header/);
  await expect(row(page, 'intro.step_1_header')).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Obecná varianta › Texty varianty (uvítání, úvod)' })).toBeVisible();

  // A Czech text in place: Enter opens it, Escape cancels, then a change is saved into the draft.
  const czech = page.getByRole('button', { name: 'Upravit text intro.step_1_header (česky)' });
  await czech.focus();
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Text intro.step_1_header (česky)' });
  await field.fill('Tohle se neuloží');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(czech).toBeFocused();
  await expect(czech).toContainText('Krok 1: Poznejte, kde váš tým stojí');
  await czech.click();
  await field.fill('Krok 1: Zjistěte, kde váš tým stojí');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(czech).toContainText('Krok 1: Zjistěte, kde váš tým stojí');
  await expect(row(page, 'intro.step_1_header').getByText('V konceptu')).toBeVisible();
  expect((await storedText(page, 'namespace=variants/general', 'intro.step_1_header')).cs).toBe('Krok 1: Zjistěte, kde váš tým stojí');

  // The missing English text is filled; its row turns from missing to ok.
  await expect(row(page, 'intro.step_1_header')).toContainText('Chybí');
  await page.getByRole('button', { name: 'Upravit text intro.step_1_header (anglicky)' }).click();
  await page.getByRole('textbox', { name: 'Text intro.step_1_header (anglicky)' }).fill('Step 1: Find out where your team stands');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(row(page, 'intro.step_1_header')).toContainText('V pořádku');
  expect(await storedText(page, 'namespace=variants/general', 'intro.step_1_header')).toMatchObject({
    en: 'Step 1: Find out where your team stands',
    state: 'ok',
  });

  // An HTML text with the rich-text editor: bold and a bulleted list, stored as allowlisted tags.
  await page.getByRole('button', { name: 'Upravit text intro.step_1_text (česky)' }).click();
  const editor = page.getByRole('textbox', { name: 'Text intro.step_1_text (česky)' });
  await expect(editor).toBeFocused();
  await expect(page.getByRole('toolbar', { name: 'Formátování textu' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Začněte poctivým pohledem. ');
  await page.getByRole('button', { name: 'Tučně' }).click();
  await expect(page.getByRole('button', { name: 'Tučně' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Důležité');
  await page.getByRole('button', { name: 'Tučně' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Odrážkový seznam' }).click();
  await page.keyboard.type('první bod');
  await page.keyboard.press('Enter');
  await page.keyboard.type('druhý bod');
  await expectAccessible(page);
  await screenshots(page, 'studio-texts-editor');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(editor).toBeHidden();
  const html = (await storedText(page, 'namespace=variants/general', 'intro.step_1_text')).cs;
  expect(html).toBe(
    '<p>Začněte poctivým pohledem. <strong>Důležité</strong></p><ul><li><p>první bod</p></li><li><p>druhý bod</p></li></ul>',
  );
  await expect(page.getByRole('button', { name: 'Upravit text intro.step_1_text (česky)' })).toContainText('první bod');

  // A conflict: another author saves the welcome title while this one edits it; both values are shown.
  const title = 'text_content.welcomeTitle';
  const loaded = (await storedText(page, 'namespace=variants/general', title)).cs;
  await page.getByRole('button', { name: `Upravit text ${title} (česky)` }).click();
  await page.getByRole('textbox', { name: `Text ${title} (česky)` }).fill('Vítejte, autoři');
  const theirs = await call(page, 'PUT', '/api/admin/content/texts', {
    namespace: 'variants/general',
    key: title,
    lng: 'cs',
    value: 'Vítejte u strategie (kolega)',
    base: loaded,
  });
  expect(theirs.status).toBe(200);
  await page.getByRole('button', { name: 'Uložit' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Text mezitím změnil někdo jiný' });
  await expect(dialog.getByTestId('conflict-theirs')).toHaveText('Vítejte u strategie (kolega)');
  await expect(dialog.getByTestId('conflict-yours')).toHaveText('Vítejte, autoři');
  await expectAccessible(page);
  await screenshots(page, 'studio-texts-conflict');
  await dialog.getByRole('button', { name: 'Přepsat mou verzí' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Upravit text ${title} (česky)` })).toContainText('Vítejte, autoři');
  expect((await storedText(page, 'namespace=variants/general', title)).cs).toBe('Vítejte, autoři');

  // Another conflict, and this time the other author's text is kept: nothing of this author's is stored.
  await page.getByRole('button', { name: `Upravit text ${title} (česky)` }).click();
  await page.getByRole('textbox', { name: `Text ${title} (česky)` }).fill('Tohle zahodím');
  expect(
    (
      await call(page, 'PUT', '/api/admin/content/texts', {
        namespace: 'variants/general',
        key: title,
        lng: 'cs',
        value: 'Vítejte, kolegové',
        base: 'Vítejte, autoři',
      })
    ).status,
  ).toBe(200);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await dialog.getByRole('button', { name: 'Ponechat aktuální text' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Upravit text ${title} (česky)` })).toContainText('Vítejte, kolegové');
  expect((await storedText(page, 'namespace=variants/general', title)).cs).toBe('Vítejte, kolegové');

  // Filter by state: only missing texts.
  await page.getByRole('button', { name: /^Chybí \(\d+\)$/ }).click();
  await expect(row(page, 'intro.step_1_header')).toBeHidden();
  await expect(row(page, 'intro.step_2_header')).toBeVisible();
  await page.getByRole('button', { name: /^Vše \(\d+\)$/ }).click();

  // A deep link (the publish tab's problems link so) opens the source and focuses the row.
  // A fresh page load: on these shared machines (2 cores, many jobs) it may take longer than an expectation's 10 s.
  await page.goto('/admin/content?tab=texts&source=steps/people&key=roles.description');
  await expect(row(page, 'roles.description')).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Zdroje textů' }).getByRole('button', { name: 'steps/people' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.goto('/admin/content?tab=texts&source=variant:general&key=modules.people.display_name');
  await expect(row(page, 'modules.people.display_name')).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Obecná varianta › Názvy a popisy modulů a kroků' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'studio-texts-variant-file');
  await page.goto('/admin/content?tab=texts&source=variants/general');
  await expect(row(page, 'intro.step_1_text')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await screenshots(page, 'studio-texts');

  // On a phone the tree is a select and the table is cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Zdroj textů', { exact: true }).selectOption({ label: 'Texty kroků (všechny varianty) › steps/intro' });
  await expect(page).toHaveURL(/source=steps%2Fintro/);
  await expect(row(page, 'welcome.title')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  // No CSP refusal (the editor injects no style) and no error on the way.
  expect(problems).toEqual([]);

  // The browser tests share one server: the draft is left as it was found (empty), so a later publication carries none of this.
  expect((await call(page, 'DELETE', '/api/admin/content/draft')).status).toBe(200);
});

test('a member cannot open the studio', async ({ page }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await page.goto('/admin/content?tab=texts&source=steps/people');
  await expect(page).toHaveURL('/unauthorized');
});
