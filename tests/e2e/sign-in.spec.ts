import { expect, test } from './support/test';
import { acceptCookiesUpfront, signIn } from './support/helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

const alert = (page: import('@playwright/test').Page) => page.getByRole('alert');

test('a member signs in and lands on /home', async ({ page }) => {
  await signIn(page, 'member@test.cz', MEMBER_PASSWORD);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'Vítejte v Klubu strategických manažerů' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).email)).toBe('member@test.cz');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toMatch(/^ey/);
});

test('an administrator signs in and lands on /admin', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');
});

test('normal sign-in messages: both fields, wrong password, inactive account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(alert(page)).toHaveText('Vyplňte email a heslo.');
  await page.getByLabel('Email').fill('member@test.cz');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(alert(page)).toHaveText('Vyplňte email a heslo.');
  await page.getByLabel('Heslo', { exact: true }).fill('Spatne-Heslo1!');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(alert(page)).toHaveText('Nesprávný email nebo heslo.');
  await signIn(page, 'neaktivni@test.cz', MEMBER_PASSWORD, { expectFailure: true });
  await expect(alert(page)).toHaveText('Účet je deaktivován. Kontaktujte administrátora.');
  await expect(page).toHaveURL('/');
});

test('first sign-in: code boxes, every message, lock after success, password rule, onboarding redirect', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByText('Jsem tu poprvé').click();
  const boxes = page.getByTestId('code-boxes');
  const box = (n: number) => page.getByLabel(`Číslice ${n} z 6`);

  // Six digits typed without an e-mail verify at once and fail, shaking the boxes for 600 ms.
  await box(1).click();
  await page.keyboard.type('12a3456');
  await expect(box(3)).toHaveValue('3');
  await expect(alert(page)).toHaveText('Vyplňte email a všech 6 číslic kódu.');
  await expect(boxes).toHaveCSS('animation-duration', '0.6s');
  await expect(boxes).not.toHaveCSS('animation-duration', '0.6s', { timeout: 2000 });

  // Backspace clears a box and moves back to the one before.
  await box(6).click();
  await page.keyboard.press('Backspace');
  await expect(box(6)).toHaveValue('');
  await expect(box(5)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(5)).toHaveValue('');

  await page.getByLabel('Email').fill('novy1@test.cz');
  await box(5).fill('0');
  await box(6).fill('0');
  await expect(alert(page)).toHaveText('Chybný kód nebo email.');

  // Pasting six digits fills every box and verifies.
  await page.evaluate(() => navigator.clipboard.writeText('111111'));
  await box(1).click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByText('Kód byl ověřen. Nyní si nastavte heslo.')).toBeVisible();
  for (let n = 1; n <= 6; n++) {
    await expect(box(n)).toHaveValue('1');
    await expect(box(n)).toBeDisabled();
  }
  await expect(page.getByLabel('Email')).toBeDisabled();

  const submit = page.getByRole('button', { name: 'Nastavit heslo a přihlásit se' });
  await submit.click();
  await expect(alert(page)).toHaveText('Vyplňte heslo.');
  await page.getByLabel('Nové heslo').fill('slabeheslo');
  await submit.click();
  await expect(alert(page)).toHaveText('Heslo musí mít alespoň 8 znaků, obsahovat velké a malé písmeno, číslici a speciální znak.');
  await page.getByLabel('Nové heslo').fill('Silne-Heslo1');
  await submit.click();
  await expect(page).toHaveURL('/intro');
});

test('a used code shows the server detail and the password step stays hidden', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Jsem tu poprvé').click();
  await page.getByLabel('Email').fill('novy2@test.cz');
  await page.getByLabel('Číslice 1 z 6').click();
  await page.keyboard.type('999999');
  await expect(alert(page)).toHaveText('Chybný kód nebo email.');
  await expect(page.getByLabel('Nové heslo')).toHaveCount(0);
});

test('sign-in defaults when the server gives no detail: network error, password setup failure, inconsistent answer', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/onboarding/login', (route) => route.abort('failed'));
  await page.getByLabel('Email').fill('member@test.cz');
  await page.getByLabel('Heslo', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(alert(page)).toHaveText(/^Chyba sítě: .+/);

  await page.unroute('**/api/onboarding/login');
  await page.route('**/api/onboarding/login', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(alert(page)).toHaveText('Neočekávaná chyba. Obnovte stránku a zkuste to znovu.');

  await page.unroute('**/api/onboarding/login');
  await page.route('**/api/onboarding/login', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(alert(page)).toHaveText('Nesprávný email nebo heslo.');

  await page.getByText('Jsem tu poprvé').click();
  await page.getByLabel('Email').fill('novy3@test.cz');
  await page.getByLabel('Číslice 1 z 6').click();
  await page.keyboard.type('333333');
  await expect(page.getByLabel('Nové heslo')).toBeVisible();
  await page.route('**/api/onboarding/first-login', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
  await page.getByLabel('Nové heslo').fill('Silne-Heslo1');
  await page.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }).click();
  await expect(alert(page)).toHaveText('Chyba při nastavování hesla.');
});
