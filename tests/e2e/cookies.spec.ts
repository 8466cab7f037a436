import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const banner = (page: Page) => page.getByRole('region', { name: 'Nastavení souborů cookie' });
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent_preferences') ?? 'null'));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { consentEvents: unknown[] }).consentEvents = [];
    window.addEventListener('cookiePreferencesChanged', (e) =>
      (window as unknown as { consentEvents: unknown[] }).consentEvents.push((e as CustomEvent).detail),
    );
  });
});

test('the banner shows on every page until a choice is saved, and links open the legal pages in a new tab', async ({ page }) => {
  for (const path of ['/', '/privacy-policy', '/terms-of-service']) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
  }
  for (const name of ['Zásady ochrany osobních údajů', 'Podmínky použití']) {
    await expect(banner(page).getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
});

test('accept all stores every category with version 1.0, fires the event and survives a reload', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Přijmout vše' }).click();
  await expect(banner(page)).toHaveCount(0);
  const prefs = await stored(page);
  expect(prefs).toMatchObject({ necessary: true, functional: true, analytics: true, marketing: true, version: '1.0' });
  expect(Date.now() - Date.parse(prefs.timestamp)).toBeLessThan(60_000);
  expect(await page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents)).toEqual([prefs]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('detailed mode: necessary locked on, functional and analytics switches, no marketing switch; save settings', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Nastavení' }).click();
  const necessary = banner(page).getByRole('checkbox', { name: /Nezbytné/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(banner(page).getByRole('checkbox')).toHaveCount(3);
  await expect(banner(page).getByText(/marketing/i)).toHaveCount(0);
  await banner(page).getByText('Funkční', { exact: true }).click();
  await banner(page).getByRole('button', { name: 'Uložit nastavení' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ necessary: true, functional: true, analytics: false, marketing: false, version: '1.0' });
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
});

test('only necessary turns every optional category off', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Nastavení' }).click();
  await banner(page).getByRole('button', { name: 'Pouze nezbytné' }).click();
  expect(await stored(page)).toMatchObject({ functional: false, analytics: false, marketing: false, version: '1.0' });
});

test('a stored preference of another version is ignored', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'cookie_consent_preferences',
      JSON.stringify({
        necessary: true,
        functional: true,
        analytics: true,
        marketing: true,
        version: '0.9',
        timestamp: '2024-01-01T00:00:00Z',
      }),
    ),
  );
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Nastavení' })).toBeVisible();
});

test('an unreadable stored preference is logged and the banner shows', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.addInitScript(() => localStorage.setItem('cookie_consent_preferences', '{broken'));
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(errors.some((e) => e.includes('Could not read the cookie preferences'))).toBe(true);
});

test('the global function and the legal pages reopen the banner in detailed mode with the saved choice', async ({ page }) => {
  await page.goto('/privacy-policy');
  await banner(page).getByRole('button', { name: 'Přijmout vše' }).click();
  await page.evaluate(() => window.openCookieSettings!());
  await expect(banner(page).getByRole('checkbox', { name: /Analytické/ })).toBeChecked();
  await banner(page).getByRole('button', { name: 'Pouze nezbytné' }).click();
  await page.getByRole('button', { name: 'Nastavení cookies' }).click();
  await expect(banner(page).getByRole('checkbox', { name: /Analytické/ })).not.toBeChecked();
  await expect(banner(page).getByRole('button', { name: 'Uložit nastavení' })).toBeVisible();
});
