import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { AUTOSAVE_DEBOUNCE_MS, driveTime, runFor, stopTime } from './support/clock';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const STEP_TEXTS = 'steps/new_team_onboarding';
const VARIANT_TEXTS = 'variants/general';
const OLD_STEP_TITLE = 'Kontext';
const OLD_HOME_TITLE = 'Vítejte v Klubu strategických manažerů';
const NEW_STEP_TITLE = 'Kontext týmu, který přebíráte';
const NEW_HOME_TITLE = 'Vítejte, strategie čeká';
const FIELD_1 = 'Proč tým existuje a co od něj firma očekává?';
const FIELD_2 = 'Jaká je historie týmu?';

/**
 * The author (an administrator, who is an author too, and may open the preview page) works through
 * the studio API with the page's own session (the studio's screens are being built elsewhere): the
 * access token the app keeps, sent as the app sends it.
 */
async function studio(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, data?: object) => {
    const res = await page.request.fetch(`/api/admin/content${path}`, { method, headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  return {
    /** Writes one Czech text of the draft over the value it holds now. */
    async setText(namespace: string, key: string, value: string) {
      const { rows } = (await call('GET', `/texts?namespace=${namespace}`)) as { rows: Array<{ key: string; cs: string | null }> };
      const base = rows.find((r) => r.key === key)?.cs ?? null;
      await call('PUT', '/texts', { namespace, key, lng: 'cs', value, base });
    },
    async publish(note: string): Promise<number> {
      return ((await call('POST', '/publish', { note })) as { version: { id: number } }).version.id;
    },
    async restore(id: number): Promise<number> {
      return ((await call('POST', `/versions/${id}/restore`)) as { version: { id: number } }).version.id;
    },
  };
}

/** The version members' browsers are told to load. */
const versionInUse = async (page: Page) => ((await (await page.request.get('/api/content/current')).json()) as { id: number }).id;

test('an author’s draft shows in the preview only; published, members see it at the next page load without a restart; restored, the old texts are back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'verze@test.cz', MEMBER_PASSWORD);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: OLD_HOME_TITLE })).toBeVisible();
  // The step's module and texts come from the version's immutable addresses, not from the app's bundle.
  const moduleLoaded = page.waitForResponse(/\/api\/content\/versions\/\d+\/steps\/new_team_onboarding\/onboarding_context\.js$/);
  await page.goto('/new-team-onboarding/context');
  await expect(page.getByRole('heading', { level: 1, name: OLD_STEP_TITLE })).toBeVisible();
  expect((await moduleLoaded).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await acceptCookiesUpfront(author);
  await signIn(author, ADMIN_EMAIL, ADMIN_PASSWORD);
  const api = await studio(author);
  const before = await versionInUse(author);
  await api.setText(STEP_TEXTS, 'onboarding_context.title', NEW_STEP_TITLE);
  await api.setText(VARIANT_TEXTS, 'text_content.homeWelcomeTitle', NEW_HOME_TITLE);

  // The preview shows the draft, the step's texts and the variant's.
  await author.goto('/admin/preview?variant=general&module=new_team_onboarding&step=onboarding_context');
  await expect(author.getByRole('heading', { level: 2, name: NEW_STEP_TITLE })).toBeVisible();
  await screenshots(author, 'content-versions-preview-draft');
  await expectAccessible(author);
  const preview = await author.request.get('/api/admin/preview/steps/intro/welcome?variant=general', {
    headers: { authorization: `Bearer ${await author.evaluate(() => localStorage.getItem('access_token'))}` },
  });
  expect((await preview.json()).texts[VARIANT_TEXTS].text_content.homeWelcomeTitle).toBe(NEW_HOME_TITLE);

  // Members do not see the draft.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: OLD_STEP_TITLE })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: OLD_HOME_TITLE })).toBeVisible();

  // Published: the member's next page load shows both, from the same server process, never restarted.
  const published = await api.publish('Nové nadpisy');
  expect(published).toBe(before + 1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NEW_HOME_TITLE })).toBeVisible();
  await page.goto('/new-team-onboarding/context');
  await expect(page.getByRole('heading', { level: 1, name: NEW_STEP_TITLE })).toBeVisible();
  await screenshots(page, 'content-versions-member-published');

  // Restored: the old texts are back at the next load, also within the app (no reload in between).
  expect(await api.restore(before)).toBe(published + 1);
  await page.getByRole('link', { name: 'Domů' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: OLD_HOME_TITLE })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: OLD_HOME_TITLE })).toBeVisible();
  await page.goto('/new-team-onboarding/context');
  await expect(page.getByRole('heading', { level: 1, name: OLD_STEP_TITLE })).toBeVisible();
  await authorContext.close();
});

test('a member typing in a step when a version is published keeps every value and goes on saving', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await driveTime(page);
  await signIn(page, 'verze-pise@test.cz', MEMBER_PASSWORD);
  await page.goto('/new-team-onboarding/context');
  await expect(page.getByLabel(FIELD_1, { exact: true })).toBeEditable();
  const status = page.getByTestId('save-status');
  await stopTime(page);
  await page.getByLabel(FIELD_1, { exact: true }).pressSequentially('Tým obsluhuje klienty', { delay: 10 });
  await expect(status).toHaveText('Máte neuložené změny oproti posledně uložené verzi');

  // Meanwhile an author publishes a new title for this very step.
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await acceptCookiesUpfront(author);
  await signIn(author, ADMIN_EMAIL, ADMIN_PASSWORD);
  const api = await studio(author);
  const before = await versionInUse(author);
  await api.setText(STEP_TEXTS, 'onboarding_context.title', NEW_STEP_TITLE);
  await api.publish('Nový nadpis během psaní');

  // The member goes on typing; the autosave stores both fields on the step the page loaded.
  await page.getByLabel(FIELD_2, { exact: true }).pressSequentially('Vznikl před dvěma lety', { delay: 10 });
  await runFor(page, AUTOSAVE_DEBOUNCE_MS + 100);
  await expect(status).toHaveText('Uloženo');
  await expect(page.getByLabel(FIELD_1, { exact: true })).toHaveValue('Tým obsluhuje klienty');
  await expect(page.getByRole('heading', { level: 1, name: OLD_STEP_TITLE })).toBeVisible();

  // The next load of the step has the new version, and every value.
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NEW_STEP_TITLE })).toBeVisible();
  await expect(page.getByLabel(FIELD_1, { exact: true })).toHaveValue('Tým obsluhuje klienty');
  await expect(page.getByLabel(FIELD_2, { exact: true })).toHaveValue('Vznikl před dvěma lety');

  await api.restore(before);
  await authorContext.close();
});
