import { expect, test } from './support/test';

/** Issue 15: the JavaScript the sign-in page needs, as it comes over the wire, stays within this. */
const BUDGET_BYTES = 148_000;

interface Script {
  name: string;
  /** Bytes of the body as sent (compressed). */
  wire: number;
  /** Bytes once decoded. */
  decoded: number;
  encoding: string;
}

test.use({ extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' } });

test('the sign-in page loads at most 148 kB of compressed JavaScript, every script compressed', async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on('response', (res) => {
    if (res.url().endsWith('.js')) encodings.set(res.url(), res.headers()['content-encoding'] ?? 'none');
  });
  // A first visit: the cookie banner shows too, as for every new visitor.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
  await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scripts: Script[] = (
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ name: e.name, wire: e.encodedBodySize, decoded: e.decodedBodySize, encoding: '' })),
    )
  ).map((s) => ({ ...s, encoding: encodings.get(s.name) ?? 'unknown' }));
  const total = scripts.reduce((sum, s) => sum + s.wire, 0);
  const listing = scripts
    .sort((a, b) => b.wire - a.wire)
    .map((s) => `${new URL(s.name).pathname} ${s.encoding} ${s.wire} B (${s.decoded} B decoded)`)
    .join('\n');
  console.log(`sign-in page: ${scripts.length} scripts, ${total} B over the wire\n${listing}`);

  expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(0);
  // Anything worth compressing came brotli-compressed (the build leaves files under 1 kB as they are).
  expect(
    scripts.filter((s) => s.decoded > 1024 && s.encoding !== 'br'),
    listing,
  ).toEqual([]);
  expect(total, listing).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('source maps are not served', async ({ request, page }) => {
  await page.goto('/');
  const entry = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(entry).toMatch(/^\/assets\/.+\.js$/);
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
  expect((await request.get(entry!)).status()).toBe(200);
});
