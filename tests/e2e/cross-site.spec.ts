import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptCookiesUpfront, signIn } from './support/helpers';
import { MEMBER_PASSWORD } from '../support/fixtures';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** A page of another site whose form posts itself to the app at once, as an attacker's page would. */
async function foreignForm(page: Page, action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((r) => r.url() === action);
  await page.goto('http://attacker.test/');
  return answer;
}

/** Who the browser's refresh cookie signs in as now, asked from the app's own page. */
const sessionOwner = (page: Page) =>
  page.evaluate(async () => {
    const refreshed = await fetch('/api/onboarding/refresh', { method: 'POST' });
    if (!refreshed.ok) return `refresh ${refreshed.status}`;
    const { access_token } = await refreshed.json();
    const me = await fetch('/api/onboarding/me', { headers: { authorization: `Bearer ${access_token}` } });
    return (await me.json()).email as string;
  });

test("another site's form neither signs the member's browser in as someone else nor signs it out", async ({ page, context, baseURL }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  expect(await sessionOwner(page)).toBe('member@test.cz');

  const foreign = await context.newPage();
  const login = await foreignForm(foreign, `${baseURL}/api/onboarding/login`, { email: 'auto@test.cz', password: MEMBER_PASSWORD });
  expect(login.status()).toBe(403);
  expect((await login.json()).detail).toBe('Požadavek z jiného webu byl odmítnut. Otevřete přihlášení přímo na adrese klubu.');
  expect(await sessionOwner(page)).toBe('member@test.cz');

  const logout = await foreignForm(foreign, `${baseURL}/api/onboarding/logout`, {});
  expect(logout.status()).toBe(403);
  expect(await sessionOwner(page)).toBe('member@test.cz');
});
