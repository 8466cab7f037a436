import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AUTOSAVE_DEBOUNCE_MS, drivesTime, followRedirect } from './clock';

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
  if (next) await followRedirect(page, next);
}

/**
 * The save-status indicator settles on "saved" (or idle after it) with nothing unconfirmed. Anchored:
 * 'unsaved' contains 'saved', and an unanchored pattern let a click race the 3-s autosave in CI.
 * On a page whose clock the test drives, unsaved changes have their quiet time passed at once: the
 * debounce timer was started by the same edit that showed them as unsaved, so it fires.
 */
export async function expectSaved(page: Page) {
  const status = page.getByTestId('save-status');
  const settled = (timeout: number) => expect(status).toHaveAttribute('data-status', /^(saved|idle)$/, { timeout });
  if (!drivesTime(page)) return settled(10_000);
  // A save under way may leave edits typed meanwhile unsaved, with a new quiet time: hence the rounds.
  await expect(async () => {
    if ((await status.getAttribute('data-status')) === 'unsaved') await page.clock.fastForward(AUTOSAVE_DEBOUNCE_MS);
    await settled(1000);
  }).toPass({ timeout: 10_000 });
}

export const VALUE_CATALOGUE = [
  'Důvěra',
  'Odpovědnost',
  'Spolupráce',
  'Otevřenost',
  'Respekt',
  'Kvalita',
  'Orientace na zákazníka',
  'Inovace',
  'Spolehlivost',
  'Profesionalita',
];
export const PRIORITY_VALUES = ['Důvěra', 'Odpovědnost', 'Spolupráce'];

/**
 * The first half's data the second half builds on, through the API as `email`: two roles, ten values, three
 * priorities. Answers a poster for more, as that member, that expects 200.
 */
export async function postFirstHalf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/onboarding/login', { data: { email, password } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const post = async (url: string, data: unknown) => expect((await request.post(url, { headers, data })).status(), url).toBe(200);
  await post('/api/people/roles', {
    roles: ['Analytik', 'Vývojář'].map((position, i) => ({
      id: i + 1,
      position,
      responsibility: 'Výsledky',
      authority: 'Priority',
      excellent_behavior_example: 'Dotahuje věci',
    })),
  });
  await post('/api/people/team-values', {
    values: VALUE_CATALOGUE.map((value_name) => ({ value_name, is_selected: true, is_custom: false, original_name: value_name })),
  });
  await post('/api/people/value-priorities', {
    priorities: VALUE_CATALOGUE.map((value_name) => ({ value_name, is_priority: PRIORITY_VALUES.includes(value_name) })),
  });
  return post;
}
