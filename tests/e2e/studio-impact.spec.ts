import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

// The draft and its impact as the server would answer them for a step whose bound was tightened and
// whose field was removed; the publish tab's handling of them is what this journey checks.
const DRAFT = {
  published_version: 3,
  changes: [{ path: 'step-schemas/people/team_capacity.schema.json', status: 'changed' }],
  files: [
    {
      path: 'step-schemas/people/team_capacity.schema.json',
      updated_by: null,
      updated_by_email: null,
      updated_at: '2026-11-26T10:00:00.000Z',
    },
  ],
};
const IMPACT = {
  steps: [
    { module: 'people', step: 'team_capacity', members: 40, not_fitting: 12, hidden: 0, kinds: [{ kind: 'maximum', members: 12 }] },
    { module: 'people', step: 'team_goals', members: 40, not_fitting: 0, hidden: 3, kinds: [] },
    { module: 'people', step: 'team_vision', members: 40, not_fitting: 0, hidden: 0, kinds: [] },
  ],
};

test('the publish tab says how many members a change affects and publishes only once the author agrees', async ({ page }) => {
  await page.route('**/api/admin/content/draft', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: DRAFT }) : route.continue(),
  );
  await page.route('**/api/admin/content/draft/impact', (route) => route.fulfill({ json: IMPACT }));
  await signIn(page, 'autorka@test.cz', MEMBER_PASSWORD);
  await page.goto('/admin/content?tab=publish');

  const impact = page.getByTestId('publish-impact');
  await expect(
    impact.getByText('Krok people/team_capacity: 12 členů má hodnoty, které nová verze nepřijme (číslo nad novou horní mezí).'),
  ).toBeVisible();
  await expect(impact.getByText(/^Krok people\/team_goals: 3 členové mají vyplněná pole, která nová verze odebírá/)).toBeVisible();
  await expect(impact.getByText(/team_vision/)).toHaveCount(0);
  const publish = page.getByRole('button', { name: 'Zveřejnit' });
  await expect(publish).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, 'studio-impact');

  await page.getByText('Rozumím, přesto zveřejnit').click();
  await expect(publish).toBeEnabled();
});
