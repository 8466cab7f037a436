import { expect, test } from './support/test';
import { acceptCookiesUpfront, signIn } from './support/helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test('an anonymous visitor of a protected page goes to /', async ({ page }) => {
  for (const path of ['/home', '/admin', '/about', '/people/workflow', '/new-team-onboarding/context']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
});

test('a member: / goes home, /admin is unauthorized, unknown paths go home, a locked module is unauthorized', async ({ page }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  await page.goto('/');
  await expect(page).toHaveURL('/home');
  await page.goto('/admin');
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Nemáte přístup' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/home');
  // people requires the intro, which this member has not completed
  await page.goto('/people/team-roles-revision');
  await expect(page).toHaveURL('/unauthorized');
  await page.getByRole('button', { name: 'Přejít domů' }).click();
  await expect(page).toHaveURL('/home');
});

test('the old roles path leads to /people/roles once people is open', async ({ page }) => {
  await signIn(page, 'intro-done@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  await page.goto('/people/team-roles-revision');
  await expect(page).toHaveURL('/people/roles');
  await expect(page.getByRole('heading', { name: 'Role v týmu', level: 1 })).toBeVisible();
  // Its turn has not come: the page says so and loads nothing.
  await expect(page.getByTestId('step-locked')).toContainText('Krok je uzamčen. Nejprve dokončete předchozí krok.');
});

test('an administrator on a member page goes to /admin', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');
  for (const path of ['/home', '/about', '/people/workflow', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL('/admin');
  }
});

test('a member without a variant sees no modules and no module route', async ({ page }) => {
  await signIn(page, 'bez-varianty@test.cz', MEMBER_PASSWORD);
  await expect(page.getByTestId('no-modules')).toContainText('Žádné moduly');
  await page.goto('/new-team-onboarding/workflow');
  await expect(page).toHaveURL('/unauthorized');
});

test('a 401 during the module check signs out to /', async ({ page, context }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  await context.clearCookies();
  await page.evaluate(() => localStorage.setItem('access_token', 'x.eyJleHAiOjQxMDI0NDQ4MDB9.forged'));
  await page.goto('/new-team-onboarding/workflow');
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('logout clears the stored session and returns to /; the server revoked the refresh token', async ({ page, context }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  const cookie = (await context.cookies()).find((c) => c.name === 'refresh_token')!;
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')])).toEqual([null, null]);
  const replay = await page.request.post('/api/onboarding/refresh', { headers: { cookie: `refresh_token=${cookie.value}` } });
  expect(replay.status()).toBe(401);
  expect((await replay.json()).detail).toBe('Platnost přihlášení vypršela. Přihlaste se znovu.');
});

test('the mobile menu opens, shows the links and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('link', { name: 'O projektu' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Otevřít menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Zavřít menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'O projektu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/about');
});

test('a module opened on another device opens at once in a tab signed in before: the guard asks the server, not its copy', async ({
  page,
  browser,
}) => {
  await signIn(page, 'intro-elsewhere@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  // The tab's stored copy says what sign-in said: people locked until the intro is completed.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).modules)).toContainEqual({
    module_name: 'people',
    locked_by_prerequisites: true,
  });

  const device = await browser.newContext();
  try {
    const other = await device.newPage();
    await acceptCookiesUpfront(other);
    await signIn(other, 'intro-elsewhere@test.cz', MEMBER_PASSWORD);
    // The intro's answers, then its completion, as the intro page on that device sends them.
    const statuses = await other.evaluate(async () => {
      const authorization = `Bearer ${localStorage.getItem('access_token')}`;
      const body = JSON.stringify({ question1: 'a', question2: 'b', question3: 'c' });
      const saved = await fetch('/api/intro/welcome', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body,
      });
      const completed = await fetch('/api/intro/welcome/complete', { method: 'POST', headers: { authorization } });
      return [saved.status, completed.status];
    });
    expect(statuses).toEqual([200, 200]);
  } finally {
    await device.close();
  }

  await page.goto('/people/team-goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Týmové cíle' })).toBeVisible();
  await expect(page).toHaveURL('/people/team-goals');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).modules)).toContainEqual({
    module_name: 'people',
    locked_by_prerequisites: false,
  });
});
