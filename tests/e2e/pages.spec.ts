import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { MEMBER_PASSWORD } from '../support/fixtures';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const card = (page: Page, module: string) => page.getByTestId(`module-${module}`);

test('home: module cards with status, step tags, Czech step counts and progress; intro opens /intro', async ({ page }) => {
  await signIn(page, 'intro-done@test.cz', MEMBER_PASSWORD);
  await expect(card(page, 'intro')).toContainText('Dokončeno');
  await expect(card(page, 'intro')).toContainText('1 krok');
  await expect(card(page, 'intro')).toContainText('1/1 dokončeno');
  await expect(card(page, 'people')).toContainText('Dostupné');
  await expect(card(page, 'people')).toContainText('12 kroků');
  await expect(card(page, 'people')).toContainText('0/12 dokončeno');
  await expect(card(page, 'people').getByText(/^(Týmové cíle|Vize týmu|Role v týmu)$/)).toHaveCount(3);
  await expect(card(page, 'people')).not.toContainText('Kapacita týmu');
  await expect(card(page, 'new_team_onboarding')).toContainText('5 kroků');
  await card(page, 'intro').click();
  await expect(page).toHaveURL('/intro');
  await page.goBack();
  await card(page, 'people').click();
  await expect(page).toHaveURL('/people/workflow');
});

test('home: a locked module says Uzamčeno and does nothing; the automotive variant has its own welcome', async ({ page }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(card(page, 'people')).toContainText('Uzamčeno');
  await card(page, 'people').click({ force: true });
  await expect(page).toHaveURL('/home');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await signIn(page, 'auto@test.cz', MEMBER_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vítejte, manažere dealerství');
});

test('workflow: progress, numbered cards in their states, default duration, difficulty, step routes, help', async ({ page }) => {
  await signIn(page, 'intro-done@test.cz', MEMBER_PASSWORD);
  await page.goto('/new-team-onboarding/workflow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onboarding nového týmu');
  await expect(page.getByTestId('module-progress')).toHaveText('0 %');
  const first = page.getByTestId('step-onboarding_context');
  await expect(first).toHaveAttribute('data-state', 'current');
  await expect(first).toContainText('Krok 1');
  await expect(first).toContainText('30 min');
  await expect(first).toContainText('Obtížnost: Snadné');
  const second = page.getByTestId('step-onboarding_culture');
  await expect(second).toHaveAttribute('data-state', 'locked');
  await second.click({ force: true });
  await expect(page).toHaveURL('/new-team-onboarding/workflow');
  await expect(page.getByRole('link', { name: 'Kontaktovat podporu' })).toHaveAttribute('href', /^mailto:/);
  await first.click();
  await expect(page).toHaveURL('/new-team-onboarding/context');
});

test('about: missions, the video placeholder alert, six milestones; about us: two founders and the vision', async ({ page }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await page.goto('/about');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Přehrát video' }).click();
  await expect(page.getByRole('alert')).toHaveText('Video bude brzy k dispozici!');
  const milestones = page.getByRole('list').filter({ hasText: 'Q1 2023' }).getByRole('listitem');
  await expect(milestones).toHaveCount(6);
  await expect(milestones.first()).toContainText('Q1 2023');
  await expect(milestones.nth(4)).toContainText('Q1 2024');
  await expect(milestones.last()).toContainText('Budoucnost');
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Naše vize' })).toBeVisible();
});

test('legal pages carry every constant of the specification and link to each other', async ({ page }) => {
  await page.goto('/privacy-policy');
  const privacy = page.getByRole('main');
  for (const text of [
    '26. října 2025',
    'GDPR',
    '30 dní po jeho zrušení',
    '12 měsíců',
    'do 30 dnů',
    '72 hodin',
    'nejpozději do 30 dnů',
    'starším 16 let',
  ]) {
    await expect(privacy).toContainText(text);
  }
  await page.getByRole('main').getByRole('link', { name: 'Podmínky použití' }).click();
  await expect(page).toHaveURL('/terms-of-service');
  const terms = page.getByRole('main');
  for (const text of [
    '26. října 2025',
    'starší 18 let',
    'posledních 12 měsíců nebo na 100 EUR, podle toho, která částka je vyšší',
    '30 dní předem',
    '48 hodin předem',
    'ještě 30 dní',
    'právem České republiky',
    'soudy České republiky',
  ]) {
    await expect(terms).toContainText(text);
  }
  await expect(page.getByRole('link', { name: /Zpět/ })).toHaveAttribute('href', '/workflow');
});

test('every shell page is accessible at 1280 px and 375 px (axe: no serious or critical violation)', async ({ page }) => {
  await page.goto('/');
  await expectAccessible(page);
  await screenshots(page, 'sign-in');
  await page.getByText('Jsem tu poprvé').click();
  await expectAccessible(page);
  await screenshots(page, 'sign-in-first-time');
  for (const path of ['/privacy-policy', '/terms-of-service']) {
    await page.goto(path);
    await expectAccessible(page);
  }
  await signIn(page, 'intro-done@test.cz', MEMBER_PASSWORD);
  await expect(card(page, 'intro')).toBeVisible();
  for (const [path, name] of [
    ['/home', 'home'],
    ['/people/workflow', 'workflow'],
    ['/about', 'about'],
    ['/about-us', 'about-us'],
    ['/unauthorized', 'unauthorized'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible(page);
    }
    await screenshots(page, name);
  }
});

test('the cookie banner itself is accessible in both modes', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('cookie_consent_preferences'));
  await page.goto('/terms-of-service');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nastavení', exact: true }).click();
  await expectAccessible(page);
  await screenshots(page, 'cookie-banner-detailed');
});

test('workflow error states: no variant, load error, unknown module, no steps', async ({ page }) => {
  await signIn(page, 'intro-done@test.cz', MEMBER_PASSWORD);
  const answer = async (body: object, status = 200) => {
    await page.unroute('**/api/variants/progress');
    await page.route('**/api/variants/progress', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
    );
    await page.goto('/new-team-onboarding/workflow');
  };
  await answer({ user_variants: [] });
  await expect(page.getByRole('alert')).toContainText('Nebyl přiřazen žádný variant');
  await answer({ detail: 'x' }, 500);
  await expect(page.getByRole('alert')).toContainText('Chyba při načítání dat');
  await answer({ user_variants: [{ variant_name: 'general', overall_progress_percentage: 0, modules: [] }] });
  await expect(page.getByRole('alert')).toContainText('Modul nenalezen nebo nemáte k němu přístup');
  await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click();
  await expect(page).toHaveURL('/home');
  const empty = {
    module_name: 'new_team_onboarding',
    display_name: 'Onboarding nového týmu',
    is_enabled: true,
    locked_by_prerequisites: false,
    completed_steps: 0,
    total_steps: 0,
    progress_percentage: 0,
    steps: [],
  };
  await answer({ user_variants: [{ variant_name: 'general', overall_progress_percentage: 0, modules: [empty] }] });
  await expect(page.getByText('Žádné kroky k dispozici')).toBeVisible();
});
