import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptCookiesUpfront, screenshots, shot, signIn } from './support/helpers';
import { axeViolations } from './support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/fixtures';
import { PROGRESS_COMPANY, PROGRESS_MEMBERS } from '../support/e2e-seed';

test.use({ actionTimeout: 15_000 });
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const DAY = 86_400_000;
const czechDate = (daysAgo: number) =>
  new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric' }).format(new Date(Date.now() - daysAgo * DAY));

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** axe-core, every impact: no violation at all. */
async function noViolations(page: Page, scope?: string) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const violations = await axeViolations(page, scope);
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
}

/** The rows (table) or the cards (phone) the users tab shows, whichever is visible. */
const listed = (page: Page, wide: boolean): Locator => page.getByTestId(wide ? /^user-row-/ : /^user-card-/);
const member = (page: Page, wide: boolean, email: string) => page.getByTestId(`${wide ? 'user-row' : 'user-card'}-${email}`);

async function filterIdle(page: Page, wide: boolean) {
  await field(page, 'Bez aktivity déle než (dní)').fill('7');
  await expect(listed(page, wide)).toHaveCount(2);
  const stopped = member(page, wide, PROGRESS_MEMBERS.stopped);
  // Where they stopped: the module and the step, and each module's percentage.
  await expect(stopped.getByTestId('current-step')).toHaveText('LidéVize týmu');
  for (const text of ['Úvod: 100 %', 'Lidé: 8 %', 'Onboarding nového týmu: 0 %']) await expect(stopped).toContainText(text);
  await expect(member(page, wide, PROGRESS_MEMBERS.never).getByTestId('current-step')).toHaveText('ÚvodVítejte');
  await expect(member(page, wide, PROGRESS_MEMBERS.active)).toHaveCount(0);
}

test('the administrator finds who has not moved for a week, where they stopped, their step dates, the company summary and the report', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');
  // The dashboard's first load on a server just started, on a loaded machine, can take longer than an assertion's 10 s.
  await expect(page.getByTestId(`user-row-${PROGRESS_MEMBERS.stopped}`)).toBeVisible({ timeout: 30_000 });

  await test.step('1280 px: idle for more than 7 days, then a module in progress, then sorted by progress', async () => {
    await filterIdle(page, true);
    await field(page, 'Modul').selectOption({ label: 'Lidé' });
    await field(page, 'Stav modulu').selectOption({ label: 'Rozpracováno' });
    await expect(listed(page, true)).toHaveCount(1);
    await expect(listed(page, true)).toHaveAttribute('data-testid', `user-row-${PROGRESS_MEMBERS.stopped}`);
    await field(page, 'Stav modulu').selectOption({ label: 'Nezačato' });
    await expect(listed(page, true)).toHaveAttribute('data-testid', `user-row-${PROGRESS_MEMBERS.never}`);
    await field(page, 'Stav modulu').selectOption({ label: 'Jakýkoli stav' });
    await field(page, 'Modul').selectOption({ label: 'Všechny moduly' });
    await noViolations(page);
    await screenshots(page, 'admin-progress-idle');

    await field(page, 'Bez aktivity déle než (dní)').fill('');
    await field(page, 'Společnost').selectOption({ label: PROGRESS_COMPANY });
    await field(page, 'Řadit').selectOption({ label: 'Podle postupu: nejdál první' });
    await expect(listed(page, true)).toHaveCount(3);
    const order = async () => await listed(page, true).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(await order()).toEqual([PROGRESS_MEMBERS.active, PROGRESS_MEMBERS.stopped, PROGRESS_MEMBERS.never].map((e) => `user-row-${e}`));
    await field(page, 'Řadit').selectOption({ label: 'Podle aktivity: nejdéle neaktivní první' });
    expect(await order()).toEqual([PROGRESS_MEMBERS.never, PROGRESS_MEMBERS.stopped, PROGRESS_MEMBERS.active].map((e) => `user-row-${e}`));
    await field(page, 'Řadit').selectOption({ label: 'Podle pořadí přidání' });
    await field(page, 'Společnost').selectOption({ label: 'Všechny společnosti' });
  });

  await test.step('the user detail lists every step with its status and Czech dates', async () => {
    await page.getByRole('button', { name: 'Detail: Zdeněk Zastavený' }).click();
    const detail = dialog(page, 'Detail uživatele');
    const people = detail.getByTestId('progress-module-people');
    await expect(people).toContainText('1 z 12 kroků · 8 %');
    await expect(people).toContainText('Rozpracováno');
    await expect(people.getByTestId('progress-step-team_goals')).toContainText('Dokončeno');
    await expect(people.getByTestId('progress-step-team_goals')).toContainText(`Zahájeno ${czechDate(20)}`);
    await expect(people.getByTestId('progress-step-team_goals')).toContainText(`Dokončeno ${czechDate(16)}`);
    await expect(people.getByTestId('progress-step-team_vision')).toContainText(`Rozpracováno`);
    await expect(people.getByTestId('progress-step-team_vision')).toContainText(`Zahájeno ${czechDate(14)}`);
    await expect(people.getByTestId('progress-step-team_vision')).not.toContainText('Dokončeno');
    await expect(people.getByTestId('progress-step-team_capacity')).toHaveText(/^Kapacita týmuNezačato$/);
    await expect(detail.getByTestId('progress-module-intro')).toContainText(`Dokončeno ${czechDate(30)}`);
    await noViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await people.scrollIntoViewIfNeeded();
      await shot(page, `admin-progress-detail-${width}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await detail.getByRole('button', { name: 'Zavřít' }).first().click();
    await expect(detail).toBeHidden();
  });

  await test.step('both reports download with the day in their names', async () => {
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Stáhnout CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^postup-clenu-\d{4}-\d\d-\d\d\.csv$/);
    const text = fs.readFileSync((await csv.path())!, 'utf8');
    expect(text.startsWith('\uFEFFJméno;E-mail;Firma;Varianta;Modul;Pořadí kroku;Krok;Stav;Zahájeno;Dokončeno\r\n')).toBe(true);
    expect(text).toContain(
      `Zdeněk Zastavený;${PROGRESS_MEMBERS.stopped};${PROGRESS_COMPANY};Obecná varianta;Lidé;2;Vize týmu;rozpracováno;`,
    );
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Stáhnout XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^postup-clenu-\d{4}-\d\d-\d\d\.xlsx$/);
    // An XLSX is a ZIP: PK and its parts.
    expect(
      fs
        .readFileSync((await xlsx.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  await test.step("the company detail summarises its members' progress", async () => {
    await page.getByRole('button', { name: /^Společnosti/ }).click();
    await page.getByRole('button', { name: `Detail: ${PROGRESS_COMPANY}` }).click();
    const detail = dialog(page, `Detail společnosti: ${PROGRESS_COMPANY}`);
    const summary = detail.getByTestId('company-progress');
    await expect(summary).toContainText('Průměrný postup členů: 11 %');
    // Module, done, in progress, not started, average.
    await expect(summary.getByTestId('company-module-intro')).toHaveText(['Úvod', '2', '0', '1', '67 %'].join(''));
    await expect(summary.getByTestId('company-module-people')).toHaveText(['Lidé', '0', '2', '1', '11 %'].join(''));
    await expect(summary.getByTestId('company-module-new_team_onboarding')).toHaveText(
      ['Onboarding nového týmu', '0', '0', '3', '0 %'].join(''),
    );
    await noViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await summary.scrollIntoViewIfNeeded();
      if (width === 375)
        await expect(summary.getByTestId('company-card-people')).toHaveText('Lidé: 11 %Dokončeno 0 · Rozpracováno 2 · Nezačato 1');
      await shot(page, `admin-progress-company-${width}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await detail.getByRole('button', { name: 'Zavřít' }).first().click();
    await page.getByRole('tab', { name: 'Správa uživatelů' }).click();
  });

  await test.step('375 px: the same filter on the cards, where each shows the step and the percentages', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId(`user-card-${PROGRESS_MEMBERS.stopped}`)).toBeVisible();
    await filterIdle(page, false);
    await noViolations(page);
    await shot(page, 'admin-progress-cards-375');
  });
});
