import { expect, test, type Page } from '@playwright/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { fill } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const GOALS = [
  { text: 'Jaký je dlouhodobý cíl týmu?', rating: 'Jak silně tým tento cíl sdílí? (0–9)', message: 'Hlavní cíl je povinný', ratingMessage: 'Hodnocení hlavního cíle je povinné' },
  { text: 'Co definuje úspěch?', rating: 'Jak jasná je definice úspěchu? (0–9)', message: 'Definice úspěchu je povinná', ratingMessage: 'Hodnocení definice úspěchu je povinné' },
  { text: 'Jak úspěch poznáme?', rating: 'Jak dobře umíme úspěch měřit? (0–9)', message: 'Měřítko úspěchu je povinné', ratingMessage: 'Hodnocení měřítka úspěchu je povinné' },
  { text: 'Jaké jsou přímé přínosy úspěchu?', rating: 'Jak významné jsou přínosy? (0–9)', message: 'Benefity úspěchu jsou povinné', ratingMessage: 'Hodnocení benefitů je povinné' },
  { text: 'Co tým k dosažení cíle potřebuje?', rating: 'Jak dobře je tým vybaven? (0–9)', message: 'Potřeby týmu jsou povinné', ratingMessage: 'Hodnocení potřeb týmu je povinné' },
];

const hint = (page: Page) => page.getByTestId('complete-hint');

test('team goals reveal block by block, rate by keyboard 0-9, show the eight tips, complete and lead to team vision', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'goals@test.cz', MEMBER_PASSWORD);
  await page.goto('/people/team-goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Týmové cíle' })).toBeVisible();
  // The complete button appears only once all five texts and ratings are filled.
  await expect(page.getByRole('button', { name: 'Dokončit krok' })).toBeHidden();

  for (const [i, goal] of GOALS.entries()) {
    await expect(hint(page)).toHaveText(`Formulář není kompletně vyplněn: ${goal.message}`);
    await expect(page.getByLabel(goal.rating)).toBeHidden();
    if (GOALS[i + 1]) await expect(page.getByLabel(GOALS[i + 1]!.text, { exact: true })).toBeHidden();
    await fill(page, goal.text, `Odpověď ${i + 1}`);
    const slider = page.getByLabel(goal.rating);
    await expect(slider).toBeVisible();
    await expect(hint(page)).toHaveText(`Formulář není kompletně vyplněn: ${goal.ratingMessage}`);
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('9');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');
    for (let k = 0; k < i + 3; k++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue(String(i + 3));
    await expect(slider).toHaveAttribute('aria-valuetext', `${i + 3} z 9`);
  }
  await screenshots(page, 'step-team-goals');
  await expectAccessible(page);

  // First attempt: the eight tips, typed out one word at a time; closing lets the next attempt complete.
  await page.getByRole('button', { name: 'Dokončit krok' }).click();
  const tips = page.getByRole('dialog', { name: '8 tipů k týmovým cílům' });
  await expect(tips.getByRole('listitem')).toHaveCount(8, { timeout: 20_000 });
  await expect(tips.getByRole('listitem').last()).toHaveText('Dohodněte se, jak a kdy budete plnění cílů vyhodnocovat.', { timeout: 20_000 });
  await tips.getByRole('button', { name: 'Zavřít' }).first().click();
  await page.getByRole('button', { name: 'Dokončit krok' }).click();
  await expect(page.getByRole('button', { name: 'Dokončování...' }).or(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).first()).toBeVisible();
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  await page.waitForURL('**/people/team-vision');

  // Saved goals show all five blocks at once.
  await page.goto('/people/team-goals');
  for (const [i, goal] of GOALS.entries()) {
    await expect(page.getByLabel(goal.text, { exact: true })).toHaveValue(`Odpověď ${i + 1}`);
    await expect(page.getByLabel(goal.rating)).toHaveValue(String(i + 3));
  }

  // Team vision: four texts with ratings, revealed the same way, by mouse this time.
  await page.goto('/people/team-vision');
  await expect(page.getByRole('heading', { level: 1, name: 'Vize týmu' })).toBeVisible();
  const labels = ['Čím bude tým za tři roky známý?', 'Jak bude tým pracovat?', 'Co bude tým umět, co dnes neumí?', 'Proč bude stát za to být členem týmu?'];
  for (const [i, label] of labels.entries()) {
    await expect(hint(page)).toHaveText(`Formulář není kompletně vyplněn: Pole ${i + 1} je povinné`);
    await fill(page, label, `Vize ${i + 1}`);
    await expect(hint(page)).toHaveText(`Formulář není kompletně vyplněn: Hodnocení pole ${i + 1} je povinné`);
    const slider = page.getByLabel(`Hodnocení pole ${i + 1} (0–9)`);
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
    await expect(slider).toHaveValue('9');
  }
  await expect(hint(page)).toBeHidden();
  await page.getByRole('button', { name: 'Dokončit krok' }).click();
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  // The next step is in preparation: the workflow shows it so, and its card opens nothing.
  await page.waitForURL('**/people/workflow');
  await expect(page.getByText('Připravuje se').first()).toBeVisible();
});
