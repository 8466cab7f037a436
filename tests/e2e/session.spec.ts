import { expect, test } from './support/test';
import { acceptCookiesUpfront, signIn } from './support/helpers';
import { MEMBER_PASSWORD } from '../support/fixtures';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test('at start a token without an expiry claim is refreshed through the cookie', async ({ page }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  await page.evaluate(() => localStorage.setItem('access_token', 'x.eyJzdWIiOiIxIn0.y'));
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/onboarding/refresh') && r.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page.getByTestId('module-intro')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^eyJ/);
});

test('a 401 on a request triggers one shared refresh and a retry', async ({ page }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  // A token that looks valid for years but carries no valid signature: the API answers 401.
  await page.evaluate(() => localStorage.setItem('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.bad'));
  let refreshes = 0;
  page.on('request', (r) => r.url().endsWith('/api/onboarding/refresh') && refreshes++);
  await page.goto('/new-team-onboarding/workflow');
  await expect(page.getByRole('heading', { name: 'Onboarding nového týmu' })).toBeVisible();
  expect(refreshes).toBe(1);
});

test('a failed refresh clears the session and goes to /', async ({ page, context }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  await context.clearCookies();
  await page.evaluate(() => localStorage.setItem('access_token', 'x.eyJzdWIiOiIxIn0.y'));
  await page.reload();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('leaving a page while its session check is still running keeps the session', async ({ page }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await page.route('**/api/onboarding/me', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/about');
  await page.goto('/about-us');
  await page.unroute('**/api/onboarding/me');
  await expect(page.getByRole('heading', { name: 'O nás' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^eyJ/);
});
