import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { driveTime, runFor, stopTime } from './support/clock';
import { expectSaved } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

/** The general variant's intro (locales/cs/variants/general.json), card by card. */
const CARDS = {
  welcome: 'Vítejte na cestě ke strategii týmu',
  step1: 'Krok 1: Poznejte, kde váš tým stojí',
  step2: 'Krok 2: Určete, kam tým povedete',
  reflection: 'Chvíle na zamyšlení',
  commitment: 'Váš závazek',
  prerequisites: 'Co budete potřebovat',
  final: 'Jste připraveni začít',
};
const QUESTIONS = [
  {
    header: 'Otázka 1 ze 3',
    text: 'Jak dnes vznikají cíle vašeho týmu?',
    answer: 'Tvoříme je společně s týmem.',
    response: 'Výborně, na tom se dá stavět. Workshop vám pomůže společné cíle zpřesnit a popsat, podle čeho poznáte, že se daří.',
  },
  {
    header: 'Otázka 2 ze 3',
    text: 'Ví každý člen týmu, jak jeho práce přispívá k cílům týmu?',
    answer: 'Někteří ano, jiní spíš tuší.',
    response: 'Běžný stav. Právě společně sdílené cíle a jasné role z workshopu tyto rozdíly v týmu vyrovnávají.',
  },
  {
    header: 'Otázka 3 ze 3',
    text: 'Kolik času týdně věnujete rozvoji týmu, ne provozu?',
    answer: 'Jednu až tři hodiny.',
    response: 'Dobrý základ. Když ten čas věnujete workshopu, budete mít strategii hotovou zhruba za dva měsíce.',
  },
];
const BUTTON = 'Chci si vytvořit vlastní strategii';

const cards = (page: Page) => page.locator('section[data-card]');
const card = (page: Page, n: number) => page.locator(`section[data-card="${n}"]`);
const next = (page: Page) => page.getByRole('button', { name: 'Další' });
const question = (page: Page, n: number) => page.getByRole('radiogroup', { name: QUESTIONS[n - 1]!.text });

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/**
 * Presses the final button on a stopped clock: the celebration still shows 4.9 s later and has moved
 * on to the people module's first step at 5 s. The clock is moved only once the completion's last
 * call (the progress that names the next step) is answered, so the app has had every chance to move
 * on too early.
 */
async function pressFinal(page: Page, press: () => Promise<void>) {
  await stopTime(page);
  const progressRead = page.waitForResponse((r) => r.url().endsWith('/api/variants/progress'));
  await press();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await progressRead;
  await runFor(page, 4900);
  await expect(page).toHaveURL(/\/intro/);
  await expect(page.getByTestId('celebration')).toBeVisible();
  await runFor(page, 200);
  await page.clock.resume();
  await page.waitForURL('**/people/team-goals');
}

/** After the last card: the celebration for 5 s, then the people module's first step; the API has first login and the intro completed. */
async function expectFinished(page: Page) {
  await pressFinal(page, async () => {
    await page.getByRole('button', { name: BUTTON }).click();
    await expect(page.getByTestId('celebration')).toHaveText('Skvělé! Úvod máte za sebou. Jdeme tvořit vaši strategii.');
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Týmové cíle' })).toBeVisible();
  expect(await api<{ first_login_completed: boolean }>(page, '/api/onboarding/me')).toMatchObject({ first_login_completed: true });
  const progress = await api<{
    user_variants: Array<{ modules: Array<{ module_name: string; completed_steps: number; total_steps: number }> }>;
  }>(page, '/api/variants/progress');
  expect(progress.user_variants[0]!.modules.find((m) => m.module_name === 'intro')).toMatchObject({ completed_steps: 1, total_steps: 1 });
  // The answers are kept with the completed step.
  expect(await api(page, '/api/intro/welcome')).toEqual({ question1: 'c', question2: 'b', question3: 'b' });
}

test('a new member goes through the thirteen cards by mouse, sees each response, the mentoring popup after card 7, and ends on the first people step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await driveTime(page);
  await signIn(page, 'intro-mouse@test.cz', MEMBER_PASSWORD);
  expect(await api<{ first_login_completed: boolean }>(page, '/api/onboarding/me')).toMatchObject({ first_login_completed: false });
  await page.goto('/intro');
  await expect(page.getByRole('heading', { level: 1, name: 'Vítejte' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, 1).getByRole('heading', { name: CARDS.welcome })).toBeVisible();
  await expect(card(page, 1)).toContainText('Karta 1 z 13');
  await expectAccessible(page);

  await next(page).click();
  await expect(card(page, 2).getByRole('heading', { name: CARDS.step1 })).toBeVisible();
  await expect(next(page)).toHaveCount(1);
  await next(page).click();
  await expect(card(page, 3).getByRole('heading', { name: CARDS.step2 })).toBeVisible();

  for (const [i, q] of QUESTIONS.entries()) {
    await next(page).click();
    const here = card(page, 4 + i);
    await expect(here.getByRole('heading', { name: q.header })).toBeVisible();
    // The arrow waits for an answer.
    await expect(next(page)).toHaveCount(0);
    await here.getByText(q.answer).click();
    const response = here.getByTestId('choice-response');
    await expect(response).toHaveText(q.response);
    await expect(response).toBeInViewport();
  }
  // Another answer shows its own response.
  await card(page, 6).getByText('Více než tři hodiny.').click();
  await expect(card(page, 6).getByTestId('choice-response')).toContainText('Skvělé, rozvoj týmu berete vážně.');
  await card(page, 6).getByText(QUESTIONS[2]!.answer).click();
  await expect(card(page, 6).getByTestId('choice-response')).toHaveText(QUESTIONS[2]!.response);

  await next(page).click();
  await expect(card(page, 7).getByRole('heading', { name: CARDS.reflection })).toBeVisible();
  await next(page).click();
  const mentoring = page.getByRole('dialog', { name: 'Slovo mentora' });
  await expect(mentoring).toBeVisible();
  await expect(mentoring.getByRole('heading', { level: 3 })).toHaveText(['Buďte konkrétní', 'Zapojte tým', 'Dopřejte si čas']);
  await expect(card(page, 11)).toHaveCount(0);
  await screenshots(page, 'intro-mentoring');
  await mentoring.getByRole('button', { name: 'Zavřít' }).first().click();
  await expect(mentoring).toBeHidden();
  await expect(card(page, 11).getByRole('heading', { name: CARDS.commitment })).toBeVisible();
  await expect(card(page, 11)).toContainText('Karta 11 z 13');
  await next(page).click();
  await expect(card(page, 12).getByRole('heading', { name: CARDS.prerequisites })).toBeVisible();
  await expect(card(page, 12).getByRole('listitem')).toHaveCount(4);
  await expect(card(page, 12)).toContainText('Bez zapojení týmu zůstane strategie jen na papíře.');
  await next(page).click();
  await expect(card(page, 13).getByRole('heading', { name: CARDS.final })).toBeVisible();
  await expect(next(page)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(10);
  // Nothing but the last card completes: the step's own buttons are not shown.
  await expect(page.getByRole('button', { name: 'Dokončit krok' })).toHaveCount(0);

  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshots(page, 'intro-cards');
  await expectSaved(page);
  await expectFinished(page);
});

test('by keyboard alone: the arrow, the answers, the popup and the final button; focus moves to each new card', async ({ page }) => {
  test.setTimeout(120_000);
  await driveTime(page);
  await signIn(page, 'intro-keys@test.cz', MEMBER_PASSWORD);
  await page.goto('/intro');
  await expect(card(page, 1)).toBeVisible();
  const focusedCard = () => page.evaluate(() => document.activeElement?.closest('section[data-card]')?.getAttribute('data-card') ?? null);
  const tabTo = async (name: string) => {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (
        await page.evaluate(
          (n) => document.activeElement?.getAttribute('aria-label') === n || document.activeElement?.textContent === n,
          name,
        )
      )
        return;
    }
    throw new Error(`Tab never reached ${name}`);
  };

  for (let n = 2; n <= 3; n++) {
    await tabTo('Další');
    await page.keyboard.press('Enter');
    await expect(card(page, n)).toBeFocused();
  }
  // From the first answer, arrows move the choice: c, b, b as the mouse journey answers.
  const downs = [2, 1, 1];
  for (const [i, q] of QUESTIONS.entries()) {
    await tabTo('Další');
    await page.keyboard.press('Enter');
    await expect(card(page, 4 + i)).toBeFocused();
    await page.keyboard.press('Tab');
    const radios = question(page, i + 1).getByRole('radio');
    await expect(radios.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(radios.first()).toBeChecked();
    for (let k = 0; k < downs[i]!; k++) await page.keyboard.press('ArrowDown');
    await expect(question(page, i + 1).getByRole('radio', { name: q.answer })).toBeChecked();
    await expect(card(page, 4 + i).getByTestId('choice-response')).toHaveText(q.response);
  }
  await tabTo('Další');
  await page.keyboard.press('Enter');
  await expect(card(page, 7)).toBeFocused();
  await tabTo('Další');
  await page.keyboard.press('Enter');
  const mentoring = page.getByRole('dialog', { name: 'Slovo mentora' });
  await expect(mentoring).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mentoring).toBeHidden();
  await expect(card(page, 11)).toBeVisible();
  expect(await focusedCard()).toBe('11');
  for (const n of [12, 13]) {
    await tabTo('Další');
    await page.keyboard.press('Enter');
    await expect(card(page, n)).toBeFocused();
  }
  await tabTo(BUTTON);
  await expectSaved(page);
  await pressFinal(page, () => page.keyboard.press('Enter'));
  expect(await api(page, '/api/intro/welcome')).toEqual({ question1: 'c', question2: 'b', question3: 'b' });
  expect(await api<{ first_login_completed: boolean }>(page, '/api/onboarding/me')).toMatchObject({ first_login_completed: true });
});

test('a reload mid-way keeps the answers and opens at the first unanswered question; /people/questionnaire waits for the intro', async ({
  page,
}) => {
  await driveTime(page);
  await signIn(page, 'intro-reload@test.cz', MEMBER_PASSWORD);
  // The people module is locked until the intro is completed.
  await page.goto('/people/questionnaire');
  await expect(page).toHaveURL('/unauthorized');
  await page.goto('/intro/welcome');
  for (let n = 0; n < 3; n++) await next(page).click();
  await card(page, 4).getByText(QUESTIONS[0]!.answer).click();
  await next(page).click();
  await card(page, 5).getByText(QUESTIONS[1]!.answer).click();
  await expect(card(page, 5).getByTestId('choice-response')).toHaveText(QUESTIONS[1]!.response);
  await expectSaved(page);
  await page.reload();
  await expect(card(page, 6).getByRole('heading', { name: QUESTIONS[2]!.header })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(question(page, 1).getByRole('radio', { name: QUESTIONS[0]!.answer })).toBeChecked();
  await expect(question(page, 2).getByRole('radio', { name: QUESTIONS[1]!.answer })).toBeChecked();
  await expect(card(page, 4).getByTestId('choice-response')).toHaveText(QUESTIONS[0]!.response);
  await expect(next(page)).toHaveCount(0);
  expect(await api(page, '/api/intro/welcome')).toEqual({ question1: 'c', question2: 'b' });
});

test('the automotive variant shows its own title and questions', async ({ page }) => {
  await signIn(page, 'auto@test.cz', MEMBER_PASSWORD);
  await page.goto('/intro');
  await expect(card(page, 1).getByRole('heading', { name: 'Strategie týmu vašeho dealerství' })).toBeVisible();
  await expect(card(page, 1)).toContainText('Workshop vás provede tvorbou strategie týmu prodeje a servisu krok za krokem.');
  for (let n = 0; n < 3; n++) await next(page).click();
  await expect(page.getByRole('radiogroup', { name: 'Jak dnes vznikají cíle vašeho týmu prodeje a servisu?' })).toBeVisible();
  await expect(card(page, 4).getByText('Převezmu cíle od importéra a rozepíšu je lidem.')).toBeVisible();
});

test('a failed completion leads home, and the intro stays open', async ({ page }) => {
  test.setTimeout(120_000);
  await driveTime(page);
  await signIn(page, 'intro-fail@test.cz', MEMBER_PASSWORD);
  await page.goto('/intro');
  for (let n = 0; n < 3; n++) await next(page).click();
  for (const [i, q] of QUESTIONS.entries()) {
    await card(page, 4 + i)
      .getByText(q.answer)
      .click();
    await next(page).click();
  }
  await next(page).click();
  await page.getByRole('dialog', { name: 'Slovo mentora' }).getByRole('button', { name: 'Zavřít' }).first().click();
  await next(page).click();
  await next(page).click();
  await expectSaved(page);
  await page.route('**/api/intro/welcome/complete', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Chyba serveru' }) }),
  );
  await page.getByRole('button', { name: BUTTON }).click();
  await page.waitForURL('**/home');
  await expect(page.getByTestId('celebration')).toHaveCount(0);
  const progress = await api<{ user_variants: Array<{ modules: Array<{ module_name: string; completed_steps: number }> }> }>(
    page,
    '/api/variants/progress',
  );
  expect(progress.user_variants[0]!.modules.find((m) => m.module_name === 'intro')).toMatchObject({ completed_steps: 0 });
});
