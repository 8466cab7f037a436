import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/** Stores a consent of the current version so the banner stays out of a test that is not about it. */
export async function acceptCookiesUpfront(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookie_consent_preferences')) {
      localStorage.setItem(
        'cookie_consent_preferences',
        JSON.stringify({
          necessary: true,
          functional: false,
          analytics: false,
          marketing: false,
          version: '1.0',
          timestamp: new Date().toISOString(),
        }),
      );
    }
  });
}

/** Signs in through the real sign-in screen; waits until the app has left it unless told it should fail. */
export async function signIn(page: Page, email: string, password: string, { expectFailure = false } = {}) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  if (!expectFailure) await page.waitForURL((url) => url.pathname !== '/');
}

/** axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // Colours caught halfway through a transition (a button turning enabled) are no page's colours.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => `${n.html} ${n.messages.join('; ')}`).join(', ')}`)).toEqual([]);
}

/**
 * Full-page screenshots at 1280 px and 375 px into .test-results/screens, for people to look at.
 * None under CI (`CI` set, as `.ci/run` is run): nobody looks at them there, and they asserted
 * nothing; two full-page renders at two widths were a tenth of the browser suite's time.
 */
export async function screenshots(page: Page, name: string) {
  if (process.env.CI) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(100);
    await page.screenshot({ path: `.test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
