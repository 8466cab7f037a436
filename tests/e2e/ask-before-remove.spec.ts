import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { driveTime } from './support/clock';
import { expectSaved, postFirstHalf, PRIORITY_VALUES } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const EMAIL = 'odebrat@test.cz';
const MEMBERS = [
  { id: 1, member_name: 'Jana Nováková', position: 'Analytik', status: 'active' },
  { id: 2, member_name: 'Petr Dvořák', position: 'Vývojář', status: 'active' },
];
/** Jana rated 4, 4, 5 on the three priorities (three development topics, threshold 4); Petr well (none). */
const RATINGS = [
  [4, 4, 5],
  [1, 2, 1],
];

/**
 * The team rated, the personnel outlook and the development topics filled, through the API, the
 * steps completed already by the seed: removing Jana now reopens the outlook and drops her topics.
 */
async function laterStepsDone(request: APIRequestContext) {
  const post = await postFirstHalf(request, EMAIL, MEMBER_PASSWORD);
  const login = await request.post('/api/onboarding/login', { data: { email: EMAIL, password: MEMBER_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const derived = async (url: string) =>
    (await (await request.get(url, { headers })).json()) as Record<string, Array<Record<string, unknown>>>;
  await post('/api/people/team-evaluation', {
    members: MEMBERS,
    evaluations: MEMBERS.flatMap((m, i) =>
      PRIORITY_VALUES.map((value_name, v) => ({ team_member_id: m.id, value_name, rating: RATINGS[i]![v]! })),
    ),
  });
  const outlook = await derived('/api/people/personnel-outlook');
  await post('/api/people/personnel-outlook', {
    outlook_data: outlook.outlook_data!.map((row) => ({
      ...row,
      contribution: 'Drží know-how',
      perspective: 'Ano',
      strategic_decision: 'Rozvíjet',
    })),
  });
  const topics = await derived('/api/people/development-topics');
  expect(topics.topics!.map((t) => t.member_name)).toEqual(['Jana Nováková', 'Jana Nováková', 'Jana Nováková']);
  await post('/api/people/development-topics', {
    topics: topics.topics!.map((t) => ({ ...t, step_1: 'Mentoring', step_2: 'Kurz', step_3: 'Zpětná vazba' })),
  });
}

const memberRow = (page: Page, name: string) => page.getByTestId('member-row').filter({ hasText: name });
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Odebrat člena týmu „Jana Nováková“?' });
const undoBar = (page: Page) => page.getByTestId('undo-bar');

test('removing a team member asks first, naming the steps to complete again and the topics lost; Zrušit keeps her, Odebrat removes her, Vrátit zpět brings her back with her ratings', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await laterStepsDone(request);
  await driveTime(page);
  await signIn(page, EMAIL, MEMBER_PASSWORD);
  await page.goto('/people/team-evaluation');
  await expect(page.getByRole('heading', { level: 1, name: 'Hodnocení týmu' })).toBeVisible();
  await expect(page.getByTestId('member-row')).toHaveCount(2);

  // Asked, by mouse: the member, the step to complete again, the topics lost with her; the safe answer focused.
  await memberRow(page, 'Jana Nováková').getByRole('button', { name: 'Odebrat člena Jana Nováková' }).click();
  const dialog = question(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zrušit' })).toBeFocused();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Personální výhled$/ })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: /^3 rozvojová témata s texty$/ })).toBeVisible();
  // The list behind the question still shows her.
  await expect(memberRow(page, 'Jana Nováková')).toHaveCount(1);
  await expectAccessible(page);
  await screenshots(page, 'ask-before-remove-dialog');

  // Zrušit keeps her, here and on the server.
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-row')).toHaveCount(2);
  await expect(undoBar(page)).toHaveCount(0);
  await page.reload();
  await expect(memberRow(page, 'Jana Nováková')).toHaveCount(1);
  await expect(page.getByTestId('member-row')).toHaveCount(2);

  // Escape cancels too; then Odebrat, all by keyboard, removes her and saves at once.
  const remove = memberRow(page, 'Jana Nováková').getByRole('button', { name: 'Odebrat člena Jana Nováková' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Zrušit' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-row')).toHaveCount(2);
  // The focus is not lost to the page's start: it is on the list, as after any removal there.
  await expect(page.getByRole('heading', { name: 'Členové týmu' })).toBeFocused();
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Zrušit' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Odebrat' })).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Odebrat' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(memberRow(page, 'Jana Nováková')).toHaveCount(0);

  // Saved, with the steps it reopened, and an undo offered.
  await expect(undoBar(page)).toHaveAttribute('role', 'status');
  await expect(undoBar(page)).toContainText('Změna uložena.');
  await expect(undoBar(page)).toContainText('Personální výhled');
  await expectSaved(page);
  await expectAccessible(page);
  await screenshots(page, 'ask-before-remove-undo-bar');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(undoBar(page).getByRole('button', { name: 'Vrátit zpět' })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Vrátit zpět: she is back with her ratings, on the server too, and the outlook completed again.
  await undoBar(page).getByRole('button', { name: 'Vrátit zpět' }).click();
  await expect(undoBar(page)).toContainText('Změna byla vrácena.');
  await expect(memberRow(page, 'Jana Nováková')).toHaveCount(1);
  await expect(memberRow(page, 'Jana Nováková').getByTestId('member-state')).toHaveText('Hodnocení kompletní');
  await page.reload();
  await memberRow(page, 'Jana Nováková')
    .getByRole('button', { name: /^Jana Nováková/ })
    .click();
  const ratings = page.getByRole('region', { name: 'Hodnocení: Jana Nováková' });
  for (const [v, value] of PRIORITY_VALUES.entries()) {
    await expect(ratings.getByRole('group', { name: new RegExp(`^${value}`) }).getByRole('radio', { checked: true })).toHaveAccessibleName(
      new RegExp(`^${RATINGS[0]![v]} – `),
    );
  }
  await page.goto('/people/personnel-outlook');
  await expect(page.getByTestId('step-completed-on')).toBeVisible();
});
