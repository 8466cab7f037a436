import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, shot, signIn } from './support/helpers';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const EMAIL = 'drobnosti@test.cz';
const CATALOGUE = [
  'Důvěra',
  'Odpovědnost',
  'Spolupráce',
  'Otevřenost',
  'Respekt',
  'Kvalita',
  'Orientace na zákazníka',
  'Inovace',
  'Spolehlivost',
  'Profesionalita',
];
/** The longest names among the priorities: the widest table the catalogue gives. */
const PRIORITY = ['Orientace na zákazníka', 'Profesionalita', 'Spolehlivost', 'Odpovědnost', 'Otevřenost'];
const HEADERS = ['Hodnota', 'Průměr', 'Nejlepší', 'Nejhorší', 'Rozptyl', 'Počet hodnocení', 'Pásmo'];

/** Roles, values, priorities and two rated members, through the API: the team outlook has every column filled. */
async function ratedTeam(request: APIRequestContext) {
  const login = await request.post('/api/onboarding/login', { data: { email: EMAIL, password: MEMBER_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  };
  await post('/api/people/roles', {
    roles: ['Analytik', 'Vývojář'].map((position, i) => ({
      id: i + 1,
      position,
      responsibility: 'Výsledky',
      authority: 'Priority',
      excellent_behavior_example: 'Dotahuje věci',
    })),
  });
  await post('/api/people/team-values', {
    values: CATALOGUE.map((value_name) => ({ value_name, is_selected: true, is_custom: false, original_name: value_name })),
  });
  await post('/api/people/value-priorities', {
    priorities: CATALOGUE.map((value_name) => ({ value_name, is_priority: PRIORITY.includes(value_name) })),
  });
  const members = [
    { id: 1e12, member_name: 'Jana Nováková', position: 'Analytik', status: 'active' },
    { id: 1e12 + 1, member_name: 'Petr Dvořák', position: 'Vývojář', status: 'active' },
  ];
  await post('/api/people/team-evaluation', {
    members,
    evaluations: members.flatMap((m, i) =>
      PRIORITY.map((value_name, k) => ({ team_member_id: m.id, value_name, rating: ((i + k) % 5) + 1 })),
    ),
  });
}

test('the team outlook table shows every column at 375 px: it scrolls sideways in its own box, the page does not widen', async ({
  page,
  request,
}) => {
  await ratedTeam(request);
  await signIn(page, EMAIL, MEMBER_PASSWORD);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/people/team-outlook');
  await expect(page.getByRole('heading', { level: 1, name: 'Výhled týmu' })).toBeVisible();
  const region = page.getByTestId('score-table-region');
  const table = page.getByRole('table', { name: 'Souhrn hodnocení podle hodnot' });
  await expect(table.getByRole('row', { name: /Orientace na zákazníka/ }).first()).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // The page scrolls only down; the table's box stays within it.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `page wider than ${width} px`,
    ).toBeLessThanOrEqual(0);
    const box = (await region.boundingBox())!;
    expect(box.x, `table box starts inside the page at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `table box ends inside the page at ${width} px`).toBeLessThanOrEqual(width);
    // Each column header: scrolled into view inside the table's box, shown whole there, not under the sticky name column.
    const stickyRight = await table.getByRole('columnheader', { name: HEADERS[0] }).evaluate((th) => th.getBoundingClientRect().right);
    for (const [i, name] of HEADERS.entries()) {
      const header = table.getByRole('columnheader', { name, exact: true });
      await header.scrollIntoViewIfNeeded();
      await expect(header).toBeVisible();
      const [cell, frame] = await Promise.all([header.boundingBox(), region.boundingBox()]);
      expect(cell!.x + cell!.width, `${name} ends inside the table's box at ${width} px`).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
      expect(cell!.x, `${name} starts inside the table's box at ${width} px`).toBeGreaterThanOrEqual(frame!.x - 1);
      if (i > 0) expect(cell!.x, `${name} is not hidden under the name column at ${width} px`).toBeGreaterThanOrEqual(stickyRight - 1);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `page widened scrolling to ${name}`,
      ).toBeLessThanOrEqual(0);
    }
    await region.evaluate((el) => el.scrollTo({ left: 0 }));
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  await screenshots(page, 'small-things-team-outlook');
  // The table scrolled to its end at 375 px, for a look at the last columns.
  await page.setViewportSize({ width: 375, height: 800 });
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await shot(region, 'small-things-team-outlook-table-end-375');
});

test("the admin's user detail names the granted modules as the variant does: 'Lidé', not 'people'", async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByLabel('Hledat uživatele').fill(EMAIL);
  const row = page.getByTestId(`user-row-${EMAIL}`);
  await row.getByRole('button', { name: 'Detail: Dana Drobná' }).click();
  const detail = page.getByRole('dialog', { name: 'Detail uživatele' });
  const modules = detail.getByText('Přidělené moduly').locator('xpath=following-sibling::dd[1]');
  await expect(modules).toHaveText('Lidé');
  await expect(detail).not.toContainText('people');
  await expectAccessible(page);
  await screenshots(page, 'small-things-admin-user-detail');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(modules).toHaveText('Lidé');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test("the vision ratings say what they rate: 'Hodnocení: <the question> (0–9)', not 'Hodnocení pole 1 (0–9)'", async ({ page }) => {
  await signIn(page, EMAIL, MEMBER_PASSWORD);
  await page.goto('/people/team-vision');
  await expect(page.getByRole('heading', { level: 1, name: 'Vize týmu' })).toBeVisible();
  const question = 'Čím bude tým za tři roky známý?';
  await page.getByLabel(question, { exact: true }).fill('Spolehlivým partnerem celé firmy');
  const slider = page.getByRole('slider', { name: `Hodnocení: ${question} (0–9)` });
  await expect(slider).toBeVisible();
  // The name is the visible label's too.
  await expect(page.locator('label', { hasText: `Hodnocení: ${question} (0–9)` })).toBeVisible();
  await expect(page.locator('label', { hasText: 'Hodnocení pole' })).toHaveCount(0);
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('9');
  await expectAccessible(page);
  await screenshots(page, 'small-things-team-vision');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
});
