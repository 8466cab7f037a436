import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eServer, expect, test } from './support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD } from '../support/fixtures';
import { readMail } from '../support/mail';
import { pptxParts, slideTexts } from '../support/deck-files';
import { acceptCookiesUpfront, screenshots, signIn } from './support/helpers';
import { fillHostile, freeTextLeaves, Markers, markersIn, MARKED, PAYLOAD, SIGNATURE, variantSteps } from './support/hostile-text';

/**
 * Hostile text stays inert everywhere it is shown. Markup that would run script if parsed as HTML
 * is stored in every free-text field a member or the administrator can reach (each step's fields
 * found by walking its JSON Schema, so a new field is covered without a change here); then every
 * page, table, card and dialog that shows it is opened in Chromium, and the test fails on a
 * dialog, a console error (the CSP reports a blocked inline handler as one), an uncaught error or
 * `window.__pwned`, and unless the page shows the text as text. The welcome e-mail and the
 * generated deck are read back too.
 */
const MEMBER = 'hostile@test.cz';
const NEWCOMER = 'hostile-newcomer@test.cz';
const VARIANT = 'general';
const STEPS = variantSteps(VARIANT);

/** Markers per source: C company, U the member's account, W the account created with a welcome e-mail, S step data, P typed into the administrator's forms. */
const company = new Markers('C');
const account = new Markers('U');
const newcomer = new Markers('W');
const steps = new Markers('S');
const typed = new Markers('P');
/** The markers each step's stored data holds, by "<module>/<step>", as the server answered after the saves. */
const stored = new Map<string, string[]>();

/** Fields the server decides, whatever is sent: the team values' original name is null for a member's own value. */
const SERVER_DECIDED = new Set(['people/team_values/values/*/original_name']);
/** Stored fields no page shows: the team values' toggle list shows each value's name, not its description. */
const NOT_SHOWN = new Set(['people/team_values/values/*/description']);

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

async function token(api: APIRequestContext, email: string, password: string) {
  const res = await api.post('/api/onboarding/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).access_token as string}` };
}

const profile = (markers: Markers) => ({
  name: markers.text('name', 200),
  job_title: markers.text('job_title', 200),
  department: markers.text('department', 200),
  notes: markers.text('notes', 5000),
  seniority: 'senior',
  managerial_experience: '3-5',
});

/** Fails the test on anything a page does that inert text never makes it do. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog ${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** Markers shown as text with their markup: in the page's rendered text or in a visible field's value. */
const shownMarkers = (page: Page) =>
  page.evaluate((source) => {
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown counts here, which only innerText gives.
    const texts = [document.body.innerText];
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      if (el.checkVisibility()) texts.push(el.value);
    const found = texts.flatMap((t) => [...t.matchAll(new RegExp(source, 'g'))].map((m) => m[1]!));
    return [...new Set(found)].sort();
  }, MARKED.source);

/** The page shows every expected marker as text, ran no script and logged no error. */
async function expectInert(page: Page, problems: string[], where: string, expected: string[]) {
  await expect.poll(() => shownMarkers(page), { message: `${where}: markers shown as text` }).toEqual(expect.arrayContaining(expected));
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), `${where}: window.__pwned`).toBeUndefined();
  expect(problems, where).toEqual([]);
}

/**
 * Long unbroken text widens nothing: at 375 px and 1280 px the page scrolls only down and an open
 * dialog keeps its width; at 1280 px a table fits too (on a phone a data table may scroll
 * sideways in its own box).
 */
async function expectFits(page: Page, where: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate((desktop) => {
      const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')];
      const tables = desktop && !dialogs.length ? [...document.querySelectorAll('table')].filter((t) => t.checkVisibility()) : [];
      return [
        document.documentElement.scrollWidth - window.innerWidth,
        ...dialogs.map((d) => d.scrollWidth - d.clientWidth),
        ...tables.map((t) => t.scrollWidth - t.parentElement!.clientWidth),
      ];
    }, width === 1280);
    expect(
      overflow.filter((px) => px > 0),
      `${where} at ${width} px: pixels beyond the page's, a dialog's or a table's width`,
    ).toEqual([]);
  }
}

test('hostile text is stored through the API in every free-text field of the admin forms and of every step', async ({ request }) => {
  const admin = await token(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const created = await request.post('/api/admin/companies', {
    headers: admin,
    data: {
      name: company.text('name', 200),
      sector: company.text('sector', 200),
      location: company.text('location', 200),
      corporation_id: company.text('corporation_id', 50),
      notes: company.text('notes', 5000),
      number_of_employees: 12,
      number_of_teams: 2,
      size_revenue: 'medium',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = (await created.json()).data.id as number;

  const users = (await (await request.get('/api/admin/users', { headers: admin })).json()) as Array<{ id: number; email: string }>;
  const member = users.find((u) => u.email === MEMBER)!;
  const edited = await request.put(`/api/admin/users/${member.id}`, {
    headers: admin,
    data: {
      email: MEMBER,
      company_id: companyId,
      variant_name: VARIANT,
      osloveni: account.text('osloveni', 100),
      roles: ['user'],
      modules: ['people'],
      profile: profile(account),
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const welcomed = await request.post('/api/admin/users', {
    headers: admin,
    data: {
      email: NEWCOMER,
      company_id: companyId,
      variant_name: VARIANT,
      onboarding_code: '654321',
      osloveni: newcomer.text('osloveni', 100),
      roles: ['user'],
      modules: ['people'],
      send_welcome_email: true,
      profile: profile(newcomer),
    },
  });
  expect(welcomed.status(), await welcomed.text()).toBe(201);
  expect((await welcomed.json()).mail_sent).toBe(true);

  // Each step in workshop order, twice: the second pass fills what the first one's save derived (the rating grid's rows).
  const headers = await token(request, MEMBER, MEMBER_PASSWORD);
  for (const step of STEPS.filter((s) => s.schema)) {
    const key = `${step.module}/${step.step}`;
    for (let pass = 0; pass < 2; pass++) {
      const current = await request.get(step.api, { headers });
      const data = fillHostile(step.schema!, current.ok() ? await current.json() : {}, steps, key);
      const saved = await request.post(step.api, { headers, data });
      expect(saved.status(), `${step.api}: ${await saved.text()}`).toBe(200);
    }
    const data = await (await request.get(step.api, { headers })).json();
    stored.set(key, markersIn(JSON.stringify(data)));
    // Every free-text field holds hostile text, taken from its own save or derived from an earlier step's.
    for (const [path, values] of freeTextLeaves(step.schema!, data)) {
      if (SERVER_DECIDED.has(`${key}${path}`)) continue;
      expect(
        values.some((v) => v.includes(SIGNATURE)),
        `${key}${path}: ${JSON.stringify(values)}`,
      ).toBe(true);
    }
  }
});

test("the member's pages show it as text: home, workflows and every step, read-only and summary pages included", async ({ page }) => {
  const problems = watch(page);
  await signIn(page, MEMBER, MEMBER_PASSWORD);
  await page.goto('/home');
  await expect(page.getByTestId('module-people')).toBeVisible();
  await expectInert(page, problems, '/home', []);
  for (const module of new Set(STEPS.map((s) => s.module))) {
    const path = `/${module.replaceAll('_', '-')}/workflow`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectInert(page, problems, path, []);
  }
  for (const step of STEPS) {
    await page.goto(step.route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What a page folds away (the team outlook's ratings per member) is opened, so that it is checked too.
    for (const fold of await page.getByRole('main').locator('button[aria-expanded="false"]').all()) await fold.click();
    const expected = (stored.get(`${step.module}/${step.step}`) ?? []).filter((m) => !NOT_SHOWN.has(steps.field(m)!));
    await expectInert(page, problems, step.route, expected);
    if (step.step === 'team_roles_revision') await screenshots(page, 'hostile-step-roles');
    if (step.step === 'team_outlook') await screenshots(page, 'hostile-step-outlook');
    await expectFits(page, step.route);
  }
});

const field = (markers: Markers, ...names: string[]) => names.map((n) => markers.of(n));
const PROFILE = ['name', 'job_title', 'department', 'notes'];
const COMPANY = ['name', 'sector', 'location', 'corporation_id', 'notes'];

test("the administrator's tables, cards, dialogs and the variants view show it as text", async ({ page }) => {
  const problems = watch(page);
  const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
  const confirmation = (name: string) => page.getByRole('alertdialog', { name });
  /** Opens a dialog with a row's button, checks it, and closes it with the button that changes nothing. */
  const openDialog = async (row: string, action: RegExp, box: ReturnType<typeof dialog>, expected: string[], close: string) => {
    await page.getByTestId(row).getByRole('button', { name: action }).click();
    await expect(box).toBeVisible();
    await expectInert(page, problems, `${row} ${action.source}`, expected);
    await expectFits(page, `${row} ${action.source}`);
    await box.getByRole('button', { name: close, exact: true }).last().click();
    await expect(box).toBeHidden();
  };
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');

  await test.step('users: the table at 1280 px, the cards at 375 px, the search', async () => {
    // Both hostile accounts with their names, job titles, departments and their company's name, sector and place.
    const rows = [
      ...field(account, 'name', 'job_title', 'department'),
      ...field(newcomer, 'name', 'job_title', 'department'),
      ...field(company, 'name', 'sector', 'location'),
    ];
    await expect(page.getByTestId(`user-row-${MEMBER}`)).toBeVisible();
    await expectInert(page, problems, 'users table', rows);
    // Searching for the markup finds both accounts: the screenshots show them without the other rows.
    await page.getByLabel('Hledat uživatele').fill(SIGNATURE);
    await expect(page.getByTestId(/^user-row-/)).toHaveCount(2);
    await expectInert(page, problems, 'users searched for the markup', rows);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId(`user-card-${MEMBER}`)).toBeVisible();
    await expectInert(page, problems, 'user cards', rows);
    await screenshots(page, 'hostile-admin-users');
    await expectFits(page, 'users');
    await page.getByLabel('Hledat uživatele').fill('');
  });

  await test.step('users: detail, edit, deactivation and deletion dialogs', async () => {
    const row = `user-row-${MEMBER}`;
    await openDialog(
      row,
      /^Detail:/,
      dialog('Detail uživatele'),
      [...field(account, 'osloveni', ...PROFILE), company.of('name')],
      'Zavřít',
    );
    await openDialog(
      `user-row-${NEWCOMER}`,
      /^Detail:/,
      dialog('Detail uživatele'),
      [...field(newcomer, 'osloveni', ...PROFILE), company.of('name')],
      'Zavřít',
    );
    await openDialog(row, /^Upravit:/, dialog('Upravit uživatele'), field(account, 'osloveni', ...PROFILE), 'Zrušit');
    await openDialog(row, /^Deaktivovat:/, confirmation('Deaktivovat uživatele?'), [account.of('name')], 'Zrušit');
    await openDialog(row, /^Smazat:/, confirmation('Smazat uživatele?'), [account.of('name')], 'Zrušit');
  });

  await test.step('companies: the table, the cards, detail, edit and deletion dialogs', async () => {
    await page.getByRole('tab', { name: 'Správa společností' }).click();
    const row = `company-row-${company.text('name', 200)}`;
    await expect(page.getByTestId(row)).toBeVisible();
    await expectInert(page, problems, 'companies table', field(company, 'name', 'sector', 'location', 'corporation_id'));
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId(`company-card-${company.text('name', 200)}`)).toBeVisible();
    await expectInert(page, problems, 'company cards', field(company, 'name', 'sector', 'location', 'corporation_id'));
    await screenshots(page, 'hostile-admin-companies');
    await expectFits(page, 'companies');
    await openDialog(
      row,
      /^Detail:/,
      dialog('Detail společnosti'),
      [...field(company, ...COMPANY), account.of('name'), newcomer.of('name')],
      'Zavřít',
    );
    await openDialog(row, /^Upravit:/, dialog('Upravit společnost'), field(company, ...COMPANY), 'Zrušit');
    await openDialog(row, /^Smazat:/, confirmation('Smazat společnost?'), [company.of('name')], 'Zrušit');
  });

  await test.step('variants: the cards, the assignments and the assignment dialog with hostile text typed in', async () => {
    await page.getByRole('tab', { name: 'Správa variant' }).click();
    await expect(page.getByRole('row').filter({ hasText: MEMBER }).first()).toBeVisible();
    await expectInert(page, problems, 'variants and assignments', []);
    await page
      .getByTestId(`variant-card-${VARIANT}`)
      .getByRole('button', { name: /^Přiřadit uživateli/ })
      .click();
    const assign = dialog(/^Přiřadit variantu/);
    await assign.getByLabel(/^Email uživatele/).fill(typed.text('assign/email', 320));
    await expectInert(page, problems, 'assignment dialog', [typed.of('assign/email')]);
    await assign.getByRole('button', { name: 'Zrušit' }).click();
    await expect(assign).toBeHidden();
  });
});

test('the step preview shows hostile text typed into a step, and the completion messages quoting it, as text', async ({ page }) => {
  const problems = watch(page);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/admin/preview?variant=${VARIANT}&module=people&step=team_roles_revision`);
  await expect(page.getByRole('heading', { level: 2, name: 'Role v týmu' })).toBeVisible();
  await page.getByRole('button', { name: 'Přidat roli' }).click();
  // The same position twice: the uniqueness message quotes it ('Duplicitní hodnota: …').
  const position = typed.text('preview/position', 100);
  for (const nth of [0, 1]) await page.getByLabel('Pozice', { exact: true }).nth(nth).fill(position);
  await page.getByRole('button', { name: 'Zkontrolovat dokončení' }).click();
  await expect(page.getByTestId('preview-messages')).toContainText(`Duplicitní hodnota: ${position}`);
  await expectInert(page, problems, 'step preview', [typed.of('preview/position')]);
});

test('the welcome e-mail is plain text: the hostile form of address arrives verbatim, with no HTML part to render it', async () => {
  const { outbox } = e2eServer();
  const file = fs.readdirSync(outbox).find((f) => f.includes(NEWCOMER));
  expect(file, `an .eml for ${NEWCOMER} in ${outbox}`).toBeTruthy();
  const raw = fs.readFileSync(`${outbox}/${file}`, 'utf8');
  const mail = readMail(raw);
  expect(mail.headers['content-type']).toMatch(/^text\/plain;/);
  expect(raw).not.toMatch(/text\/html|multipart/i);
  expect(mail.subject).toBe('Váš přístup do Klubu strategických manažerů');
  expect(mail.text.split('\n')[0]).toBe(`Dobrý den, ${newcomer.text('osloveni', 100)},`);
});

test('the generated deck holds the hostile text as escaped XML text: a valid .pptx whose slides read it back verbatim', async ({
  request,
}) => {
  const headers = await token(request, MEMBER, MEMBER_PASSWORD);
  const generated = await request.post('/api/people/generate-presentation', { headers });
  expect(generated.status(), await generated.text()).toBe(200);
  const file = await request.get((await generated.json()).download_url as string, { headers });
  expect(file.status()).toBe(200);
  const { parts, broken, slides } = await pptxParts(await file.body());
  expect(broken).toEqual([]);
  for (const [name, xml] of parts) {
    expect(xml, name).not.toContain('<img');
    expect(xml, name).not.toContain('<script');
  }
  const xml = slides.map((n) => parts.get(n)!).join('');
  expect(xml).toContain('&lt;img src=x onerror=');
  const text = slides.map((n) => slideTexts(parts.get(n)!).join('\n')).join('\n');
  expect(text).toContain(`${company.of('name')}:${PAYLOAD}`);
  // Every step the deck reads from shows its member's text.
  const deck = fs.readFileSync('step-schemas/people/presentation.deck.json', 'utf8');
  const read = new Set([...deck.matchAll(/"step":\s*"([^"]+)"/g)].map((m) => m[1]!));
  const shown = markersIn(text);
  for (const step of read)
    expect(
      stored.get(step)!.filter((m) => shown.includes(m)),
      `${step}: markers on the slides`,
    ).not.toEqual([]);
});
