import { expect, test } from './support/test';
import { acceptCookiesUpfront, signIn } from './support/helpers';
import { MEMBER_PASSWORD } from '../support/fixtures';

/** Runs against the server whose access tokens live 5 s (playwright.config.ts, project short-token). */
test('after the access token really expires, the next request refreshes it and succeeds', async ({ page }) => {
  await acceptCookiesUpfront(page);
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  const first = await page.evaluate(() => localStorage.getItem('access_token'));
  await page.waitForTimeout(6_000);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/onboarding/refresh') && r.status() === 200);
  await page.getByTestId('module-new_team_onboarding').click();
  await refreshed;
  await expect(page.getByRole('heading', { name: 'Onboarding nového týmu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(first);
});
