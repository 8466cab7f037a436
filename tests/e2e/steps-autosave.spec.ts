import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { acceptCookiesUpfront, signIn } from './support/helpers';
import { AUTOSAVE_DEBOUNCE_MS, driveTime, runFor, SAVED_CLEAR_MS, stopTime } from './support/clock';
import { expectSaved, fill } from './support/steps';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const FIELD_1 = 'Proč tým existuje a co od něj firma očekává?';
const FIELD_2 = 'Jaká je historie týmu?';

test('autosave after 3 s of quiet, nothing lost on a reload mid-edit or while offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  await driveTime(page);
  await signIn(page, 'autosave@test.cz', MEMBER_PASSWORD);
  await page.goto('/new-team-onboarding/context');
  const status = page.getByTestId('save-status');
  await expect(page.getByLabel(FIELD_1, { exact: true })).toBeEditable();
  const saves: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().endsWith('/api/new-team-onboarding/onboarding-context') && saves.push(r.url()),
  );
  // From here the page's clock moves only when the test moves it: however slow the machine, no
  // timer fires early, and the test sees each one fire at its time, not before.
  await stopTime(page);

  // Typing shows the unsaved state; 3 s of quiet saves it ("Uloženo", cleared after 3 s).
  await page.getByLabel(FIELD_1, { exact: true }).pressSequentially('Tým obsluhuje', { delay: 20 });
  await expect(status).toHaveText('Máte neuložené změny oproti posledně uložené verzi');
  await runFor(page, AUTOSAVE_DEBOUNCE_MS - 100);
  await expect(status).toHaveText('Máte neuložené změny oproti posledně uložené verzi');
  expect(saves).toEqual([]);
  await runFor(page, 200);
  await expect(status).toHaveText('Uloženo');
  expect(saves).toHaveLength(1);
  await runFor(page, SAVED_CLEAR_MS - 200);
  await expect(status).toHaveText('Uloženo');
  await runFor(page, 300);
  await expect(status).toHaveText('');

  // A reload before the autosave fired: the edit comes back from this browser, with a notice, and is then saved.
  await page.getByLabel(FIELD_1, { exact: true }).pressSequentially(' klíčové zákazníky.', { delay: 10 });
  expect(saves).toHaveLength(1);
  await page.reload();
  // The new page starts on the stopped clock; its start needs time to flow.
  await page.clock.resume();
  await expect(page.getByTestId('recovered-notice')).toContainText('Obnovili jsme vaše neuložené změny');
  await expect(page.getByLabel(FIELD_1, { exact: true })).toHaveValue('Tým obsluhuje klíčové zákazníky.');
  await expect(status).toHaveText('Uloženo');
  expect(saves).toHaveLength(2);
  await page.reload();
  await expect(page.getByTestId('recovered-notice')).toBeHidden();
  await expect(page.getByLabel(FIELD_1, { exact: true })).toHaveValue('Tým obsluhuje klíčové zákazníky.');

  // Offline: the save fails with the step's message, the text stays; back online it is saved by itself.
  await expect(page.getByLabel(FIELD_2, { exact: true })).toBeEditable();
  await stopTime(page);
  await context.setOffline(true);
  await fill(page, FIELD_2, 'Psáno bez připojení, ani znak se neztratí.');
  await runFor(page, AUTOSAVE_DEBOUNCE_MS + 100);
  await expect(status).toContainText('Chyba při ukládání onboarding kontextu');
  await page.getByRole('button', { name: 'Uložit návrh' }).click();
  await expect(page.getByLabel(FIELD_2, { exact: true })).toHaveValue('Psáno bez připojení, ani znak se neztratí.');
  // No retry timer is run: what saves it is the browser coming back online.
  await context.setOffline(false);
  await expect(status).toHaveText('Uloženo');
  await page.reload();
  await page.clock.resume();
  await expect(page.getByLabel(FIELD_2, { exact: true })).toHaveValue('Psáno bez připojení, ani znak se neztratí.');
  await expect(page.getByTestId('recovered-notice')).toBeHidden();

  // A manual save says so.
  await fill(page, FIELD_2, 'Ručně uloženo.');
  await page.getByRole('button', { name: 'Uložit návrh' }).click();
  await expect(page.getByText('Návrh byl úspěšně uložen')).toBeVisible();
});

test('two tabs: a stale save asks whether to load the newer version or keep my edits', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, 'conflict@test.cz', MEMBER_PASSWORD);
  await page.goto('/new-team-onboarding/context');
  await fill(page, FIELD_1, 'Základ');
  await page.getByRole('button', { name: 'Uložit návrh' }).click();
  await expectSaved(page);

  const other = await context.newPage();
  await other.goto('/new-team-onboarding/context');
  await fill(other, FIELD_1, 'Z druhé záložky');
  await other.getByRole('button', { name: 'Uložit návrh' }).click();
  await expect(other.getByText('Návrh byl úspěšně uložen')).toBeVisible();

  await fill(page, FIELD_1, 'Z první záložky');
  await page.getByRole('button', { name: 'Uložit návrh' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Novější verze na serveru' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Načíst novější verzi' }).click();
  await expect(page.getByLabel(FIELD_1, { exact: true })).toHaveValue('Z druhé záložky');

  await fill(other, FIELD_1, 'Druhá záložka znovu');
  await other.getByRole('button', { name: 'Uložit návrh' }).click();
  await expect(other.getByText('Návrh byl úspěšně uložen')).toBeVisible();
  await fill(page, FIELD_1, 'Moje verze vítězí');
  await page.getByRole('button', { name: 'Uložit návrh' }).click();
  await dialog.getByRole('button', { name: 'Ponechat mé úpravy' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Uloženo', { timeout: 8_000 });
  await other.reload();
  await expect(other.getByLabel(FIELD_1, { exact: true })).toHaveValue('Moje verze vítězí');
});

test('a failed load says so and the form continues empty', async ({ page }) => {
  await signIn(page, 'autosave@test.cz', MEMBER_PASSWORD);
  await page.route('**/api/new-team-onboarding/onboarding-context', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { detail: 'Databáze neodpovídá' } }) : route.continue(),
  );
  await page.goto('/new-team-onboarding/context');
  await expect(page.getByText('Chyba při načítání dat. Můžete pokračovat s prázdným formulářem.')).toBeVisible();
  await expect(page.getByLabel(FIELD_1, { exact: true })).toHaveValue('');
});

test('a load that gets no answer says the connection failed and the form continues empty', async ({ page }) => {
  await signIn(page, 'autosave@test.cz', MEMBER_PASSWORD);
  await page.route('**/api/new-team-onboarding/onboarding-context', (route) =>
    route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/new-team-onboarding/context');
  await expect(page.getByText('Chyba připojení při načítání dat...')).toBeVisible();
  await expect(page.getByLabel(FIELD_1, { exact: true })).toHaveValue('');
});

test('closing the tab with unsaved changes asks first', async ({ page }) => {
  await driveTime(page);
  await signIn(page, 'autosave@test.cz', MEMBER_PASSWORD);
  await page.goto('/new-team-onboarding/context');
  await expect(page.getByLabel(FIELD_2, { exact: true })).toBeEditable();
  // The autosave must not save the text before the tab closes, however slowly it is typed.
  await stopTime(page);
  await page.getByLabel(FIELD_2, { exact: true }).pressSequentially('rozepsáno');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  const closed = new Promise((resolve) => page.once('close', resolve));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await closed;
});
