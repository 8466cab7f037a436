import { expect, type Page } from '@playwright/test';

/** Types into the field with this label (the nth of that label in lists). */
export async function fill(page: Page, label: string, text: string, nth = 0) {
  await page.getByLabel(label, { exact: true }).nth(nth).fill(text);
}

/**
 * Clicks 'Dokončit krok' once the autosave has settled: the spec disables the button while a save
 * runs, so an autosave starting between Playwright's actionability check and its click would
 * swallow the click (seen in CI, in two journeys).
 */
export async function clickComplete(page: Page) {
  if (await page.getByTestId('save-status').count()) await expectSaved(page);
  await page.getByRole('button', { name: 'Dokončit krok' }).click();
}

/**
 * Completes the current step through the spec's flow: the first attempt opens the tips (closed
 * here after checking its title), the next completes, shows the success message and moves on.
 */
export async function completeWithTips(page: Page, tipsTitle: string, { next }: { next?: string | RegExp } = {}) {
  await clickComplete(page);
  const tips = page.getByRole('dialog', { name: tipsTitle });
  await expect(tips).toBeVisible();
  await tips.getByRole('button', { name: 'Zavřít' }).first().click();
  await expect(tips).toBeHidden();
  await clickComplete(page);
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  if (next) await page.waitForURL(next);
}

/**
 * The save-status indicator settles on "saved" (or idle after it) with nothing unconfirmed. Anchored:
 * 'unsaved' contains 'saved', and an unanchored pattern let a click race the 3-s autosave in CI.
 */
export async function expectSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', /^(saved|idle)$/, { timeout: 10_000 });
}
