import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { driveTime, followRedirect } from './support/clock';
import { clickComplete, expectSaved, postFirstHalf, PRIORITY_VALUES } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const EMAIL = 'way@test.cz';
const PRIORITY = PRIORITY_VALUES;
const MEMBERS = [
  { id: 1, member_name: 'Jana Nováková', position: 'Analytik', status: 'active' },
  { id: 2, member_name: 'Petr Dvořák', position: 'Vývojář', status: 'active' },
];

/** The first half's data and a team evaluation ready to complete (two members rated on three values), through the API. */
async function evaluationReady(request: APIRequestContext) {
  const post = await postFirstHalf(request, EMAIL, MEMBER_PASSWORD);
  const evaluations = MEMBERS.flatMap((m, i) =>
    PRIORITY.map((value_name, v) => ({
      team_member_id: m.id,
      value_name,
      rating: [
        [1, 2, 4],
        [5, 4, 3],
      ][i]![v]!,
    })),
  );
  await post('/api/people/team-evaluation', { members: MEMBERS, evaluations });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Předchozí a další krok' });
const today = (page: Page) => page.evaluate(() => new Intl.DateTimeFormat('cs-CZ').format(new Date()));

test('the way through a module: Krok N z M, the previous and next step (the next open once this one is completed), Dokončeno with its date, and the list of what a long form still misses', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await evaluationReady(request);
  await driveTime(page);
  await signIn(page, EMAIL, MEMBER_PASSWORD);

  // A completed step: its place, its completion date, both neighbours open.
  await page.goto('/people/team-vision');
  await expect(page.getByRole('heading', { level: 1, name: 'Vize týmu' })).toBeVisible();
  await expect(page.getByTestId('step-position')).toContainText('Krok 2 z 12');
  await expect(page.getByTestId('step-completed-on')).toHaveText(`Dokončeno ${await today(page)}`);
  const previous = nav(page).getByRole('link', { name: 'Předchozí krok: Týmové cíle' });
  await expect(previous).toHaveAttribute('href', '/people/team-goals');
  await expect(nav(page).getByRole('link', { name: 'Další krok: Role v týmu' })).toHaveAttribute('href', '/people/roles');
  await screenshots(page, 'way-top', { part: page.locator('main header') });
  await screenshots(page, 'way-bottom', { part: nav(page) });
  await expectAccessible(page);
  // Real links: the keyboard follows them.
  await previous.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/people/team-goals');
  await expect(page.getByTestId('step-position')).toContainText('Krok 1 z 12');
  await expect(nav(page).getByRole('link', { name: /^Předchozí krok/ })).toHaveCount(0);

  // A step not completed yet: no date, the next step shown but closed, with why.
  await page.goto('/people/team-evaluation');
  await expect(page.getByTestId('step-position')).toHaveText('Krok 8 z 12');
  await expect(page.getByTestId('step-completed-on')).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Předchozí krok: Příklady hodnot' })).toHaveAttribute('href', '/people/value-examples');
  const closed = nav(page).getByRole('link', { name: 'Další krok: Personální výhled' });
  await expect(closed).toBeDisabled();
  await expect(closed).not.toHaveAttribute('href');
  await expect(closed).toHaveAccessibleDescription('Odemkne se po dokončení tohoto kroku');
  await screenshots(page, 'way-bottom-locked', { part: nav(page) });
  await expectAccessible(page);
  // Completed here: the next step opens at once, before the page moves on to it.
  await clickComplete(page);
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Další krok: Personální výhled' })).toHaveAttribute('href', '/people/personnel-outlook');
  await followRedirect(page, '**/people/personnel-outlook');

  // A long form: every field still missing, by member and field, each a button to it.
  await expect(page.getByTestId('step-position')).toHaveText('Krok 9 z 12');
  const missing = page.getByRole('region', { name: 'Co ještě chybí (6)' });
  await expect(missing.getByRole('button')).toHaveText([
    'Jana Nováková – Přínos pro tým',
    'Jana Nováková – Perspektiva v týmu',
    'Jana Nováková – Strategické rozhodnutí',
    'Petr Dvořák – Přínos pro tým',
    'Petr Dvořák – Perspektiva v týmu',
    'Petr Dvořák – Strategické rozhodnutí',
  ]);
  await expect(page.getByTestId('complete-hint')).toHaveText(
    'Formulář není kompletně vyplněn: Vyplňte všechna pole pro všechny členy týmu. ' +
      'Chybí: Jana Nováková – Přínos pro tým, Perspektiva v týmu, Strategické rozhodnutí a další (3).',
  );
  await page.getByLabel('Přínos pro tým').first().fill('Drží know-how');
  await page.getByRole('radiogroup', { name: 'Perspektiva v týmu' }).first().getByText('Ano', { exact: true }).click();
  await page.getByLabel('Strategické rozhodnutí').first().fill('Udržet');
  await page.getByLabel('Přínos pro tým').nth(1).fill('Nové pohledy');
  const left = page.getByRole('region', { name: 'Co ještě chybí (2)' });
  await expect(left.getByRole('button')).toHaveText(['Petr Dvořák – Perspektiva v týmu', 'Petr Dvořák – Strategické rozhodnutí']);
  await expect(page.getByTestId('complete-hint')).toHaveText(
    'Formulář není kompletně vyplněn: Vyplňte všechna pole pro všechny členy týmu. ' +
      'Chybí: Petr Dvořák – Perspektiva v týmu, Strategické rozhodnutí.',
  );
  await expectSaved(page);
  await screenshots(page, 'way-missing', { part: left });
  await screenshots(page, 'way-personnel-outlook');
  await expectAccessible(page);
  // By mouse: to the top first, then the button brings the member's decision into view, focused.
  await page.evaluate(() => window.scrollTo(0, 0));
  await left.getByRole('button', { name: 'Petr Dvořák – Strategické rozhodnutí' }).click();
  const decision = page.getByLabel('Strategické rozhodnutí').nth(1);
  await expect(decision).toBeFocused();
  await expect(decision).toBeInViewport();
  await page.keyboard.type('Rozvíjet');
  await expect(decision).toHaveValue('Rozvíjet');
  // By keyboard: the radio group of the member's perspective gets the focus; arrows choose.
  await page.evaluate(() => window.scrollTo(0, 0));
  const perspective = page
    .getByRole('region', { name: 'Co ještě chybí (1)' })
    .getByRole('button', { name: 'Petr Dvořák – Perspektiva v týmu' });
  await perspective.focus();
  await page.keyboard.press('Enter');
  const petrGroup = page.getByRole('radiogroup', { name: 'Perspektiva v týmu' }).nth(1);
  await expect(petrGroup.getByRole('radio').first()).toBeFocused();
  await expect(petrGroup).toBeInViewport();
  await page.keyboard.press('Space');
  await expect(petrGroup.getByRole('radio', { name: 'Ano' })).toBeChecked();
  await expect(page.getByTestId('missing-list')).toHaveCount(0);
  await expectSaved(page);

  // The server's refusal names what it found missing too (its 422 `missing`).
  await page.route('**/api/people/personnel-outlook/complete', (route) =>
    route.fulfill({
      status: 422,
      json: {
        detail: 'Vyplňte všechna pole pro všechny členy týmu',
        errors: [{ path: '/outlook_data/1/contribution', message: 'Vyplňte všechna pole pro všechny členy týmu' }],
        missing: ['/outlook_data/1/contribution'],
      },
    }),
  );
  await clickComplete(page);
  await expect(page.getByTestId('step-error')).toHaveText(
    'Chyba při dokončování kroku: Vyplňte všechna pole pro všechny členy týmu. Chybí: Petr Dvořák – Přínos pro tým.',
  );
  await page.getByRole('region', { name: 'Co ještě chybí (1)' }).getByRole('button', { name: 'Petr Dvořák – Přínos pro tým' }).click();
  await expect(page.getByLabel('Přínos pro tým').nth(1)).toBeFocused();
  await page.unroute('**/api/people/personnel-outlook/complete');
  await page.keyboard.type('!');
  await expect(page.getByTestId('step-error')).toHaveCount(0);
  await expect(page.getByTestId('missing-list')).toHaveCount(0);
  await expectSaved(page);
  await clickComplete(page);
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  await followRedirect(page, '**/people/development-topics');

  // Topics name their row by member and value; back on the completed outlook: Dokončeno today.
  await expect(page.getByRole('region', { name: 'Co ještě chybí (9)' }).getByRole('button').nth(3)).toHaveText(
    'Petr Dvořák (Důvěra) – 1. krok',
  );
  await expect(page.getByTestId('complete-hint')).toHaveText(
    'Formulář není kompletně vyplněn: Vyplňte všechna pole pro všechna rozvojová témata. ' +
      'Chybí: Jana Nováková (Spolupráce) – 1. krok, 2. krok, 3. krok a další (6).',
  );
  await nav(page).getByRole('link', { name: 'Předchozí krok: Personální výhled' }).click();
  await page.waitForURL('**/people/personnel-outlook');
  await expect(page.getByTestId('step-completed-on')).toHaveText(`Dokončeno ${await today(page)}`);
  await expect(nav(page).getByRole('link', { name: 'Další krok: Rozvojová témata' })).toHaveAttribute('href', '/people/development-topics');
  await expect(page.getByTestId('missing-list')).toHaveCount(0);
});
