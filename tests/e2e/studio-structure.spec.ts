import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, shot, signIn } from './support/helpers';

const AUTHOR = 'autorka@test.cz';
const MEMBER = 'procesy@test.cz';
const PROCESS_MEMBER = 'mapa-procesu@test.cz';

// The second test builds on the module the first one made and published.
test.describe.configure({ mode: 'serial' });

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
    await stepDialog.getByText('Čtení: člen si text přečte a krok dokončí').click();
    await expect(stepDialog.getByRole('radio', { name: /Čtení/ })).toBeChecked();
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
  // Saved with its place untouched, the step stays where it is.
  await expect(steps.nth(1)).toContainText('Závěr');
  await expect(procesy.getByRole('link', { name: 'Pole kroku Závěr' })).toHaveAttribute(
    'href',
    '/admin/content?tab=steps&variant=general&module=procesy&step=zaver',
  );
  await expectAccessible(page);
  await screenshots(page, 'studio-structure');
  // The new module on a phone, where it is: a full page of every module is too long to read at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await procesy.scrollIntoViewIfNeeded();
  await shot(page, 'studio-structure-procesy-375', { fullPage: false });
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

/** A field added in the editor (at the step's top level, or as a column of a list's rows), with its Czech and English label. */
async function addField(page: Page, kind: string, cs: string, en: string, list?: string) {
  const add = page.getByRole('region', { name: 'Přidat pole' });
  await add.getByLabel('Druh pole').selectOption(kind);
  if (list) await add.getByLabel('Kam').selectOption({ label: `do řádků seznamu „${list}“` });
  await add.getByLabel('Název nového pole (česky)').fill(cs);
  await add.getByLabel('Název nového pole (anglicky)').fill(en);
  await add.getByRole('button', { name: 'Přidat pole' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Pole „${cs}“` })).toBeVisible();
}

test("issue 33's done-when: the author builds the map of processes in the editor (owners from the roles, maturity 1-5, an idea revealed at 2 or less, a derived list of priorities), previews it on sample data, publishes, and a member completes the module", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, AUTHOR, MEMBER_PASSWORD);
  await page.goto('/admin/content?tab=structure');
  await page.getByLabel('Upravovaná varianta').selectOption('general');
  const procesy = page.locator('[aria-labelledby="structure-procesy"]');
  await procesy.getByRole('button', { name: 'Nový krok' }).click();
  const stepDialog = page.getByRole('dialog', { name: 'Nový krok v modulu Procesy' });
  await stepDialog.getByLabel('Název česky').fill('Mapa procesů');
  await stepDialog.getByLabel('Popis česky').fill('Zmapujte procesy týmu, jejich vlastníky a zralost.');
  await stepDialog.getByText('Formulář: pole přidáte v editoru kroku').click();
  await expect(stepDialog.getByRole('radio', { name: /Formulář/ })).toBeChecked();
  await stepDialog.getByRole('button', { name: 'Vytvořit krok' }).click();
  await expect(stepDialog).toBeHidden();
  // Made last; the closing page 'Závěr' stays last.
  await page.getByRole('button', { name: 'Posunout krok Mapa procesů výš' }).click();
  const steps = page.getByRole('list', { name: 'Kroky modulu Procesy v pořadí' }).getByRole('listitem');
  await expect(steps.nth(1)).toContainText('Mapa procesů');
  await procesy.getByRole('link', { name: 'Pole kroku Mapa procesů' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Editor kroku' })).toBeVisible();

  // The map: a table of processes, each with an owner chosen from the roles, a maturity 1-5 and an idea shown at 2 or less.
  await addField(page, 'table', 'Procesy', 'Processes');
  const rows = page.getByRole('region', { name: 'Řádky seznamu' });
  await rows.getByLabel('Text tlačítka pro přidání řádku (česky)').fill('Přidat proces');
  await addField(page, 'shortText', 'Proces', 'Process', 'Procesy');
  await page.getByText('Povinné v každém řádku').click();
  await addField(page, 'shortText', 'Vlastník', 'Owner', 'Procesy');
  const source = page.getByRole('region', { name: 'Volby z jiného kroku' });
  await source.getByLabel('Krok, ze kterého se volby berou').selectOption({ label: 'Role v týmu' });
  await source.getByLabel('Pole seznamu, jehož texty se nabízejí').selectOption({ label: 'Role › Pozice' });
  await source.getByRole('button', { name: 'Brát volby odtud' }).click();
  await expect(source.getByTestId('option-source-summary')).toHaveText('Volby se berou z kroku „Role v týmu“, pole „Role › Pozice“.');
  await addField(page, 'number', 'Zralost', 'Maturity', 'Procesy');
  await expect(page.getByLabel('Nejmenší hodnota')).toHaveValue('1');
  await expect(page.getByLabel('Největší hodnota')).toHaveValue('5');
  await page.getByText('Povinné v každém řádku').click();
  await addField(page, 'longText', 'Nápad na zlepšení', 'Improvement idea', 'Procesy');
  const reveal = page.getByRole('region', { name: 'Zobrazení pole' });
  await reveal.getByRole('checkbox', { name: 'Zobrazit jen za podmínky' }).check({ force: true });
  await reveal.getByLabel('Zobrazit, když pole').selectOption({ label: 'Zralost (ve stejném řádku)' });
  await reveal.getByLabel('Podmínka', { exact: true }).selectOption({ label: 'je nejvýše' });
  await reveal.getByLabel('Hodnota', { exact: true }).fill('2');
  await expect(reveal.getByText('Člen pole uvidí, až když „Zralost“ ve stejném řádku je nejvýše 2.')).toBeVisible();
  const requirement = page.getByRole('region', { name: 'Povinné jen za podmínky' });
  await requirement.getByRole('checkbox', { name: 'Povinné, jen když platí podmínka' }).check({ force: true });
  await expect(requirement.getByText(/Krok nepůjde dokončit bez tohoto pole, když „Zralost“ ve stejném řádku je nejvýše 2/)).toBeVisible();

  // The priorities: a list the server derives from the processes rated 2 or less, each with a first step of at least 10 characters.
  await addField(page, 'table', 'Priority', 'Priorities');
  const derive = page.getByRole('region', { name: 'Odvozený seznam' });
  await derive.getByLabel('Krok se zdrojovým seznamem').selectOption({ label: 'Tento krok' });
  await derive.getByLabel('Zdrojový seznam').selectOption({ label: 'Procesy' });
  await derive.getByLabel('Pole, které řádek pojmenuje').selectOption({ label: 'Procesy › Proces' });
  await derive.getByRole('button', { name: 'Přidat podmínku' }).click();
  const condition = derive.getByRole('group', { name: 'Podmínka 1' });
  await condition.getByLabel('Pole', { exact: true }).selectOption({ label: 'Zralost' });
  await condition.getByLabel('Hodnota', { exact: true }).fill('2');
  await derive.getByRole('button', { name: 'Vytvářet řádky odtud' }).click();
  await expect(derive.getByText('Řádky vznikají ze seznamu „Procesy“ tohoto kroku.')).toBeVisible();
  await addField(page, 'shortText', 'První krok', 'First step', 'Priority');
  await page.getByText('Povinné v každém řádku').click();
  await page.getByLabel('Alespoň znaků (mezery na začátku a konci se nepočítají)').fill('10');
  await page.getByLabel('Hláška k poli (česky)').fill('Napište první krok.');
  await page.getByLabel('Hláška, když je text kratší (česky)').fill('První krok musí mít alespoň 10 znaků.');
  await expect(page.getByTestId('editor-save-state')).toHaveText('Uloženo do konceptu', { timeout: 30_000 });
  await expect(page.getByTestId('editor-problems')).toContainText('Kontrola nenašla žádný problém.', { timeout: 60_000 });
  await expectAccessible(page);
  await screenshots(page, 'studio-procesy-editor');

  // The preview beside the editor, on sample data: owners from sample roles, the idea revealed at 2, the completion check run.
  const pane = page.getByTestId('editor-preview');
  await expect(page.getByRole('radio', { name: 'Ukázková data' })).toBeChecked();
  await pane.getByRole('button', { name: 'Přidat proces' }).click();
  await pane.getByLabel('Proces', { exact: true }).fill('Fakturace');
  const owners = pane.getByLabel('Vlastník', { exact: true }).locator('option');
  expect(await owners.count()).toBeGreaterThan(1);
  await expect(pane.getByLabel('Nápad na zlepšení')).toHaveCount(0);
  await pane.getByLabel('Zralost', { exact: true }).fill('2');
  await expect(pane.getByLabel('Nápad na zlepšení')).toBeVisible();
  await page.getByRole('button', { name: 'Zkontrolovat dokončení' }).click();
  await expect(page.getByTestId('preview-messages')).toBeVisible();
  await screenshots(page, 'studio-procesy-preview');

  await page.getByRole('tab', { name: 'Zveřejnění' }).click();
  await page.getByLabel('Poznámka k verzi').fill('Mapa procesů');
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Verze \d+ je zveřejněna\.$/ })).toBeVisible({ timeout: 30_000 });

  // The member: the introduction, the map (two processes; the idea asked for the one rated 2), the priority's first step, the closing page.
  const context = await browser.newContext();
  const member = await context.newPage();
  await acceptCookiesUpfront(member);
  await signIn(member, PROCESS_MEMBER, MEMBER_PASSWORD);
  await member.goto('/procesy/uvod-do-procesu');
  await member.getByRole('button', { name: 'Dokončit krok' }).click();
  await expect(member).not.toHaveURL(/uvod-do-procesu$/);
  await member.goto('/procesy/mapa-procesu');
  await expect(member.getByRole('heading', { level: 1, name: 'Mapa procesů' })).toBeVisible();
  for (const [i, [name, owner, maturity]] of [
    ['Fakturace', 'Dispečerka', '2'],
    ['Nákup', 'Vedoucí skladu', '4'],
  ].entries()) {
    await member.getByRole('button', { name: 'Přidat proces' }).click();
    await member.getByLabel('Proces', { exact: true }).nth(i).fill(name!);
    await member.getByLabel('Vlastník', { exact: true }).nth(i).selectOption({ label: owner! });
    await member.getByLabel('Zralost', { exact: true }).nth(i).fill(maturity!);
  }
  // Only the process rated 2 asks for an idea; completing waits for it, and says so under the button.
  await expect(member.getByLabel('Nápad na zlepšení')).toHaveCount(1);
  const complete = member.getByRole('button', { name: 'Dokončit krok' });
  await expect(complete).toBeDisabled();
  await expect(member.getByText('Řádek 1: Vyplňte pole „Nápad na zlepšení“.').first()).toBeVisible();
  await member.getByLabel('Nápad na zlepšení').fill('Faktury posílat elektronicky');
  // Saved, the priorities come from the server: one row, the process rated 2, with its first step to write.
  await member.getByRole('button', { name: 'Uložit návrh' }).click();
  const firstStep = member.getByLabel('První krok', { exact: true });
  await expect(firstStep).toHaveCount(1, { timeout: 15_000 });
  await expect(member.getByText('Napište první krok.').first()).toBeVisible();
  await firstStep.fill('Krátce');
  // Too short: the member is told so, whether under the button or on the attempt.
  if (await complete.isEnabled()) await complete.click();
  await expect(member.getByText('První krok musí mít alespoň 10 znaků.').first()).toBeVisible();
  await firstStep.fill('Domluvit se s účetní na formátu');
  await expect(complete).toBeEnabled();
  await complete.click();
  await expect(member).not.toHaveURL(/mapa-procesu$/, { timeout: 15_000 });
  await expectAccessible(member);
  await member.goto('/procesy/zaver');
  await member.getByRole('button', { name: 'Dokončit krok' }).click();
  await member.goto('/home');
  await expect(member.getByRole('button', { name: /Procesy/ })).toContainText('3/3 dokončeno');
  await screenshots(member, 'studio-procesy-member-home');
  await context.close();
});
