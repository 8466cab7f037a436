import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

const AUTHOR = 'autor@test.cz';
const STEP = { variant: 'general', module: 'new_team_onboarding', step: 'onboarding_context' };

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** The draft discarded at the end, through the API as the author: others share the server. */
async function discardDraft(page: Page) {
  const login = await page.request.post('/api/onboarding/login', { data: { email: AUTHOR, password: MEMBER_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  expect((await page.request.delete('/api/admin/content/draft', { headers })).status()).toBe(200);
}

async function openStep(page: Page) {
  await page.goto('/admin/content?tab=steps');
  await page.getByLabel('Varianta').selectOption(STEP.variant);
  await page.getByLabel('Modul').selectOption(STEP.module);
  await page.getByLabel('Krok', { exact: true }).selectOption(STEP.step);
  await expect(page.getByRole('heading', { level: 2, name: 'Editor kroku' })).toBeVisible();
  await expect(page.getByTestId('field-list')).toBeVisible();
}

/** A field added at the end of the step with its Czech and English label. */
async function addField(page: Page, kind: string, cs: string, en: string) {
  await page.getByLabel('Druh pole').selectOption(kind);
  await page.getByLabel('Název nového pole (česky)').fill(cs);
  await page.getByLabel('Název nového pole (anglicky)').fill(en);
  await page.getByRole('button', { name: 'Přidat pole' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Pole „${cs}“` })).toBeVisible();
}

test('an author adds a required short text, a number 1-5 and a labelled choice in the editor; they are in the JSON, survive a reload, and a missing Czech label is named at its field', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, AUTHOR, MEMBER_PASSWORD);
  try {
    await openStep(page);
    const saveState = page.getByTestId('editor-save-state');

    await addField(page, 'shortText', 'První krok', 'First step');
    await page.getByText('Povinné (bez něj nelze krok dokončit)').click();
    await page.getByLabel('Alespoň znaků (mezery na začátku a konci se nepočítají)').fill('10');
    await page.getByLabel('Hláška k poli (česky)').fill('První krok je povinný.');
    await page.getByLabel('Hláška k poli (anglicky)').fill('The first step is required.');

    await addField(page, 'number', 'Vyzrálost', 'Maturity');
    await expect(page.getByLabel('Nejmenší hodnota')).toHaveValue('1');
    await expect(page.getByLabel('Největší hodnota')).toHaveValue('5');

    await addField(page, 'choiceRadio', 'Četnost', 'Frequency');
    for (const [cs, en] of [
      ['Měsíčně', 'Monthly'],
      ['Ročně', 'Yearly'],
    ]) {
      await page.getByLabel('Nová volba (česky)').fill(cs!);
      await page.getByLabel('Nová volba (anglicky)').fill(en!);
      await page.getByRole('button', { name: 'Přidat volbu' }).click();
    }
    await expect(page.getByTestId('choices').getByText('Ukládá se jako „rocne“')).toBeVisible();
    await expect(saveState).toHaveText('Uloženo do konceptu', { timeout: 15_000 });
    await expect(page.getByTestId('editor-problems')).toContainText('Kontrola nenašla žádný problém.', { timeout: 30_000 });
    await expectAccessible(page);
    await screenshots(page, 'studio-editor');

    // The JSON view shows what the editor wrote, and back again.
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    const schema = page.getByLabel('Schéma dat (schema.json)');
    await expect(schema).toHaveValue(
      /"prvni_krok": \{\s+"type": "string",\s+"maxLength": 200,\s+"completion": \{\s+"pattern": "\\\\S"\s+\},\s+"minLength": 10/,
    );
    await expect(schema).toHaveValue(/"vyzralost": \{\s+"type": \[\s+"integer",\s+"null"\s+\],\s+"minimum": 1,\s+"maximum": 5/);
    await expect(schema).toHaveValue(/"enum": \[\s+"mesicne",\s+"rocne",\s+null\s+\]/);
    await expect(page.getByLabel('Pravidla (rules.json)')).toHaveValue(
      /"path": "\/prvni_krok",\s+"message": "steps\/new_team_onboarding:onboarding_context.prvni_krok.message"/,
    );
    // Unsaved work goes both ways: a bound changed as JSON is the editor's.
    await schema.fill((await schema.inputValue()).replace(/("vyzralost": \{[^}]*"maximum": )5/, '$17'));
    await page.getByRole('button', { name: 'Editor', exact: true }).click();
    await page.getByTestId('field-list').getByRole('button', { name: 'Vyzrálost', exact: true }).click();
    await expect(page.getByLabel('Největší hodnota')).toHaveValue('7');
    await expect(saveState).toHaveText('Uloženo do konceptu', { timeout: 30_000 });

    // Saved into the draft: a reload shows the fields, their labels and texts.
    await page.reload();
    await openStep(page);
    const list = page.getByTestId('field-list');
    for (const name of ['První krok', 'Vyzrálost', 'Četnost']) await expect(list.getByRole('button', { name, exact: true })).toBeVisible();
    await list.getByRole('button', { name: 'První krok', exact: true }).click();
    await expect(page.getByLabel('Hláška k poli (anglicky)')).toHaveValue('The first step is required.');
    await list.getByRole('button', { name: 'Vyzrálost', exact: true }).click();
    await expect(page.getByLabel('Největší hodnota')).toHaveValue('7');

    // A choice whose Czech label is cleared: its message at the field, and a mark in the list.
    await list.getByRole('button', { name: 'Četnost', exact: true }).click();
    await page.getByTestId('choices').getByLabel('Popisek volby (česky)').first().fill('');
    const problems = page.getByTestId('field-problems');
    await expect(problems).toContainText('Volba „mesicne“ nemá český popisek: členové by četli „mesicne“.');
    await expect(list.getByText('1 problém', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'studio-editor-mistake');
  } finally {
    await discardDraft(page);
  }
});
