import fs from 'node:fs';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { driveTime, followRedirect, runFor, stopTime } from './support/clock';
import { expectSaved, clickComplete, postFirstHalf, PRIORITY_VALUES } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const EMAIL = 'workshop@test.cz';
const PRIORITY = PRIORITY_VALUES;

const complete = async (page: Page, next: string) => {
  await clickComplete(page);
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  await followRedirect(page, `**${next}`);
};

async function addMember(page: Page, name: string, position: string) {
  const form = page.getByRole('region', { name: 'Přidat člena týmu' });
  await form.getByLabel('Jméno člena týmu').fill(name);
  await form.getByLabel('Pozice').selectOption(position);
  await form.getByRole('button', { name: 'Přidat člena' }).click();
}

/** The selected member's ratings, one radio group per value ('1 – Vynikající' … '5 – Velmi špatné'). */
const ratings = (page: Page, name: string) => page.getByRole('region', { name: `Hodnocení: ${name}` });

test('the second half: team evaluation by mouse and keyboard, personnel outlook with server averages, development topics saved as typed, the team outlook, and the deck downloaded', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await postFirstHalf(request, EMAIL, MEMBER_PASSWORD);
  await driveTime(page);
  await signIn(page, EMAIL, MEMBER_PASSWORD);

  // Team evaluation.
  await page.goto('/people/team-evaluation');
  await expect(page.getByRole('heading', { level: 1, name: 'Hodnocení týmu' })).toBeVisible();
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Přidejte alespoň jednoho člena týmu');
  await page.getByRole('button', { name: 'Přidat člena' }).click();
  await expect(page.getByTestId('add-error')).toHaveText('Zadejte jméno člena týmu');
  await addMember(page, 'Jana Nováková', 'Analytik');
  // Adding selects the member and brings its ratings into view, its heading focused.
  await expect(ratings(page, 'Jana Nováková').getByRole('heading', { name: 'Hodnocení: Jana Nováková' })).toBeFocused();
  await expect(ratings(page, 'Jana Nováková')).toBeInViewport();
  await addMember(page, '  jana NOVÁKOVÁ ', 'Vývojář');
  await expect(page.getByTestId('add-error')).toHaveText('Člen týmu s tímto jménem již existuje');
  await addMember(page, 'Petr Dvořák', 'Vývojář');
  await expect(page.getByTestId('member-row')).toHaveCount(2);

  // Petr by keyboard: into the first group, arrows choose, Tab to the next group.
  const petr = ratings(page, 'Petr Dvořák');
  await petr.getByRole('radio', { name: '1 – Vynikající' }).first().focus();
  for (const [g, value] of [5, 4, 3].entries()) {
    const group = petr.getByRole('group', { name: new RegExp(`^${PRIORITY[g]}`) });
    if (g > 0) await page.keyboard.press('Tab');
    for (let k = 1; k < value; k++) await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(`^${value} – `));
  }
  await expect(page.getByTestId('member-row').nth(1).getByTestId('member-state')).toHaveText('Hodnocení kompletní');
  await expect(page.getByTestId('member-row').first().getByTestId('member-state')).toHaveText('Nehodnoceno');

  // Jana by mouse.
  await page
    .getByTestId('member-row')
    .first()
    .getByRole('button', { name: /^Jana Nováková/ })
    .click();
  const jana = ratings(page, 'Jana Nováková');
  await jana
    .getByRole('group', { name: /^Důvěra/ })
    .getByText('1 – Vynikající')
    .click();
  await expect(page.getByTestId('member-row').first().getByTestId('member-state')).toHaveText('Hodnoceno 1/3');
  await jana
    .getByRole('group', { name: /^Odpovědnost/ })
    .getByText('2 – Dobré')
    .click();
  await jana
    .getByRole('group', { name: /^Spolupráce/ })
    .getByText('4 – Špatné')
    .click();
  await expect(page.getByTestId('member-row').first().getByTestId('member-state')).toHaveText('Hodnocení kompletní');
  await expectSaved(page);
  await screenshots(page, 'step-team-evaluation');
  await expectAccessible(page);
  // The temporary ids became real ones; the ratings followed them.
  await page.reload();
  await expect(page.getByTestId('member-row')).toHaveCount(2);
  await expect(page.getByTestId('member-row').nth(1).getByTestId('member-state')).toHaveText('Hodnocení kompletní');
  await complete(page, '/people/personnel-outlook');

  // Personnel outlook: averages from the server, Czech notation (Jana 7/3, Petr 4).
  await expect(page.getByRole('heading', { level: 1, name: 'Personální výhled' })).toBeVisible();
  await expect(page.getByText('2,33 z 5')).toBeVisible();
  await expect(page.getByText('4,00 z 5')).toBeVisible();
  for (const [i, perspective] of ['Ano', 'Částečně'].entries()) {
    await page
      .getByLabel('Přínos pro tým')
      .nth(i)
      .fill(`Přínos ${i + 1}`);
    await page.getByRole('radiogroup', { name: 'Perspektiva v týmu' }).nth(i).getByText(perspective, { exact: true }).click();
    await expect(
      page.getByRole('radiogroup', { name: 'Perspektiva v týmu' }).nth(i).getByRole('radio', { name: perspective }),
    ).toBeChecked();
    await expect(
      page
        .getByTestId('complete-hint')
        .or(page.getByRole('button', { name: 'Dokončit krok' }))
        .first(),
    ).toBeVisible();
    await page
      .getByLabel('Strategické rozhodnutí')
      .nth(i)
      .fill(`Rozhodnutí ${i + 1}`);
  }
  await expectSaved(page);
  await screenshots(page, 'step-personnel-outlook');
  await expectAccessible(page);
  await complete(page, '/people/development-topics');

  // Development topics: Jana–Spolupráce 4, Petr–Důvěra 5, Petr–Odpovědnost 4; each saved 1 s after typing with PUT.
  await expect(page.getByRole('heading', { level: 1, name: 'Rozvojová témata' })).toBeVisible();
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && puts.push(new URL(r.url()).pathname));
  await expect(page.getByText('5/5')).toBeVisible();
  await expect(page.getByText('4/5')).toHaveCount(2);
  const steps = page.getByLabel('1. krok');
  await expect(steps).toHaveCount(3);
  expect((await steps.first().boundingBox())!.height).toBeGreaterThanOrEqual(104);
  // The clock stands still while typing: the save comes 1 s after the last keystroke, not before.
  await stopTime(page);
  for (let i = 0; i < 3; i++) {
    for (const n of [1, 2, 3])
      await page
        .getByLabel(`${n}. krok`)
        .nth(i)
        .fill(`Krok ${n} tématu ${i + 1}`);
  }
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-status', 'unsaved');
  await runFor(page, 900);
  await expect(status).toHaveAttribute('data-status', 'unsaved');
  expect(puts).toEqual([]);
  await runFor(page, 200);
  await expect(status).toHaveAttribute('data-status', 'saved');
  // 'Uloženo' clears half a second later.
  await runFor(page, 400);
  await expect(status).toHaveAttribute('data-status', 'saved');
  await runFor(page, 200);
  await expect(status).toHaveAttribute('data-status', 'idle');
  await page.clock.resume();
  expect(puts.length).toBeGreaterThanOrEqual(1);
  expect(puts.every((p) => /^\/api\/people\/development-topics\/\d+$/.test(p))).toBe(true);
  await screenshots(page, 'step-development-topics');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel('3. krok').nth(2)).toHaveValue('Krok 3 tématu 3');
  await complete(page, '/people/team-outlook');

  // Team outlook: Důvěra (1, 5) and Odpovědnost (2, 4) average 3,00, Spolupráce (4, 3) 3,50.
  await expect(page.getByRole('heading', { level: 1, name: 'Výhled týmu' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Průměrné hodnocení hodnot' })).toBeVisible();
  // A page to read: nothing to save, only the way on.
  await expect(page.getByRole('button', { name: 'Uložit návrh' })).toHaveCount(0);
  await expect(page.getByText('Vaše práce se automaticky ukládá', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dokončit krok' })).toBeEnabled();
  const table = page.getByRole('table', { name: 'Souhrn hodnocení podle hodnot' });
  await expect(table.getByRole('row', { name: /Důvěra/ }).first()).toContainText('3,00');
  await expect(table.getByRole('row', { name: /Spolupráce/ }).first()).toContainText('3,50');
  const open = table.getByRole('button', { name: 'Zobrazit hodnocení členů: Důvěra' });
  await open.click();
  await expect(table.getByRole('button', { name: 'Skrýt hodnocení členů: Důvěra' })).toHaveAttribute('aria-expanded', 'true');
  await expect(table.getByRole('cell', { name: 'Petr Dvořák' }).first()).toBeVisible();
  await screenshots(page, 'step-team-outlook');
  await expectAccessible(page);
  await complete(page, '/people/presentation');

  // The presentation completes itself; errors as the spec words them; then the deck is downloaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Prezentace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dokončit krok' })).toHaveCount(0);
  await expect(page.getByText('Lidé: 100 % hotovo')).toBeVisible();
  const generate = page.getByRole('button', { name: 'Vygenerovat prezentaci' });
  await page.route('**/api/people/generate-presentation', (route) => route.abort('failed'));
  await generate.click();
  await expect(page.getByTestId('download-error')).toHaveText('Chyba při komunikaci se serverem');
  await page.unroute('**/api/people/generate-presentation');
  await page.route('**/api/people/generate-presentation', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Generátor je přetížen' } }),
  );
  await generate.click();
  await expect(page.getByTestId('download-error')).toHaveText('Generátor je přetížen');
  await page.unroute('**/api/people/generate-presentation');
  await page.route('**/api/people/generate-presentation', (route) => route.fulfill({ status: 200, json: { message: 'ok' } }));
  await generate.click();
  await expect(page.getByTestId('download-error')).toHaveText('Chyba při generování prezentace');
  await page.unroute('**/api/people/generate-presentation');
  // The team's deck is chosen at first; the management's has every member's figures and texts.
  await expect(page.getByRole('radio', { name: /Pro tým/ })).toBeChecked();
  await page.getByRole('radio', { name: /Pro vedení/ }).check();
  const downloading = page.waitForEvent('download');
  await generate.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pptx$/);
  await expect(page.getByTestId('download-done')).toContainText('.pptx');
  const file = await download.path();
  const zip = await JSZip.loadAsync(fs.readFileSync(file!));
  const slides = await Promise.all(
    Object.keys(zip.files)
      .filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))
      .map((f) => zip.file(f)!.async('string')),
  );
  const text = slides.join(' ');
  for (const expected of ['Jana Nováková', 'Petr Dvořák', 'Spolupráce', 'Krok 3 tématu 3', 'Přínos 2']) expect(text).toContain(expected);
  await screenshots(page, 'step-presentation');
  await expectAccessible(page);
  // The module is done: its overview shows every step completed.
  await page.getByRole('link', { name: 'Zpět na přehled modulu' }).click();
  await page.waitForURL('**/people/workflow');
});
