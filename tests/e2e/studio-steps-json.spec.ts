import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

const AUTHOR = 'autorka@test.cz';
const STEP = { variant: 'general', module: 'people', step: 'team_roles_revision' };

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** The studio's API as the author, outside the page: another author's save, and the draft discarded at the end (others share the server). */
async function authorApi(page: Page) {
  const login = await page.request.post('/api/onboarding/login', { data: { email: AUTHOR, password: MEMBER_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const url = `/api/admin/content/steps/${STEP.module}/${STEP.step}`;
  return {
    /** Another author sets the list's least rows to three and saves. */
    saveMeanwhile: async () => {
      const { files } = await (await page.request.get(url, { headers })).json();
      const roles = files.ui.roles;
      const ui = { ...files.ui, roles: { ...roles, 'ui:options': { ...roles['ui:options'], minRows: 3 } } };
      const res = await page.request.put(url, { headers, data: { ...files, ui, base: files } });
      expect(res.status(), await res.text()).toBe(200);
    },
    discardDraft: async () => expect((await page.request.delete('/api/admin/content/draft', { headers })).status()).toBe(200),
  };
}

test("an author edits a step's UI schema as JSON: a syntax error at its line, the check's problem at its place, saved past a conflict, seen in the preview", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, AUTHOR, MEMBER_PASSWORD);
  const api = await authorApi(page);
  try {
    await page.goto('/admin/content?tab=steps');
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Soubory kroku jako JSON' })).toBeVisible();
    await page.getByLabel('Varianta').selectOption(STEP.variant);
    await page.getByLabel('Modul').selectOption(STEP.module);
    await page.getByLabel('Krok', { exact: true }).selectOption(STEP.step);
    const ui = page.getByLabel('UI schéma (ui.json)');
    await expect(ui).toHaveValue(/"minRows": 1/);
    await expect(page.getByText('Kontrola nenašla v souborech kroku žádný problém.')).toBeVisible();
    const save = page.getByRole('button', { name: 'Uložit do konceptu' });
    await expect(save).toBeDisabled();
    const original = await ui.inputValue();

    // A comma too many on line 8: the error names the line, and nothing can be saved.
    const broken = original.replace('"minRows": 1,', '"minRows": 1,,');
    await ui.fill(broken);
    const line = broken.slice(0, broken.indexOf(',,') + 1).split('\n').length;
    await expect(page.getByTestId('json-error-ui')).toHaveText(new RegExp(`^Chyba v zápisu JSON na řádku ${line}, sloupci \\d+\\.$`));
    await expect(save).toBeDisabled();
    await expect(page.getByText('Kontrola počká, až bude zápis JSON v pořádku.')).toBeVisible();

    // Valid JSON, but a count written as a word: the check names the place.
    await ui.fill(original.replace('"minRows": 1', '"minRows": "two"'));
    await expect(page.getByTestId('json-error-ui')).toBeHidden();
    const problems = page.getByTestId('step-problems');
    await expect(problems).toContainText('UI schéma (ui.json)');
    await expect(problems).toContainText('/roles/ui:options/minRows');
    await expectAccessible(page);
    await screenshots(page, 'studio-steps-json-problem');

    // Another tab and back: the edit is still there.
    await page.getByRole('tab', { name: 'Varianty' }).click();
    await page.getByRole('tab', { name: 'Kroky' }).click();
    await expect(ui).toHaveValue(/"minRows": "two"/);

    // Fixed: two rows at least.
    await ui.fill(original.replace('"minRows": 1', '"minRows": 2'));
    await expect(page.getByText('Kontrola nenašla v souborech kroku žádný problém.')).toBeVisible();
    await expect(save).toBeEnabled();

    // Another author saved the step meanwhile: both versions are shown, and the author's is saved over it on purpose.
    await api.saveMeanwhile();
    await save.click();
    const conflict = page.getByTestId('step-conflict');
    await expect(conflict).toContainText('Soubory kroku mezitím změnil někdo jiný.');
    await expect(conflict.getByRole('region', { name: 'Uloženo v konceptu' })).toContainText('"minRows": 3');
    await expect(conflict.getByRole('region', { name: 'Vaše verze' })).toContainText('"minRows": 2');
    await expectAccessible(page);
    await screenshots(page, 'studio-steps-json-conflict');
    await conflict.getByRole('button', { name: 'Přesto uložit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Soubory kroku jsou uloženy do konceptu.' })).toBeVisible();
    await expect(conflict).toBeHidden();
    await expect(save).toBeDisabled();

    // The preview shows the draft: two roles cannot be removed now (the published file keeps one), a third can.
    await page.getByRole('link', { name: 'Náhled kroku (z konceptu)' }).click();
    await expect(page).toHaveURL(`/admin/preview?variant=${STEP.variant}&module=${STEP.module}&step=${STEP.step}`);
    const addRole = page.getByRole('button', { name: 'Přidat roli' });
    await addRole.click();
    await expect(page.getByText('Role 2', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Odebrat/ })).toHaveCount(0);
    await addRole.click();
    await expect(page.getByRole('button', { name: 'Odebrat: Role 1' })).toBeVisible();
    await screenshots(page, 'studio-steps-json-preview');
  } finally {
    await api.discardDraft();
  }
});
