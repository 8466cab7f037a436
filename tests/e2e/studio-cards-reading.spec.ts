import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, shot, signIn } from './support/helpers';

const AUTHOR = 'autorka@test.cz';
const MEMBER = 'karty@test.cz';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** A new step of the module 'Karty' made in the structure tab: a form, or a reading step with its description. */
async function newStep(page: Page, name: string, kind: 'form' | 'reading', description: string) {
  const karty = page.locator('[aria-labelledby="structure-karty"]');
  await karty.getByRole('button', { name: 'Nový krok' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nový krok v modulu Karty' });
  await dialog.getByLabel('Název česky').fill(name);
  await dialog.getByLabel('Popis česky').fill(description);
  await dialog.getByText(kind === 'form' ? 'Formulář: pole přidáte v editoru kroku' : 'Čtení: člen si text přečte a krok dokončí').click();
  await dialog.getByRole('button', { name: 'Vytvořit krok' }).click();
  await expect(dialog).toBeHidden();
  await expect(karty.getByText(name).first()).toBeVisible();
}

/** The editor has saved the last change and the check found nothing. */
async function savedAndClean(page: Page) {
  await expect(page.getByTestId('editor-save-state')).toHaveText('Uloženo do konceptu');
  await expect(page.getByTestId('editor-problems')).toContainText('Kontrola nenašla žádný problém.', { timeout: 30_000 });
}

test('an author turns a new step into cards (a text card and a field card), reorders them with the preview following, publishes, and a member reads the cards; a reading step opens in the editor and its text follows in the preview', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, AUTHOR, MEMBER_PASSWORD);
  await page.goto('/admin/content?tab=structure');
  await page.getByLabel('Upravovaná varianta').selectOption('general');
  await page.getByRole('button', { name: 'Nový modul' }).click();
  const moduleDialog = page.getByRole('dialog', { name: /Nový modul ve variantě/ });
  await moduleDialog.getByLabel('Název česky').fill('Karty');
  await moduleDialog.getByLabel('Název anglicky').fill('Cards');
  await moduleDialog.getByRole('button', { name: 'Vytvořit modul' }).click();
  await expect(moduleDialog).toBeHidden();
  await newStep(page, 'Cíl po kartách', 'form', 'Krok čtený po kartách.');
  await newStep(page, 'Na závěr', 'reading', 'Děkujeme za vaše odpovědi.');

  // The form: one field, then cards; a card for the field is made at once, titled as the field.
  await page.locator('[aria-labelledby="structure-karty"]').getByRole('link', { name: 'Pole kroku Cíl po kartách' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Editor kroku' })).toBeVisible();
  const add = page.getByRole('region', { name: 'Přidat pole' });
  await add.getByLabel('Druh pole').selectOption('shortText');
  await add.getByLabel('Název nového pole (česky)').fill('Hlavní cíl');
  await add.getByLabel('Název nového pole (anglicky)').fill('Main goal');
  await add.getByRole('button', { name: 'Přidat pole' }).click();
  const cards = page.getByRole('region', { name: 'Karty', exact: true });
  await cards.getByRole('button', { name: 'Zobrazit krok jako karty' }).click();
  const items = cards.getByTestId('card-item');
  await expect(items).toHaveCount(1);
  await expect(items.nth(0).getByLabel('Nadpis karty (česky)')).toHaveValue('Hlavní cíl');
  await expect(items.nth(0).getByLabel('Obsah karty')).toHaveValue('field:hlavni_cil');

  // A text card, written in Czech and English: named at its place until its Czech text is there.
  await cards.getByRole('button', { name: 'Přidat kartu s textem' }).click();
  await expect(items).toHaveCount(2);
  const textCard = items.nth(1);
  await expect(textCard.getByText('Karta 2 nemá český nadpis.')).toBeVisible();
  await textCard.getByLabel('Nadpis karty (česky)').fill('Proč cíl');
  await textCard.getByLabel('Nadpis karty (anglicky)').fill('Why a goal');
  await textCard.getByRole('button', { name: 'Upravit „Text karty“ (česky)' }).click();
  await textCard.getByRole('textbox', { name: 'Text karty (česky)' }).fill('Cíl dává týmu směr.');
  await textCard.getByRole('button', { name: 'Hotovo' }).click();
  await textCard.getByRole('button', { name: 'Upravit „Text karty“ (anglicky)' }).click();
  await textCard.getByRole('textbox', { name: 'Text karty (anglicky)' }).fill('A goal gives the team a direction.');
  await textCard.getByRole('button', { name: 'Hotovo' }).click();
  await expect(textCard.getByText('Karta 2 nemá český nadpis.')).toBeHidden();
  await savedAndClean(page);

  // The preview shows the first card only: the question, until the text card is moved before it.
  const preview = page.getByTestId('editor-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Hlavní cíl' })).toBeVisible();
  await expect(preview.getByText('Cíl dává týmu směr.')).toBeHidden();
  await cards.getByRole('button', { name: 'Posunout kartu 2 výš' }).click();
  await expect(items.nth(0).getByLabel('Nadpis karty (česky)')).toHaveValue('Proč cíl');
  await expect(preview.getByRole('heading', { level: 2, name: 'Proč cíl' })).toBeVisible();
  await expect(preview.getByText('Cíl dává týmu směr.')).toBeVisible();
  await expect(preview.getByText('Karta 1 z 2')).toBeVisible();
  await savedAndClean(page);
  await expectAccessible(page);
  await screenshots(page, 'studio-cards-editor');
  // The cards panel itself on a phone, where the whole editor is too long a page to read.
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(cards, 'studio-cards-panel-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The reading step opens in the editor: its texts, no field list; its subtitle follows in the preview.
  await page.getByLabel('Krok', { exact: true }).selectOption({ label: 'Na závěr' });
  await expect(page.getByTestId('reading-note')).toBeVisible();
  await expect(page.getByTestId('field-list')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Karty', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Název kroku (česky)')).toHaveValue('Na závěr');
  await page.getByRole('button', { name: 'Upravit „Popis“ (česky)' }).click();
  await page.getByRole('textbox', { name: 'Popis (česky)' }).fill('Děkujeme, odpovědi jsou uložené.');
  await page.getByRole('button', { name: 'Hotovo' }).click();
  await page.getByLabel('Podnadpis (česky)').fill('Co dál');
  await expect(preview.getByText('Děkujeme, odpovědi jsou uložené.')).toBeVisible();
  await expect(preview.getByText('Co dál')).toBeVisible();
  await savedAndClean(page);
  await screenshots(page, 'studio-reading-editor');
  // A reading step with a download: its page's other texts too, named by their keys.
  await page.getByLabel('Modul', { exact: true }).selectOption({ label: 'Lidé' });
  await page.getByLabel('Krok', { exact: true }).selectOption({ label: 'Prezentace' });
  const pageTexts = page.getByRole('region', { name: 'Další texty stránky' });
  await expect(pageTexts.getByLabel('Text presentation.generate (česky)')).not.toHaveValue('');
  await expect(page.getByTestId('field-list')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'studio-reading-presentation');
  await page.getByLabel('Modul', { exact: true }).selectOption({ label: 'Karty' });
  await page.getByLabel('Krok', { exact: true }).selectOption({ label: 'Na závěr' });
  await expect(page.getByTestId('reading-note')).toBeVisible();
  // The JSON view still shows the reading step as rules only.
  await page.getByRole('button', { name: 'JSON' }).click();
  await expect(page.getByTestId('json-schema')).toHaveValue('');
  await expect(page.getByTestId('json-rules')).toHaveValue(/steps\/karty:na_zaver\.subtitle/);
  await page.getByRole('button', { name: 'Editor' }).click();

  await page.getByRole('tab', { name: 'Zveřejnění' }).click();
  await page.getByLabel('Poznámka k verzi').fill('Modul Karty');
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Verze \d+ je zveřejněna\.$/ })).toBeVisible({ timeout: 30_000 });

  // The member reads the text card, goes on with the arrow, and answers on the field's card.
  const context = await browser.newContext();
  const member = await context.newPage();
  await acceptCookiesUpfront(member);
  await signIn(member, MEMBER, MEMBER_PASSWORD);
  await member.goto('/karty/cil-po-kartach');
  await expect(member.getByRole('heading', { level: 2, name: 'Proč cíl' })).toBeVisible();
  await expect(member.getByText('Cíl dává týmu směr.')).toBeVisible();
  await expect(member.getByRole('heading', { level: 2, name: 'Hlavní cíl' })).toBeHidden();
  await member.getByRole('button', { name: 'Další' }).click();
  await expect(member.getByRole('heading', { level: 2, name: 'Hlavní cíl' })).toBeVisible();
  await expect(member.getByText('Karta 2 z 2')).toBeVisible();
  await member.getByRole('textbox', { name: 'Hlavní cíl' }).fill('Zkrátit dodání na dva dny');
  await expectAccessible(member);
  await screenshots(member, 'studio-cards-member');
  await context.close();
});
