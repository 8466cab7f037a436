import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

const AUTHOR = 'autorka@test.cz';
const NEW_VARIANT = 'stavebnictvi_e2e';
const NEW_NAME = 'Stavebnictví – manažer stavby';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** The studio's API as the author, outside the page: what a second author (or a broken edit) does meanwhile. */
async function authorApi(page: Page) {
  const login = await page.request.post('/api/onboarding/login', { data: { email: AUTHOR, password: MEMBER_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  return {
    /** Another author's save of the new variant's modules: the first one's admin switch flipped. */
    flipFirstModule: async () => {
      const tree = await (await page.request.get('/api/admin/content/tree', { headers })).json();
      const base = tree.variants
        .find((v: { variant_name: string }) => v.variant_name === NEW_VARIANT)
        .modules.map(({ module_name, enabled, admin_selectable }: Record<string, unknown>) => ({ module_name, enabled, admin_selectable }));
      const modules = base.map((m: { admin_selectable: boolean }, i: number) =>
        i === 0 ? { ...m, admin_selectable: !m.admin_selectable } : m,
      );
      const res = await page.request.put(`/api/admin/content/variants/${NEW_VARIANT}/modules`, { headers, data: { modules, base } });
      expect(res.status(), await res.text()).toBe(200);
    },
    setVariantName: async (value: string, base: string) => {
      const res = await page.request.put('/api/admin/content/texts', {
        headers,
        data: { variant: NEW_VARIANT, key: 'display_name', lng: 'cs', value, base },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('an author copies a variant, arranges its modules, publishes past a problem, restores the version before, and moves texts through CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, AUTHOR, MEMBER_PASSWORD);
  await page.goto('/admin/content?tab=variants');
  await expect(page.getByRole('heading', { level: 2, name: 'Varianty' })).toBeVisible();

  // A new variant for another industry, copied from the automotive one; the name is checked as the server checks it.
  await page.getByLabel('Upravovaná varianta').selectOption('automotive_manazer_dealerstvi');
  await page.getByRole('button', { name: 'Nová varianta kopií' }).click();
  const dialog = page.getByRole('dialog', { name: /Nová varianta kopií varianty Automotive/ });
  await dialog.getByLabel('Systémový název').fill('Stavba');
  await dialog.getByLabel('Zobrazovaný název').fill(NEW_NAME);
  await dialog.getByRole('button', { name: 'Vytvořit kopii' }).click();
  await expect(dialog.getByText(/Systémový název musí začínat malým písmenem/)).toBeVisible();
  await dialog.getByLabel('Systémový název').fill(NEW_VARIANT);
  await dialog.getByRole('button', { name: 'Vytvořit kopii' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Varianta ${NEW_VARIANT} je v konceptu.` })).toBeVisible();
  await expect(page.getByLabel('Upravovaná varianta')).toHaveValue(NEW_VARIANT);
  await expect(page.getByRole('link', { name: 'Název a popisy modulů a kroků' })).toHaveAttribute(
    'href',
    `/admin/content?tab=texts&source=variant%3A${NEW_VARIANT}`,
  );
  await expect(page.getByRole('link', { name: /Texty varianty/ })).toHaveAttribute(
    'href',
    `/admin/content?tab=texts&source=variants%2F${NEW_VARIANT}`,
  );

  // Its modules: one moved up by the keyboard, one switched off, saved.
  const modules = page.getByRole('list', { name: 'Moduly v pořadí, v jakém je členové uvidí' }).getByRole('listitem');
  await expect(modules.first()).toContainText('Úvod');
  await page.getByRole('button', { name: 'Posunout modul Onboarding nového týmu výš' }).focus();
  await page.keyboard.press('Enter');
  // The focus stays with the module moved, so a keyboard can go on moving it.
  await expect(page.getByRole('button', { name: 'Posunout modul Onboarding nového týmu výš' })).toBeFocused();
  await expect(modules.nth(1)).toContainText('Onboarding nového týmu');
  await page.getByRole('group', { name: 'Onboarding nového týmu' }).getByText('Mohou přidělit administrátoři').click();
  await page.getByRole('group', { name: 'Lidé' }).getByText('Zapnuto').click();
  await expect(page.getByRole('group', { name: 'Lidé' }).getByRole('checkbox', { name: 'Zapnuto' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Uložit moduly' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moduly jsou uloženy do konceptu.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uložit moduly' })).toBeDisabled();

  // Another author saves the modules meanwhile: the next save shows both settings and overwrites nothing.
  const api = await authorApi(page);
  await api.flipFirstModule();
  await page.getByRole('group', { name: 'Lidé' }).getByText('Zapnuto').click();
  await page.getByRole('button', { name: 'Uložit moduly' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Moduly varianty mezitím změnil někdo jiný.' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('listitem').filter({ hasText: 'Lidé: zapnutý' })).toHaveCount(1);
  await expect(conflict.getByText('Uložené v konceptu')).toBeVisible();
  await expect(conflict.getByRole('listitem').filter({ hasText: 'Úvod: zapnutý, přidělují administrátoři' })).toHaveCount(1);
  await screenshots(page, 'studio-variants');
  await expectAccessible(page);
  await conflict.getByRole('button', { name: 'Načíst uložené nastavení' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByRole('group', { name: 'Úvod' }).getByRole('checkbox', { name: 'Mohou přidělit administrátoři' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Lidé' }).getByRole('checkbox', { name: 'Zapnuto' })).not.toBeChecked();
  // Or the author keeps her own, having seen the other one.
  await api.flipFirstModule();
  await page.getByRole('group', { name: 'Lidé' }).getByText('Zapnuto').click();
  await page.getByRole('button', { name: 'Uložit moduly' }).click();
  await conflict.getByRole('button', { name: 'Přesto uložit moje nastavení' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moduly jsou uloženy do konceptu.' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Lidé' }).getByRole('checkbox', { name: 'Zapnuto' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Úvod' }).getByRole('checkbox', { name: 'Mohou přidělit administrátoři' })).toBeChecked();

  // A broken edit made elsewhere: the new variant's name emptied, which no version may have.
  await api.setVariantName('', NEW_NAME);

  await tab(page, 'Zveřejnění').click();
  await expect(page).toHaveURL(/tab=publish/);
  await expect(page.getByRole('heading', { level: 3, name: /Koncept mění \d+ soubor/ })).toBeVisible();
  await expect(page.getByText(`step-schemas/variants/${NEW_VARIANT}.json`)).toBeVisible();
  await expect(page.getByText(`naposledy ${AUTHOR}`).first()).toBeVisible();
  await page.getByLabel('Poznámka k verzi').fill('Nová varianta pro stavebnictví');
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  const problems = page.getByTestId('publish-problems');
  await expect(page.getByRole('alert').filter({ hasText: /Verzi nelze zveřejnit: obsah má \d+ problém/ })).toBeVisible();
  const place = problems.getByRole('link', { name: `Otevřít /display_name (step-schemas/variants/${NEW_VARIANT}.json)` });
  await expect(problems.getByText('Text nesmí být prázdný.')).toBeVisible();
  await expect(place).toHaveAttribute('href', `/admin/content?tab=texts&source=variant%3A${NEW_VARIANT}&key=display_name`);
  await screenshots(page, 'studio-publish-problems');
  await expectAccessible(page);

  // Mended, it publishes; the history shows the version on top with the author and the note.
  await api.setVariantName(NEW_NAME, '');
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  const published = page.getByRole('status').filter({ hasText: /^Verze \d+ je zveřejněna\.$/ });
  await expect(published).toBeVisible();
  const version = Number((await published.textContent())!.match(/Verze (\d+)/)![1]);
  await expect(problems).toBeHidden();
  await expect(page.getByText('Koncept je shodný se zveřejněnou verzí, není co zveřejnit.')).toBeVisible();
  const history = page
    .getByTestId('version-history')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  const newest = history.first();
  await expect(newest.getByRole('heading', { name: `Verze ${version}` })).toBeVisible();
  await expect(newest).toContainText('Nová varianta pro stavebnictví');
  await expect(newest).toContainText(AUTHOR);
  await expect(newest).toContainText(/\d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}/);
  await newest.getByRole('button', { name: /Co se změnilo/ }).click();
  await expect(newest.getByText(`locales/cs/variants/${NEW_VARIANT}.json`)).toBeVisible();

  // The version before is published again, as a new version.
  const before = history.filter({ has: page.getByRole('heading', { name: `Verze ${version - 1}`, exact: true }) });
  await before.getByRole('button', { name: 'Obnovit tuto verzi' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Obnovit verzi ${version - 1}?` });
  await confirm.getByRole('button', { name: 'Obnovit a zveřejnit' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Verze ${version + 1} je zveřejněna.` })).toBeVisible();
  await expect(history.first()).toContainText(`obnovena z verze ${version - 1}`);
  await screenshots(page, 'studio-publish-history');
  await expectAccessible(page);

  // CSV: every text downloads with its diacritics and a BOM for spreadsheets.
  await tab(page, 'CSV').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Texty v CSV' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout všechny texty' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^texty-obsahu-v\d+\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFsource,key,cs,en\r\n')).toBe(true);
  expect(csv).toContain('variant:general,display_name,Obecná varianta,');
  expect(csv).toContain('steps/people,team_goals.title,Týmové cíle,');

  // Edited as in a spreadsheet and uploaded: the dry run lists the change, nothing is stored until 'Použít změny'.
  const edited = csv.replace('steps/people,team_goals.title,Týmové cíle,', 'steps/people,team_goals.title,Týmové cíle a výsledky,');
  await page.getByLabel('Soubor CSV').setInputFiles({ name: 'texty.csv', mimeType: 'text/csv', buffer: Buffer.from(edited, 'utf8') });
  await page.getByRole('button', { name: 'Zkontrolovat soubor' }).click();
  const plan = page.getByTestId('csv-dry-run');
  await expect(plan.getByText('Soubor změní 1 text.')).toBeVisible();
  const row = plan.getByRole('row').filter({ hasText: 'team_goals.title' });
  await expect(row).toContainText('Týmové cíle');
  await expect(row).toContainText('Týmové cíle a výsledky');
  await screenshots(page, 'studio-csv');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Použít změny (1 text)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Do konceptu byl uložen 1 text.' })).toBeVisible();

  // The draft holds it; discarding it (asked first) leaves the published version as it was.
  await tab(page, 'Zveřejnění').click();
  await expect(page.getByText('locales/cs/steps/people.json')).toBeVisible();
  await expect(page.getByText('team_goals.title', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Zahodit koncept' }).click();
  await page.getByRole('alertdialog', { name: 'Zahodit koncept?' }).getByRole('button', { name: 'Zahodit koncept' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Koncept byl zahozen.' })).toBeVisible();
  await expect(page.getByText('Koncept je shodný se zveřejněnou verzí, není co zveřejnit.')).toBeVisible();
});
