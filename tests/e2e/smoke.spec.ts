import { expect, test } from '@playwright/test';

test('the built app loads under its content security policy without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(problems).toEqual([]);
});
