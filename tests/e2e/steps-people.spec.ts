import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { driveTime, followRedirect, moveOnUntil } from './support/clock';
import { expectSaved, fill, clickComplete } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const GOALS = [
  {
    text: 'Jaký je dlouhodobý cíl týmu?',
    rating: 'Jak silně tým tento cíl sdílí? (0–9)',
    message: 'Hlavní cíl je povinný',
    ratingMessage: 'Hodnocení hlavního cíle je povinné',
  },
  {
    text: 'Co definuje úspěch?',
    rating: 'Jak jasná je definice úspěchu? (0–9)',
    message: 'Definice úspěchu je povinná',
    ratingMessage: 'Hodnocení definice úspěchu je povinné',
  },
  {
    text: 'Jak úspěch poznáme?',
    rating: 'Jak dobře umíme úspěch měřit? (0–9)',
    message: 'Měřítko úspěchu je povinné',
    ratingMessage: 'Hodnocení měřítka úspěchu je povinné',
  },
  {
    text: 'Jaké jsou přímé přínosy úspěchu?',
    rating: 'Jak významné jsou přínosy? (0–9)',
    message: 'Benefity úspěchu jsou povinné',
    ratingMessage: 'Hodnocení benefitů je povinné',
  },
  {
    text: 'Co tým k dosažení cíle potřebuje?',
    rating: 'Jak dobře je tým vybaven? (0–9)',
    message: 'Potřeby týmu jsou povinné',
    ratingMessage: 'Hodnocení potřeb týmu je povinné',
  },
];

const hint = (page: Page) => page.getByTestId('complete-hint');

/** The step's own load-failure text (spec section 8) over the general one, when its GET fails; then the page as it was. */
async function expectLoadFailureText(page: Page, api: string, text: string) {
  await page.route(`**${api}`, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { detail: 'Databáze neodpovídá' } }) : route.continue(),
  );
  await page.reload();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText('Chyba při načítání dat. Můžete pokračovat s prázdným formulářem.')).toBeVisible();
  await page.unroute(`**${api}`);
  await page.reload();
}

test('team goals reveal block by block and rate by keyboard 0-9, team vision by mouse, roles (unique positions), capacity (a row per role), team values, priorities and examples, and the reset after a changed choice', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await driveTime(page);
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
  await clickComplete(page);
  const tips = page.getByRole('dialog', { name: '8 tipů k týmovým cílům' });
  await expect(tips).toBeVisible();
  // Typed at 100 ms a word: the clock runs through it.
  await moveOnUntil(page, 1000, (timeout) => expect(tips.getByRole('listitem')).toHaveCount(8, { timeout }));
  await moveOnUntil(page, 1000, (timeout) =>
    expect(tips.getByRole('listitem').last()).toHaveText('Dohodněte se, jak a kdy budete plnění cílů vyhodnocovat.', { timeout }),
  );
  await tips.getByRole('button', { name: 'Zavřít' }).first().click();
  await clickComplete(page);
  await expect(
    page.getByRole('button', { name: 'Dokončování...' }).or(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).first(),
  ).toBeVisible();
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  await followRedirect(page, '**/people/team-vision');

  // Saved goals show all five blocks at once.
  await page.goto('/people/team-goals');
  for (const [i, goal] of GOALS.entries()) {
    await expect(page.getByLabel(goal.text, { exact: true })).toHaveValue(`Odpověď ${i + 1}`);
    await expect(page.getByLabel(goal.rating)).toHaveValue(String(i + 3));
  }

  // Team vision: four texts with ratings, revealed the same way, by mouse this time.
  await page.goto('/people/team-vision');
  await expect(page.getByRole('heading', { level: 1, name: 'Vize týmu' })).toBeVisible();
  const labels = [
    'Čím bude tým za tři roky známý?',
    'Jak bude tým pracovat?',
    'Co bude tým umět, co dnes neumí?',
    'Proč bude stát za to být členem týmu?',
  ];
  for (const [i, label] of labels.entries()) {
    await expect(hint(page)).toHaveText(`Formulář není kompletně vyplněn: Pole ${i + 1} je povinné`);
    await fill(page, label, `Vize ${i + 1}`);
    await expect(hint(page)).toHaveText(`Formulář není kompletně vyplněn: Hodnocení pole ${i + 1} je povinné`);
    const slider = page.getByLabel(`Hodnocení: ${label} (0–9)`);
    // The mouse clicks where the slider is on screen: it must be in view (the page grew by 'Krok N z M').
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width - 4, box.y + box.height / 2);
    await expect(slider).toHaveValue('9');
  }
  await expect(hint(page)).toBeHidden();
  await clickComplete(page);
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  await followRedirect(page, '**/people/roles');

  // Roles: one row to start with, which cannot be removed; the messages role by role.
  await expect(page.getByRole('heading', { level: 1, name: 'Role v týmu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Odebrat/ })).toHaveCount(0);
  await expect(hint(page)).toHaveText('Formulář není kompletně vyplněn: Role 1: Pozice je povinná');
  const role = async (n: number, position: string) => {
    await fill(page, 'Pozice', position, n);
    await fill(page, 'Odpovědnost', `Odpovědnost ${position}`, n);
    await fill(page, 'Pravomoci', `Pravomoci ${position}`, n);
  };
  await role(0, 'Vedoucí');
  await expect(hint(page)).toHaveText('Formulář není kompletně vyplněn: Role 1: Příklad výborného chování je povinný');
  await fill(page, 'Příklad výborného chování', 'Dotahuje věci do konce', 0);
  await expect(hint(page)).toBeHidden();
  await page.getByRole('button', { name: 'Přidat roli' }).click();
  await expect(page.getByRole('button', { name: 'Odebrat: Role 1' })).toBeVisible();
  await role(1, 'vedoucí');
  await fill(page, 'Příklad výborného chování', 'Pomáhá ostatním', 1);
  // A repeated position is reported by the completion attempt, with the repeated text.
  await clickComplete(page);
  await expect(page.getByTestId('step-error')).toContainText('Názvy pozic musí být unikátní. Duplicitní hodnota: vedoucí');
  await fill(page, 'Pozice', 'Analytik', 1);
  // The error spoke of the data it was given: a change makes it go.
  await expect(page.getByTestId('step-error')).toBeHidden();
  await expectSaved(page);
  await screenshots(page, 'people-roles');
  await expectAccessible(page);
  await clickComplete(page);
  await followRedirect(page, '**/people/capacity');

  // Capacity: a row per position of the roles, whole numbers 0-100.
  await expect(page.getByRole('heading', { level: 1, name: 'Kapacita týmu' })).toBeVisible();
  const present = page.getByLabel('Současná kapacita (%)');
  const future = page.getByLabel('Budoucí kapacita (%)');
  await expect(present).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Přidat' })).toHaveCount(0);
  await expect(hint(page)).toHaveText('Formulář není kompletně vyplněn: Řádek 1: Současná kapacita musí být celé číslo 0–100');
  await present.nth(0).fill('60');
  await future.nth(0).fill('150');
  await expect(hint(page)).toHaveText('Formulář není kompletně vyplněn: Řádek 1: Budoucí kapacita musí být celé číslo 0–100');
  await future.nth(0).fill('80');
  await present.nth(1).fill('40');
  const stored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/people/capacity'));
  await future.nth(1).fill('100');
  await expectSaved(page);
  expect((await stored).status()).toBe(200);
  // A stored number comes back after a reload.
  await page.reload();
  await expect(present.nth(0)).toHaveValue('60');
  // What the server confirmed is what the browser holds: nothing is "restored" over it.
  await expect(page.getByTestId('recovered-notice')).toHaveCount(0);
  await expect(future.nth(1)).toHaveValue('100');
  await screenshots(page, 'people-capacity');
  await expectAccessible(page);
  // Back on the roles, they are as completed: moving on left nothing behind to restore over them.
  await page.goto('/people/roles');
  await expect(page.getByLabel('Pozice', { exact: true }).nth(1)).toHaveValue('Analytik');
  await expect(page.getByTestId('recovered-notice')).toHaveCount(0);
  await page.goto('/people/capacity');
  await clickComplete(page);
  await followRedirect(page, '**/people/team-values');

  // Team values: the catalogue of ten, exactly ten chosen, by keyboard; renaming makes a value the member's own.
  await expect(page.getByRole('heading', { level: 1, name: 'Hodnoty týmu' })).toBeVisible();
  await expectLoadFailureText(page, '/api/people/team-values', 'Chyba při načítání hodnot týmu');
  await expect(page.getByText('Můžete vybrat maximálně 10 hodnot')).toBeVisible();
  const switches = page.getByRole('checkbox', { name: /^Vybrat: / });
  await expect(switches).toHaveCount(10);
  await expect(page.getByTestId('toggle-count')).toHaveText('Vybráno 0 z 10');
  await page.getByRole('button', { name: 'Přidat vlastní hodnotu' }).click();
  // An own value left without a name is dropped when the member leaves it.
  await page.keyboard.press('Tab');
  await expect(switches).toHaveCount(10);
  await page.getByRole('button', { name: 'Přidat vlastní hodnotu' }).click();
  await page.keyboard.type('Radost z práce');
  await expect(page.getByTestId('toggle-count')).toHaveText('Vybráno 1 z 10');
  for (let i = 0; i < 8; i++) {
    await switches.nth(i).focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByTestId('toggle-count')).toHaveText('Vybráno 9 z 10');
  await clickComplete(page);
  await expect(page.getByTestId('step-error')).toContainText('Musíte vybrat přesně 10 hodnot');
  await switches.nth(8).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('toggle-count')).toHaveText('Vybráno 10 z 10');
  // At ten, the switches still off are disabled.
  await expect(switches.nth(9)).toBeDisabled();
  await page.getByLabel('Název: Důvěra').fill('Vzájemná důvěra');
  await expect(page.getByRole('checkbox', { name: 'Vybrat: Vzájemná důvěra' })).toBeChecked();
  await expectSaved(page);
  await screenshots(page, 'people-team-values');
  await expectAccessible(page);
  await clickComplete(page);
  await followRedirect(page, '**/people/value-priorities');

  // Value priorities: 3 to 5 of the ten selected, by mouse.
  await expect(page.getByRole('heading', { level: 1, name: 'Priority hodnot' })).toBeVisible();
  await expectLoadFailureText(page, '/api/people/value-priorities', 'Chyba při načítání priorit hodnot');
  const priorities = page.getByRole('checkbox');
  await expect(priorities).toHaveCount(10);
  await expect(page.getByRole('checkbox', { name: 'Vzájemná důvěra' })).toBeVisible();
  await page.getByText('Radost z práce', { exact: true }).click();
  await page.getByText('Kvalita', { exact: true }).click();
  await clickComplete(page);
  await expect(page.getByTestId('step-error')).toContainText('Vyberte alespoň 3 priority');
  for (const name of ['Vzájemná důvěra', 'Spolupráce', 'Respekt']) await page.getByText(name, { exact: true }).click();
  await expect(page.getByTestId('toggle-count')).toHaveText('Vybráno 5 z 5');
  await expect(page.getByRole('checkbox', { name: 'Inovace' })).toBeDisabled();
  await expectSaved(page);
  await screenshots(page, 'people-value-priorities');
  await expectAccessible(page);
  await clickComplete(page);
  await followRedirect(page, '**/people/value-examples');

  // Value examples: an excellent and a failure example per priority, at least 10 characters, counted to 200.
  await expect(page.getByRole('heading', { level: 1, name: 'Příklady hodnot' })).toBeVisible();
  await expectLoadFailureText(page, '/api/people/value-examples', 'Chyba při načítání příkladů hodnot');
  const excellent = page.getByLabel('Příklad výborného chování', { exact: true });
  const failure = page.getByLabel('Příklad selhání', { exact: true });
  await expect(excellent).toHaveCount(5);
  await expect(hint(page)).toHaveText('Formulář není kompletně vyplněn: Vzájemná důvěra: Příklad výborného chování je povinný');
  await excellent.nth(0).fill('Krátký');
  await expect(page.getByText('6/200').first()).toBeVisible();
  for (let i = 0; i < 5; i++) {
    if (i > 0) await excellent.nth(i).fill(`Výborný příklad číslo ${i + 1} z praxe.`);
    await failure.nth(i).fill(`Selhání číslo ${i + 1}, které tým zná.`);
  }
  // Too short is not yet complete: the button waits, and the hint says why.
  await expect(hint(page)).toHaveText(
    'Formulář není kompletně vyplněn: Vzájemná důvěra: Příklad výborného chování musí mít alespoň 10 znaků',
  );
  await expect(page.getByRole('button', { name: 'Dokončit krok' })).toBeDisabled();
  await excellent.nth(0).fill('Řekne pravdu i tehdy, když je nepříjemná.');
  await expectSaved(page);
  await screenshots(page, 'people-value-examples');
  await expectAccessible(page);
  await clickComplete(page);
  // The second half starts with the team evaluation (its journey: steps-people-second-half.spec.ts).
  await followRedirect(page, '**/people/team-evaluation');
  await expect(page.getByRole('heading', { level: 1, name: 'Hodnocení týmu' })).toBeVisible();

  // A changed set of selected values: switching one off asks first, since later steps stand on it
  // (tests/e2e/ask-before-remove.spec.ts); the member is told, and the later steps must be completed again.
  await page.goto('/people/team-values');
  await page.getByRole('checkbox', { name: 'Vybrat: Respekt' }).focus();
  await page.keyboard.press('Space');
  const ask = page.getByRole('alertdialog', { name: 'Vyřadit hodnotu „Respekt“ z výběru?' });
  await ask.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(ask).toBeHidden();
  await page.getByRole('checkbox', { name: 'Vybrat: Profesionalita' }).focus();
  await page.keyboard.press('Space');
  await expectSaved(page);
  await expect(page.getByText('Vybrané hodnoty se změnily: následující kroky je potřeba dokončit znovu.')).toBeVisible();
  await page.goto('/people/value-priorities');
  await expect(page.getByRole('checkbox', { name: 'Respekt' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Kvalita' })).toBeChecked();
});
