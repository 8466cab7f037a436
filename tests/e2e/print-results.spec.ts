import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { memberName } from '../support/deck-data';
import { pdfPages, type PdfPage } from '../support/deck-files';
import { acceptCookiesUpfront, expectAccessible, screenshots, SCREENSHOTS, shot, signIn } from './support/helpers';
import { postFirstHalf, VALUE_CATALOGUE } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const EMAIL = 'tisk@test.cz';
/** Five priorities: the widest member-by-value table a team has. */
const PRIORITIES = VALUE_CATALOGUE.slice(0, 5);
const MEMBERS = 15;
const NAMES = Array.from({ length: MEMBERS }, (_, i) => memberName(i));
/** Words only the management may see: each member's perspective and strategic decision. */
const DECISION = (i: number) => `Rozhodnutí${i + 1}`;

/** The team evaluation of these members, each rated on every priority. */
function evaluation(names: string[]) {
  const members = names.map((member_name, i) => ({
    id: 1e12 + i,
    member_name,
    position: i % 2 ? 'Vývojář' : 'Analytik',
    status: 'active',
  }));
  return {
    members,
    evaluations: members.flatMap((m, i) =>
      PRIORITIES.map((value_name, k) => ({ team_member_id: m.id, value_name, rating: Math.min(5, 1 + ((i * (k + 1) + k) % (k + 3))) })),
    ),
  };
}

/** Stores another team evaluation as the member. */
async function postEvaluation(request: APIRequestContext, names: string[]) {
  const login = await request.post('/api/onboarding/login', { data: { email: EMAIL, password: MEMBER_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const res = await request.post('/api/people/team-evaluation', { headers, data: evaluation(names) });
  expect(res.status(), await res.text()).toBe(200);
}

/** A team of 15 rated on 5 priorities, with each member's outlook, through the API as the member. */
async function postTeam(request: APIRequestContext) {
  const post = await postFirstHalf(request, EMAIL, MEMBER_PASSWORD);
  await post('/api/people/value-priorities', {
    priorities: VALUE_CATALOGUE.map((value_name) => ({ value_name, is_priority: PRIORITIES.includes(value_name) })),
  });
  const members = NAMES.map((member_name, i) => ({
    id: 1e12 + i,
    member_name,
    position: i % 2 ? 'Vývojář' : 'Analytik',
    status: 'active',
  }));
  await post('/api/people/team-evaluation', {
    members,
    evaluations: members.flatMap((m, i) =>
      PRIORITIES.map((value_name, k) => ({ team_member_id: m.id, value_name, rating: Math.min(5, 1 + ((i * (k + 1) + k) % (k + 3))) })),
    ),
  });
  await post('/api/people/personnel-outlook', {
    outlook_data: NAMES.map((member_name, i) => ({
      member_name,
      contribution: `Přínos${i + 1}`,
      perspective: ['Ano', 'Ne', 'Částečně'][i % 3],
      strategic_decision: DECISION(i),
    })),
  });
}

/**
 * The page printed by Chromium to A4 (the page's own @page margins), its words per page (pdftotext
 * -bbox) and, for people to look at (not under CI, as screenshots), its pages as pictures under
 * .test-results/screens.
 */
async function printed(page: Page, name: string): Promise<PdfPage[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'results-pdf-'));
  await page.pdf({ path: path.join(dir, 'deck.pdf'), format: 'A4', preferCSSPageSize: true });
  if (SCREENSHOTS) {
    fs.mkdirSync('.test-results/screens', { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', path.join(dir, 'deck.pdf'), `.test-results/screens/${name}-pdf`]);
  }
  return pdfPages(dir);
}

const textOf = (p: PdfPage) => p.words.map((w) => w.text).join(' ');

/** Every word inside its page and clear of its edges: nothing is cut off at a margin. */
function expectInside(pages: PdfPage[]) {
  for (const [n, p] of pages.entries())
    for (const w of p.words) {
      expect(w.xMin, `page ${n + 1} '${w.text}'`).toBeGreaterThanOrEqual(20);
      expect(w.xMax, `page ${n + 1} '${w.text}'`).toBeLessThanOrEqual(p.width - 20);
      expect(w.yMin, `page ${n + 1} '${w.text}'`).toBeGreaterThanOrEqual(20);
      expect(w.yMax, `page ${n + 1} '${w.text}'`).toBeLessThanOrEqual(p.height - 20);
    }
}

/** No print control, navigation or top bar on paper. */
function expectNoChrome(pages: PdfPage[]) {
  const all = pages.map(textOf).join(' ');
  for (const word of ['Vytisknout', 'Zpět na prezentaci', 'Odhlásit', 'Přehled modulu', 'O projektu', 'Klub strategických'])
    expect(all).not.toContain(word);
}

/** A member's row whole on one page: beside the name and position (wrapped or not), five ratings and the average. */
function expectWholeRow(pages: PdfPage[], name: string) {
  const [first, last] = name.split(' ');
  const at = (p: PdfPage) => p.words.findIndex((w, k) => w.text === first && p.words[k + 1]?.text === last);
  const on = pages.filter((p) => at(p) >= 0);
  expect(on, name).toHaveLength(1);
  const p = on[0]!;
  const cell = p.words.slice(at(p), at(p) + 3);
  const top = Math.min(...cell.map((w) => w.yMin));
  const bottom = Math.max(...cell.map((w) => w.yMax));
  const figures = p.words.filter(
    (w) => w.xMin > cell[1]!.xMax && /^\d(,\d\d)?$/.test(w.text) && (w.yMin + w.yMax) / 2 > top && (w.yMin + w.yMax) / 2 < bottom,
  );
  expect(
    figures.map((w) => w.text),
    name,
  ).toHaveLength(6);
}

test('the printable results: opened from the presentation by keyboard, the team view without anyone, the management view with everyone, each printed to A4 whole', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await postTeam(request);
  await signIn(page, EMAIL, MEMBER_PASSWORD);
  await page.goto('/people/presentation');
  await expect(page.getByRole('heading', { level: 1, name: 'Prezentace' })).toBeVisible();

  // The link is reached with Tab and opens the page in the view chosen there (the team's at first).
  const link = page.getByRole('link', { name: 'Výsledky k tisku' });
  await expect(link).toBeVisible();
  await screenshots(page, 'results-link');
  await page.getByRole('button', { name: 'Vygenerovat prezentaci' }).focus();
  for (let i = 0; i < 5 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/people/presentation/results?audience=team');

  // The team's view: the team outlook with decimal commas and its headline; no member, rating, perspective or decision.
  await expect(page.getByRole('heading', { level: 1, name: 'Výsledky týmu' })).toBeVisible();
  await expect(page.getByTestId('results-meta')).toContainText('Zobrazení: Pro tým');
  await expect(page).toHaveTitle('Výsledky týmu – Testovací s.r.o.');
  await expect(page.getByTestId('outlook-row')).toHaveCount(5);
  await expect(page.getByTestId('results-headline')).toContainText(/Průměr týmu \d,\d\d/);
  for (const row of await page.getByTestId('outlook-row').all()) await expect(row).toContainText(/\d,\d\d/);
  await expect(page.getByTestId('results-matrix')).toHaveCount(0);
  const teamText = (await page.locator('main').textContent()) ?? '';
  for (const [i, name] of NAMES.entries()) {
    expect(teamText).not.toContain(name);
    expect(teamText).not.toContain(DECISION(i));
  }
  expect(teamText).not.toMatch(/Perspektiva|Hodnocení týmu/);
  await expectAccessible(page);

  // 'Vytisknout' is reached with Tab and prints (window.print, recorded here instead of a dialog).
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  const print = page.getByRole('button', { name: 'Vytisknout' });
  await page.getByRole('link', { name: 'Zpět na prezentaci' }).focus();
  await page.keyboard.press('Tab');
  await expect(print).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await screenshots(page, 'results-team');
  await page.emulateMedia({ media: 'print' });
  await shot(page, 'results-team-print');
  await expect(print).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: null });

  const team = await printed(page, 'results-team');
  expect(team).toHaveLength(1);
  expect(Math.round(team[0]!.width)).toBe(595);
  expect(Math.round(team[0]!.height)).toBe(842);
  expect(textOf(team[0]!)).toContain('Výhled týmu');
  // The view's name is printed; the choice of views is not.
  expect(textOf(team[0]!)).toContain('Zobrazení: Pro tým');
  expect(textOf(team[0]!)).not.toContain('Pro vedení');
  for (const name of NAMES) expect(textOf(team[0]!)).not.toContain(name.split(' ')[1]);
  expectInside(team);
  expectNoChrome(team);

  // The management's view: chosen on the page, kept in the address; the outlook, then every member on a page of its own.
  await page.getByRole('radio', { name: 'Pro vedení' }).check();
  await page.waitForURL('**/people/presentation/results?audience=management');
  await expect(page.getByTestId('results-meta')).toContainText('Zobrazení: Pro vedení');
  await expect(page.getByTestId('matrix-row')).toHaveCount(MEMBERS + 1);
  const matrix = page.getByTestId('results-matrix');
  for (const name of NAMES) await expect(matrix).toContainText(name);
  await expect(matrix.getByRole('columnheader')).toHaveText(['Člen týmu', ...PRIORITIES, 'Průměr']);
  await expectAccessible(page);
  await screenshots(page, 'results-management');
  await page.emulateMedia({ media: 'print' });
  await shot(page, 'results-management-print');
  await page.emulateMedia({ media: null });

  const management = await printed(page, 'results-management');
  expect(management).toHaveLength(2);
  expect(textOf(management[0]!)).toContain('Výhled týmu');
  expect(textOf(management[0]!)).not.toContain('Hodnocení týmu');
  // The member-by-value view starts its own page, at its top.
  const title = management[1]!.words.find((w) => w.text === 'Hodnocení');
  expect(title?.yMin).toBeLessThan(100);
  for (const name of NAMES) expectWholeRow(management, name);
  expectInside(management);
  expectNoChrome(management);

  // A team of 30, the most a team holds: the member-by-value view runs over a page, its header row repeated, no row split.
  // memberName repeats after 20: the last ten take another surname.
  const big = Array.from({ length: 30 }, (_, i) =>
    i < 20 ? memberName(i) : `${memberName(i).split(' ')[0]} ${memberName(i + 7).split(' ')[1]}`,
  );
  await postEvaluation(request, big);
  await page.reload();
  await expect(page.getByTestId('matrix-row')).toHaveCount(31);
  const long = await printed(page, 'results-management-30');
  expect(long).toHaveLength(3);
  for (const p of long.slice(1)) expect(textOf(p)).toMatch(/^(Hodnocení týmu )?Člen týmu Důvěra/);
  for (const name of big) expectWholeRow(long, name);
  expectInside(long);
});

test('before the presentation is open the results page says the step is locked and leads to the overview', async ({ page }) => {
  await signIn(page, 'intro-done@test.cz', MEMBER_PASSWORD);
  await page.goto('/people/presentation/results');
  await expect(page.getByTestId('step-locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vytisknout' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Přejít na přehled modulu' }).click();
  await page.waitForURL('**/people/workflow');
});
