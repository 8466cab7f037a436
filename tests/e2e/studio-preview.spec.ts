import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { PREVIEW_ROLES } from '../support/e2e-seed';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/**
 * The step preview page (/admin/preview), which draws the editor's pane (EditorPreview): a step
 * built on another one shows sample rows, or a member's, and the completion check runs against them.
 */
test("an author previews the capacity step on sample roles and on a member's roles; nothing is saved", async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (r) => {
    const read = /\/api\/admin\/preview\/(check|data)$/.test(r.url()) || r.url().includes('/api/onboarding/');
    if (r.method() !== 'GET' && !read) writes.push(`${r.method()} ${r.url()}`);
  });
  await signIn(page, 'nahled-autor@test.cz', MEMBER_PASSWORD);
  await page.goto('/admin/preview?variant=general&module=people&step=team_capacity');
  await expect(page.getByRole('heading', { level: 2, name: 'Kapacita týmu' })).toBeVisible();
  const pane = page.getByTestId('editor-preview');
  await expect(page.getByRole('radio', { name: 'Ukázková data' })).toBeChecked();

  // One row per sample role, each with its position (the roles step's rows, linked by their ids).
  const positions = pane.getByLabel('Pozice', { exact: true });
  await expect(positions).toHaveCount(3);
  await expect(positions.first()).toHaveValue('Vedoucí výroby');
  await expect(positions.nth(1)).toHaveValue('Obchodní ředitelka');

  // The completion check runs on those rows: their capacities are still empty.
  await page.getByRole('button', { name: 'Zkontrolovat dokončení' }).click();
  const messages = page.getByTestId('preview-messages').getByRole('listitem');
  await expect(messages.first()).toHaveText('Řádek 1: Současná kapacita musí být celé číslo 0–100');
  await expect(messages).toHaveCount(6);
  const present = pane.getByLabel('Současná kapacita (%)');
  const future = pane.getByLabel('Budoucí kapacita (%)');
  for (let i = 0; i < 3; i++) {
    await present.nth(i).fill(String(40 + i));
    await future.nth(i).fill(String(60 + i));
  }
  await page.getByRole('button', { name: 'Zkontrolovat dokončení' }).click();
  await expect(page.getByText('Krok by šlo dokončit: všechna pravidla jsou splněna.')).toBeVisible();

  // The draft changed (a label, as the editor's autosave would) and read again: the new label shows, what was typed
  // stays, and how long it took is printed. The label is put back afterwards: the draft is shared by every spec.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const label = (value: string, base: string) =>
    page.request.put('/api/admin/content/texts', {
      headers: { authorization: `Bearer ${token}` },
      data: { namespace: 'steps/people', key: 'capacity.list.present', lng: 'cs', value, base },
    });
  expect((await label('Dnešní kapacita (%)', 'Současná kapacita (%)')).status()).toBe(200);
  try {
    const started = Date.now();
    await page.getByRole('button', { name: 'Načíst koncept znovu' }).click();
    await expect(pane).toHaveAttribute('data-revision', '1');
    const shownMs = Number(await pane.getAttribute('data-shown-ms'));
    const clickMs = Date.now() - started;
    test.info().annotations.push({ type: 'revision to preview shown', description: `${shownMs} ms (click to shown ${clickMs} ms)` });
    console.log(`revision to preview shown: ${shownMs} ms in the pane, ${clickMs} ms from the click`);
    await expect(pane.getByLabel('Dnešní kapacita (%)').first()).toHaveValue('40');
    await expect(future.nth(2)).toHaveValue('62');
  } finally {
    expect((await label('Současná kapacita (%)', 'Dnešní kapacita (%)')).status()).toBe(200);
  }
  await page.getByRole('button', { name: 'Načíst koncept znovu' }).click();
  await expect(pane).toHaveAttribute('data-revision', '2');
  await expect(present.first()).toHaveValue('40');
  await screenshots(page, 'studio-preview-sample');
  await expectAccessible(page);

  // A member's data: their own roles, read only.
  await page.getByRole('radio', { name: 'Data člena' }).check({ force: true });
  await expect(page.getByText('Vyberte člena této varianty')).toBeVisible();
  const member = pane.getByLabel('Člen', { exact: true });
  await expect(member.locator('option', { hasText: 'Petra Náhledová' })).toHaveCount(1);
  await member.selectOption({ label: 'Petra Náhledová' });
  await expect(positions).toHaveCount(PREVIEW_ROLES.length);
  await expect(positions.first()).toHaveValue(PREVIEW_ROLES[0]!);
  await expect(positions.nth(1)).toHaveValue(PREVIEW_ROLES[1]!);
  await page.getByRole('button', { name: 'Zkontrolovat dokončení' }).click();
  await expect(messages.first()).toHaveText('Řádek 1: Současná kapacita musí být celé číslo 0–100');
  await screenshots(page, 'studio-preview-member');
  await expectAccessible(page);
  expect(writes).toEqual([]);
});
