import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { MEMBER_PASSWORD } from '../support/fixtures';
import { driveTime, moveOnUntil, STUDIO_CHECK_DELAY_MS } from './support/clock';
import { acceptCookiesUpfront, expectAccessible, screenshots, signIn } from './support/helpers';

/**
 * One journey per authoring mistake of issue 33: an author makes it in the studio as it is (the
 * 'Kroky' tab's JSON view for a step's files, the variants tab, the texts tab), sees its Czech message at
 * its place, and publishing is refused with a link that leads to that place. Each test leaves the
 * draft empty again, so none depends on another.
 */
const AUTHOR = 'autor@test.cz';
type Json = Record<string, any>;
type FileKind = 'schema' | 'ui' | 'rules';
const FILE_LABEL: Record<FileKind, string> = {
  schema: 'Schéma dat (schema.json)',
  ui: 'UI schéma (ui.json)',
  rules: 'Pravidla (rules.json)',
};

/**
 * The studio's check and publishing run the whole content check on the server: about a second
 * alone, many more on a machine shared by many jobs, which their expectations wait for.
 */
const CHECKED = { timeout: 60_000 };
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpfront(page);
  await driveTime(page);
  await signIn(page, AUTHOR, MEMBER_PASSWORD);
});

// The draft is shared by every author: each test's mistake goes with it.
test.afterEach(async ({ request }) => {
  const login = await request.post('/api/onboarding/login', { data: { email: AUTHOR, password: MEMBER_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  expect((await request.delete('/api/admin/content/draft', { headers })).status()).toBe(200);
});

/** The steps tab with a step of the general variant chosen, its files loaded, in the JSON view. */
async function openStep(page: Page, module: string, step: string) {
  await page.goto('/admin/content?tab=steps');
  await page.getByLabel('Varianta').selectOption('general');
  await page.getByLabel('Modul').selectOption(module);
  await page.getByLabel('Krok', { exact: true }).selectOption(step);
  await page.getByRole('button', { name: 'JSON', exact: true }).click();
  await expect(page.getByText('Kontrola nenašla v souborech kroku žádný problém.')).toBeVisible(CHECKED);
}

/**
 * Runs `act` (an edit), then moves the page's clock past the check's delay
 * until the check has been asked for: the page's timer, not the test, waits.
 */
async function checkAfter(page: Page, act: () => Promise<unknown>) {
  let asked = false;
  const onRequest = (r: { url(): string }) => {
    if (r.url().endsWith('/api/admin/content/steps/check')) asked = true;
  };
  page.on('request', onRequest);
  try {
    await act();
    await moveOnUntil(page, STUDIO_CHECK_DELAY_MS, async () => {
      if (!asked) throw new Error('the check has not been asked for yet');
    });
  } finally {
    page.off('request', onRequest);
  }
}

/** The author rewrites one of the step's files as JSON, as she would by typing. */
async function editFile(page: Page, kind: FileKind, edit: (json: Json) => void) {
  const area = page.getByLabel(FILE_LABEL[kind]);
  const json = JSON.parse(await area.inputValue());
  edit(json);
  await area.fill(`${JSON.stringify(json, null, 2)}\n`);
}

/** The check under the files names the mistake in Czech, with the file and the place in it; the author saves it into the draft. */
async function checkShows(page: Page, message: string, kind: FileKind, place: string) {
  const problem = page.getByTestId('step-problems').getByRole('listitem');
  await expect(problem).toHaveCount(1, CHECKED);
  await expect(problem).toContainText(message);
  await expect(problem).toContainText(`${FILE_LABEL[kind]} · ${place}`);
  await page.getByRole('button', { name: 'Uložit do konceptu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Soubory kroku jsou uloženy do konceptu.' })).toBeVisible();
}

/** Publishing the draft is refused with the one problem, in Czech; its link to the place is returned. */
async function publishRefused(page: Page, message: string, file: string, place: string): Promise<Locator> {
  const impact = page.waitForResponse((r) => r.url().endsWith('/api/admin/content/draft/impact'));
  await page.getByRole('tab', { name: 'Zveřejnění' }).click();
  await impact;
  await expect(page.getByRole('heading', { level: 3, name: 'Koncept mění 1 soubor' })).toBeVisible();
  const agree = page.getByText('Rozumím, přesto zveřejnit');
  if (await agree.isVisible()) await agree.click();
  await page.getByRole('button', { name: 'Zveřejnit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verzi nelze zveřejnit: obsah má 1 problém.' })).toBeVisible(CHECKED);
  const problem = page.getByTestId('publish-problems').getByRole('listitem');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText(message);
  return problem.getByRole('link', { name: `Otevřít ${place} (${file})` });
}

/** Following a problem's link opens the step's file with the place selected, and the check names it there again. */
async function leadsToFile(
  page: Page,
  link: Locator,
  module: string,
  step: string,
  kind: FileKind,
  selected: string | RegExp,
  message: string,
) {
  // The step is the one the author saved: the check's answer is shown as it was, no new check needed.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=steps&module=${module}&step=${step}&file=${kind}&place=`));
  await expect(page.getByLabel('Krok', { exact: true })).toHaveValue(step);
  const area = page.getByLabel(FILE_LABEL[kind]);
  await expect(area).toBeFocused();
  const selection = await area.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  if (typeof selected === 'string') expect(selection).toBe(selected);
  else expect(selection).toMatch(selected);
  await expect(page.getByTestId('step-problems').getByRole('listitem')).toContainText(message, CHECKED);
}

/** One mistake in a step's file, made, seen, refused and followed back to its place. */
async function stepFileMistake(
  page: Page,
  m: {
    module: string;
    step: string;
    edit: FileKind;
    change: (json: Json) => void;
    at: FileKind;
    place: string;
    selected: string | RegExp;
    message: string;
  },
) {
  await openStep(page, m.module, m.step);
  await checkAfter(page, () => editFile(page, m.edit, m.change));
  await checkShows(page, m.message, m.at, m.place);
  const link = await publishRefused(page, m.message, `step-schemas/${m.module}/${m.step}.${m.at}.json`, m.place);
  await leadsToFile(page, link, m.module, m.step, m.at, m.selected, m.message);
}

test('a module switched on without steps: refused, and the link leads to the module in the variants tab', async ({ page }) => {
  const message =
    'Modul process nemá žádné kroky: členové, kterým ho administrátor přidělí, by viděli prázdný modul. Doplňte jeho kroky (ty, které ještě nejsou napsané, označte jako připravované), nebo modul vypněte (volba „Zapnuto“ na kartě Varianty).';
  await page.goto('/admin/content?tab=variants');
  await page.getByLabel('Upravovaná varianta').selectOption('general');
  const module = page.getByRole('group', { name: 'Procesy' });
  await module.getByText('Zapnuto').click();
  await page.getByRole('button', { name: 'Uložit moduly' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moduly jsou uloženy do konceptu.' })).toBeVisible();

  const link = await publishRefused(page, message, 'step-schemas/variants/general.json', '/modules/3/steps');
  await expectAccessible(page);
  await screenshots(page, 'studio-mistakes-publish');
  await link.click();
  await expect(page).toHaveURL(/[?&]tab=variants&variant=general&place=%2Fmodules%2F3%2Fsteps/);
  await expect(page.getByLabel('Upravovaná varianta')).toHaveValue('general');
  await expect(module).toBeFocused();
  await expect(module.getByRole('checkbox', { name: 'Zapnuto' })).toBeChecked();
  await screenshots(page, 'studio-mistakes-module');
});

test('a count written as a word ("minRows": "two")', async ({ page }) => {
  await stepFileMistake(page, {
    module: 'people',
    step: 'team_roles_revision',
    edit: 'ui',
    change: (ui) => {
      ui.roles['ui:options'].minRows = 'two';
    },
    at: 'ui',
    place: '/roles/ui:options/minRows',
    selected: '"minRows": "two"',
    message:
      'Volba minRows musí být celé číslo od 0 zapsané bez uvozovek (například 2, ne "two" ani "2"); teď je "two", a stránka ji proto přehlédne.',
  });
  await expectAccessible(page);
  await screenshots(page, 'studio-mistakes-json-place');
});

test('a reveal rule for each row whose target is the whole list', async ({ page }) => {
  await stepFileMistake(page, {
    module: 'people',
    step: 'team_roles_revision',
    edit: 'rules',
    change: (rules) => {
      rules.reveal = [{ target: '/roles', when: { scope: '/roles/*/position', schema: { pattern: '\\S' } } }];
    },
    at: 'rules',
    place: '/reveal/0/target',
    selected: '"target": "/roles"',
    message:
      '„/roles“ je celý seznam, ale podmínka zobrazení čte každý řádek zvlášť („/roles/*/position“): žádný řádek by ji nesplnil a seznam by zmizel.',
  });
});

test('a choice whose value has no Czech label: named in the UI schema, where the labels are', async ({ page }) => {
  await stepFileMistake(page, {
    module: 'people',
    step: 'team_members_outlook',
    edit: 'schema',
    change: (schema) => {
      schema.properties.outlook_data.items.properties.perspective.enum.splice(3, 0, 'monthly');
    },
    at: 'ui',
    place: '/outlook_data/items/perspective/ui:options/labels',
    selected: /^"labels": \{\s*"Částečně": "steps\/people:personnelOutlook\.partly"\s*\}$/,
    message: 'Volba „monthly“ nemá český popisek: členové by četli „monthly“.',
  });
});

test('a requirement naming a field the rows do not have', async ({ page }) => {
  await stepFileMistake(page, {
    module: 'people',
    step: 'team_roles_revision',
    edit: 'schema',
    change: (schema) => {
      schema.properties.roles.items.completion.required.push('responsibilty');
    },
    at: 'schema',
    place: '/properties/roles/items/completion/required/4',
    selected: '"responsibilty"',
    message:
      'Povinné pole „responsibilty“ tu není (pole tu jsou: id, position, responsibility, authority, excellent_behavior_example): krok by nikdo nikdy nedokončil. Opravte název, nebo pole přidejte.',
  });
});

test('a text in Czech but not in English: each such key named in the texts tab, where its English is written', async ({ page }) => {
  // English is optional (docs/decisions.md, "The content studio"): the check warns of each key, the
  // texts tab marks it missing, and publishing is not refused for it.
  await page.goto('/admin/content?tab=texts&source=steps%2Fpeople&key=team_goals.title');
  const row = page.locator('[data-text-key="team_goals.title"]');
  // A fresh load of the texts tab may take longer than an expectation's 10 s on these shared machines.
  await expect(row).toBeFocused({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Upravit text team_goals.title (česky)' }).click();
  await page.getByRole('textbox', { name: 'Text team_goals.title (česky)' }).fill('Týmové cíle na tento rok');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(row.getByText('V konceptu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upravit text team_goals.title (anglicky)' })).toContainText('Chybí – klikněte a doplňte');
  await page.getByRole('button', { name: /^Chybí \(\d+\)$/ }).click();
  await expect(row).toContainText('Týmové cíle na tento rok');
  await expect(row).toContainText('Chybí');

  await page.getByRole('tab', { name: 'Zveřejnění' }).click();
  await expect(page.getByText('team_goals.title', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zveřejnit' })).toBeEnabled(CHECKED);
});

test('a derived list reading a step that does not exist', async ({ page }) => {
  await stepFileMistake(page, {
    module: 'people',
    step: 'team_capacity',
    edit: 'rules',
    change: (rules) => {
      rules.derive[0].inputs.values.step = 'people/team_role_revision';
    },
    at: 'rules',
    place: '/derive/0/inputs/values/step',
    selected: '"step": "people/team_role_revision"',
    message:
      'Vstup „values“ odvozeného seznamu /capacities čte krok people/team_role_revision, který neexistuje. Uveďte krok, který existuje (modul/krok), nebo ho nejdřív napište.',
  });
});

test('a text key one level too shallow: the text is found one level deeper, and both ways to mend it are named', async ({ page }) => {
  await stepFileMistake(page, {
    module: 'people',
    step: 'team_goals',
    edit: 'ui',
    change: (ui) => {
      ui.goal['ui:title'] = 'steps/people:team_goals.label';
    },
    at: 'ui',
    place: '/goal/ui:title',
    selected: '"ui:title": "steps/people:team_goals.label"',
    message:
      'Text steps/people:team_goals.label v souboru locales/cs/steps/people.json chybí: je o úroveň hlouběji, jako team_goals.goal.label. Opravte klíč na steps/people:team_goals.goal.label, nebo text přesuňte na team_goals.label.',
  });
});

test('a misspelt key of the rules', async ({ page }) => {
  await stepFileMistake(page, {
    module: 'people',
    step: 'team_roles_revision',
    edit: 'rules',
    change: (rules) => {
      rules.uniqe = rules.unique;
      delete rules.unique;
    },
    at: 'rules',
    place: '/uniqe',
    selected: '"uniqe": [\n    "/roles/*/position"\n  ]',
    message: 'Neznámý klíč „uniqe“: nikdo ho nečte. Nemysleli jste „unique“?',
  });
});
