import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';
import { driveTime, followRedirect, moveOnUntil } from './support/clock';
import { completeWithTips, expectSaved, fill, clickComplete } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const TIPS = 'Tipy od mentora';

test('a member completes the whole new team onboarding module in order, with every rule enforced', async ({ page }) => {
  test.setTimeout(120_000);
  // The precompiled validators need no eval: the strict CSP never has to refuse anything.
  const refused: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()));
  await driveTime(page);
  await signIn(page, 'onboarding@test.cz', MEMBER_PASSWORD);

  // Context: four fields; the first missing one is named while the button is disabled.
  await page.goto('/new-team-onboarding/context');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontext' })).toBeVisible();
  await expect(page.getByText('Vaše práce se automaticky ukládá každé 3 sekundy...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dokončit krok' })).toBeDisabled();
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Pole 1 je povinné');
  await fill(page, 'Proč tým existuje a co od něj firma očekává?', 'Obsluhuje klíčové zákazníky.');
  await fill(page, 'Jaká je historie týmu?', 'Dva roky bez stálého vedoucího.');
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Pole 3 je povinné');
  await fill(page, 'Kdo jsou klíčoví lidé kolem týmu?', '   ');
  await fill(page, 'Co o týmu zatím nevíte?', 'Jak tým vnímá změny.');
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Pole 3 je povinné');
  await fill(page, 'Kdo jsou klíčoví lidé kolem týmu?', 'Obchodní ředitel.');
  await screenshots(page, 'step-context');
  await expectAccessible(page);
  await completeWithTips(page, TIPS, { next: '**/new-team-onboarding/culture' });

  // Culture, by keyboard only: Tab into each field and type.
  await expect(page.getByRole('heading', { level: 1, name: 'Kultura' })).toBeVisible();
  await page.getByLabel('Jak tým rozhoduje?', { exact: true }).focus();
  for (const text of ['Společně na poradách.', 'Hledá se poučení.', 'Spolupráci.', 'Páteční snídaně.']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
    if (text !== 'Páteční snídaně.') await expect(page.locator('textarea:focus')).toHaveCount(1);
  }
  // Completing by keyboard: Enter on the button opens the tips, Escape closes them, Enter completes.
  await page.getByRole('button', { name: 'Dokončit krok' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: TIPS })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: TIPS })).toBeHidden();
  await page.getByRole('button', { name: 'Dokončit krok' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  await followRedirect(page, '**/new-team-onboarding/position');

  // Position: a list of threats with numbered messages and a badge per threat.
  await expect(page.getByRole('heading', { level: 1, name: 'Pozice' })).toBeVisible();
  await fill(page, 'Jaká je vaše výchozí pozice v týmu?', 'Přicházím zvenku.');
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Musíte zadat alespoň jednu hrozbu');
  await page.getByRole('button', { name: 'Přidat hrozbu' }).click();
  await expect(page.getByText('Hrozba 1', { exact: true })).toBeVisible();
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Hrozba 1: Název je povinný');
  await fill(page, 'Název hrozby', 'Nedůvěra týmu');
  await expect(page.getByText('Nedůvěra týmu', { exact: true })).toBeVisible();
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Hrozba 1: Strategie eliminace je povinná');
  await fill(page, 'Strategie eliminace', 'Individuální rozhovory.');
  await page.getByRole('button', { name: 'Přidat hrozbu' }).click();
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Hrozba 2: Název je povinný');
  await page.getByRole('button', { name: 'Odebrat: Hrozba 2' }).click();
  await expect(page.getByText('Hrozba 2', { exact: true })).toBeHidden();
  const answers: Array<[string, string]> = [
    ['Jak vás tým vnímá jako člověka?', 'Jako nováčka.'],
    ['Jak vás tým vnímá jako manažera?', 'Zatím nevím.'],
    ['Co uděláte, aby vás tým vnímal jako člověka tak, jak chcete?', 'Budu naslouchat.'],
    ['Co uděláte, aby vás tým vnímal jako manažera tak, jak chcete?', 'Budu rozhodovat srozumitelně.'],
    ['Jak vás nadřízený vnímá jako člověka?', 'Jako spojence.'],
    ['Jak vás nadřízený vnímá jako manažera?', 'Jako naději.'],
    ['Co uděláte, aby vás nadřízený vnímal jako člověka tak, jak chcete?', 'Pravidelné schůzky.'],
  ];
  for (const [label, text] of answers) await fill(page, label, text);
  await expect(page.getByTestId('complete-hint')).toHaveText(
    'Formulář není kompletně vyplněn: Vyplňte akční plán pro vnímání nadřízeným jako manažera',
  );
  await fill(page, 'Co uděláte, aby vás nadřízený vnímal jako manažera tak, jak chcete?', 'Výsledky do tří měsíců.');
  await screenshots(page, 'step-position');
  await expectAccessible(page);
  await completeWithTips(page, TIPS, { next: '**/new-team-onboarding/first-steps' });

  // First steps: without "strategie" in a goal the completion is refused with the popup.
  await expect(page.getByRole('heading', { level: 1, name: 'První kroky' })).toBeVisible();
  await expect(page.getByTestId('complete-hint')).toHaveText(
    'Formulář není kompletně vyplněn: Musíte zadat alespoň jeden cíl pro první týden',
  );
  await page.getByRole('button', { name: 'Přidat týdenní cíl' }).click();
  await fill(page, 'Název cíle', 'Poznat tým');
  await fill(page, 'Úkoly', 'Rozhovor s každým členem.');
  await expect(page.getByTestId('complete-hint')).toHaveText(
    'Formulář není kompletně vyplněn: Musíte zadat alespoň jeden cíl pro první 3 měsíce',
  );
  await page.getByRole('button', { name: 'Přidat 3-měsíční cíl' }).click();
  await fill(page, 'Název cíle', 'Stabilizovat výsledky', 1);
  await fill(page, 'Úkoly', 'Měsíční přehledy.', 1);
  for (let i = 2; i <= 5; i++) await page.getByRole('button', { name: 'Přidat týdenní cíl' }).click();
  await expect(page.getByText('Týdenní cíl 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Přidat týdenní cíl' })).toBeHidden();
  await expect(page.getByText('Maximální počet cílů: 5').first()).toBeVisible();
  for (let i = 5; i >= 2; i--) await page.getByRole('button', { name: `Odebrat: Týdenní cíl ${i}` }).click();
  await clickComplete(page);
  await page.getByRole('dialog', { name: TIPS }).getByRole('button', { name: 'Zavřít' }).first().click();
  await clickComplete(page);
  await expect(page.getByTestId('step-error')).toContainText('strategie');
  const warning = page.getByRole('alertdialog', { name: 'Nezapomeňte na strategii' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Zavřít' }).first().click();
  await fill(page, 'Název cíle', 'Vytvořit strategii týmu', 1);
  await clickComplete(page);
  await expect(page.getByText('Krok byl úspěšně dokončen! Přesměrování...')).toBeVisible();
  // redirect_to_strategy: the strategy opens with Yes preset, the query cleared and the tips open.
  await followRedirect(page, '**/new-team-onboarding/strategy');
  await moveOnUntil(page, 500, (timeout) => expect(page.getByRole('dialog', { name: TIPS })).toBeVisible({ timeout }));
  await moveOnUntil(page, 1000, (timeout) => expect(page.getByRole('dialog', { name: TIPS })).toContainText('6–8 týdnů', { timeout }));
  await page.getByRole('dialog', { name: TIPS }).getByRole('button', { name: 'Zavřít' }).first().click();
  await expect(page.getByRole('button', { name: 'Ano' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Výborně! Strategie týmu je základ úspěšného převzetí týmu.')).toBeVisible();
  // The preset Yes still waits for Continue before the information list shows.
  await expect(page.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Potřebné informace' })).toBeHidden();

  // Strategy: No warns and offers the way back; Yes confirmed with Continue reveals the information list.
  await page.getByRole('button', { name: 'Ne' }).click();
  await expect(page.getByRole('link', { name: 'Zpět na první kroky' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pokračovat' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Potřebné informace' })).toBeHidden();
  await page.getByRole('button', { name: 'Ano' }).click();
  await page.getByRole('dialog', { name: TIPS }).getByRole('button', { name: 'Zavřít' }).first().click();
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Musíte zadat alespoň jednu informaci');
  await expect(page.getByRole('heading', { name: 'Potřebné informace' })).toBeHidden();
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('button', { name: 'Pokračovat' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Potřebné informace' })).toBeVisible();
  await page.getByRole('button', { name: 'Přidat informaci' }).click();
  await fill(page, 'Jakou informaci potřebujete?', 'Spokojenost zákazníků');
  await expect(page.getByTestId('complete-hint')).toHaveText('Formulář není kompletně vyplněn: Informace 1: Aktivita je povinná');
  await fill(page, 'Jak ji získáte?', 'Průzkum u pěti klíčových zákazníků.');
  await screenshots(page, 'step-strategy');
  await expectAccessible(page);
  await clickComplete(page);
  await expect(page.getByText('Gratulujeme! Dokončili jste modul Onboarding')).toBeVisible();
  await followRedirect(page, '**/home');

  // A saved answer is restored on return: a saved Yes shows its list without asking again, a saved No shows none.
  await page.goto('/new-team-onboarding/strategy');
  await expect(page.getByRole('button', { name: 'Ano' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Jakou informaci potřebujete?', { exact: true })).toHaveValue('Spokojenost zákazníků');
  await expect(page.getByRole('button', { name: 'Pokračovat' })).toBeHidden();
  const savedNo = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/new-team-onboarding/') && r.ok());
  await page.getByRole('button', { name: 'Ne' }).click();
  await expectSaved(page);
  await savedNo;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ne' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Zpět na první kroky' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Potřebné informace' })).toBeHidden();
  await expect(page.getByLabel('Jakou informaci potřebujete?', { exact: true })).toBeHidden();
  await page.goto('/new-team-onboarding/workflow');
  await expect(page.getByText('100 %').first()).toBeVisible();
  expect(refused).toEqual([]);
});
