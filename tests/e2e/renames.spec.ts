import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { PEOPLE, writePeopleModule, type Ok } from '../support/people-journey';
import { acceptCookiesUpfront, expectAccessible, signIn } from './support/helpers';
import { driveTime, followRedirect } from './support/clock';
import { clickComplete, expectSaved } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const EMAIL = 'prejmenovat@test.cz';

/** The member's calls over HTTP, each expected to answer 200. */
async function memberHttp(request: APIRequestContext): Promise<Ok> {
  const login = await request.post('/api/onboarding/login', { data: { email: EMAIL, password: MEMBER_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  return async (method, url, payload) => {
    const res = await request.fetch(url, { method, headers, ...(payload === undefined ? {} : { data: payload }) });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
    return res.json();
  };
}

/** Completes the step on the page and waits for the next one. */
async function complete(page: Page, next: string) {
  await clickComplete(page);
  await followRedirect(page, `**${next}`);
}

const ratings = (page: Page, name: string) => page.getByRole('region', { name: `Hodnocení: ${name}` });
async function rate(page: Page, member: string, value: string, label: string) {
  await page
    .getByTestId('member-row')
    .getByRole('button', { name: new RegExp(`^${member}`) })
    .click();
  await ratings(page, member)
    .getByRole('group', { name: new RegExp(`^${value}`) })
    .getByText(label)
    .click();
}

test('renaming a role, a value and a member after every later step is written, and a rating lowered and raised again: no text, number or choice is lost (1280 and 375 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const ok = await memberHttp(request);
  await writePeopleModule(ok);
  await driveTime(page);
  await signIn(page, EMAIL, MEMBER_PASSWORD);

  // A role renamed at 1280 px: its capacity figures stay in its row.
  await page.goto('/people/roles');
  await page.getByLabel('Pozice', { exact: true }).nth(1).fill('Prodejce vozů');
  await expectSaved(page);
  await expect(page.getByTestId('reset-notice')).toBeVisible();
  await page.goto('/people/capacity');
  await expect(page.getByLabel('Pozice', { exact: true }).nth(1)).toHaveValue('Prodejce vozů');
  await expect(page.getByLabel('Současná kapacita (%)').nth(1)).toHaveValue('20');
  await expect(page.getByLabel('Budoucí kapacita (%)').nth(1)).toHaveValue('40');
  await complete(page, PEOPLE.values.replace('/api', ''));

  // A value renamed at 375 px: it stays a priority, keeps its examples, its ratings and its topics.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Název: Spolupráce').fill('Týmová spolupráce');
  await expectSaved(page);
  await complete(page, '/people/value-priorities');
  await expect(page.getByRole('checkbox', { name: 'Týmová spolupráce' })).toBeChecked();
  await complete(page, '/people/value-examples');
  const examples = page.getByLabel('Příklad výborného chování', { exact: true });
  await expect(examples.nth(2)).toHaveValue('Výborně: Spolupráce');
  await expectAccessible(page);
  await complete(page, '/people/team-evaluation');

  // A member renamed, back at 1280 px: the position follows the renamed role, every rating stays.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByTestId('member-row')
    .getByRole('button', { name: /^Ondřej Marek/ })
    .click();
  await ratings(page, 'Ondřej Marek').getByLabel('Jméno člena týmu').fill('Ondřej Marek ml.');
  await expect(ratings(page, 'Ondřej Marek ml.').getByLabel('Pozice')).toHaveValue('Prodejce vozů');
  await expect(page.getByTestId('member-row').getByTestId('member-state')).toHaveText(['Hodnocení kompletní', 'Hodnocení kompletní']);
  // Jana's 'Týmová spolupráce' goes from 4 to 3: her topic leaves the list.
  await rate(page, 'Jana Malá', 'Týmová spolupráce', '3 – Průměrné');
  await expectSaved(page);
  await complete(page, '/people/personnel-outlook');

  await expect(page.getByLabel('Přínos pro tým').first()).toHaveValue('Přínos: Ondřej Marek');
  await expect(page.getByText('Ondřej Marek ml.').first()).toBeVisible();
  await complete(page, '/people/development-topics');
  await expect(page.getByLabel('1. krok')).toHaveCount(2);
  await expect(page.getByLabel('1. krok').nth(1)).toHaveValue('Krok 1: Ondřej Marek, Spolupráce');
  // Another topic is saved while Jana's is away.
  await page.getByLabel('2. krok').first().fill('Krok 2, přepsaný');
  await expectSaved(page);

  // The rating goes back to 4 at 375 px: Jana's topic returns with its texts.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/people/team-evaluation');
  await rate(page, 'Jana Malá', 'Týmová spolupráce', '4 – Špatné');
  await expectSaved(page);
  await page.goto('/people/development-topics');
  await expect(page.getByLabel('1. krok')).toHaveCount(3);
  await expect(page.getByLabel('1. krok').nth(2)).toHaveValue('Krok 1: Jana Malá, Spolupráce');
  await expect(page.getByLabel('2. krok').first()).toHaveValue('Krok 2, přepsaný');
  await expectAccessible(page);

  // What the server holds: every text and number written, under the new names.
  const topics = (await ok('GET', PEOPLE.topics)).topics as Array<Record<string, unknown>>;
  expect(topics.map((t) => [t.member_name, t.value_name, t.step_1])).toEqual([
    ['Ondřej Marek ml.', 'Důvěra', 'Krok 1: Ondřej Marek, Důvěra'],
    ['Ondřej Marek ml.', 'Týmová spolupráce', 'Krok 1: Ondřej Marek, Spolupráce'],
    ['Jana Malá', 'Týmová spolupráce', 'Krok 1: Jana Malá, Spolupráce'],
  ]);
  const capacities = (await ok('GET', PEOPLE.capacity)).capacities as Array<Record<string, unknown>>;
  expect(capacities.map((c) => [c.position, c.present_capacity, c.future_capacity])).toEqual([
    ['Vedoucí prodeje', 10, 20],
    ['Prodejce vozů', 20, 40],
    ['Technik', 30, 60],
  ]);
});
