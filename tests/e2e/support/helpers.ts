import { expect, type Locator, type Page } from '@playwright/test';
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

/** Screenshots are for people to look at: none under CI (`CI` set, as `.ci/run` runs), where nobody does. */
export const SCREENSHOTS = !process.env.CI;

/** One screenshot of the page (the whole page unless `fullPage: false`) or of a part of it, as .test-results/screens/<name>.png. */
export async function shot(target: Page | Locator, name: string, { fullPage = true } = {}) {
  if (!SCREENSHOTS) return;
  const path = `.test-results/screens/${name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/**
 * Screenshots at 1280 px and 375 px (<name>-<width>.png): the whole page, or as the screen shows it
 * (`fullPage: false`: a dialog over a long list), or one `part` of the page. The viewport is 1280 px
 * again afterwards. Under CI none, and the viewport stays: two renders at two widths each asserted
 * nothing and were a tenth of the browser suite's time.
 */
export async function screenshots(page: Page, name: string, { fullPage = true, part }: { fullPage?: boolean; part?: Locator } = {}) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(150);
    await shot(part ?? page, `${name}-${width}`, { fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
