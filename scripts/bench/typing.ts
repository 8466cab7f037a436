// Keystroke cost of the StepRunner on the largest step against the smallest, measured in one run
// in Chromium on the built app: if a keystroke re-rendered or re-validated the whole form, the
// ratio would grow with the form (position with 10 threats has 30 fields, context has 4).
// Usage: npm run build && npx tsx scripts/bench/typing.ts
import { chromium, type Page } from 'playwright-core';
import { apiCall, apiLogin, signIn, startApp } from './app.js';

const PORT = 3290;
const KEYSTROKES = 300;
const ROUNDS = 5;

const app = await startApp(PORT);
const BASE = app.base;

/** Context and culture completed, position filled with 10 threats, through the API. */
async function prepare(email: string) {
  const token = await apiLogin(BASE, email);
  const call = (t: string, method: string, path: string, body?: unknown) => apiCall(BASE, t, method, path, body);
  const four = { field_1: 'a', field_2: 'b', field_3: 'c', field_4: 'd' };
  for (const step of ['onboarding-context', 'onboarding-culture']) {
    await call(token, 'POST', `new-team-onboarding/${step}`, four);
    await call(token, 'POST', `new-team-onboarding/${step}/complete`);
  }
  const long = 'Dlouhý text odpovědi, který se opakuje. '.repeat(40);
  await call(token, 'POST', 'new-team-onboarding/onboarding-position', {
    field_1: long,
    threats: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Hrozba číslo ${i + 1}`, mitigation: long })),
    team_person: long,
    team_manager: long,
    team_person_plan: long,
    team_manager_plan: long,
    supervisor_person: long,
    supervisor_manager: long,
    supervisor_person_plan: long,
    supervisor_manager_plan: long,
  });
}

/** Mean milliseconds per keystroke: React handles each input event synchronously, so the timing covers its render. */
async function keystrokeCost(page: Page, path: string, label: string): Promise<number> {
  await page.goto(`${BASE}${path}`);
  const field = page.getByLabel(label, { exact: true });
  await field.waitFor();
  return field.evaluate(async (el: HTMLTextAreaElement, n: number) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    let spent = 0;
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      setter.call(el, `${el.value}x`);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      spent += performance.now() - t0;
      if (i % 20 === 0) await new Promise((r) => setTimeout(r, 0));
    }
    return spent / n;
  }, KEYSTROKES);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await prepare('autosave@test.cz');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await signIn(page, BASE, 'autosave@test.cz');
  const small: number[] = [];
  const large: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    small.push(await keystrokeCost(page, '/new-team-onboarding/context', 'Co o týmu zatím nevíte?'));
    large.push(await keystrokeCost(page, '/new-team-onboarding/position', 'Jaká je vaše výchozí pozice v týmu?'));
  }
  const s = median(small);
  const l = median(large);
  console.log(`keystroke on context (4 fields):    ${s.toFixed(3)} ms (median of ${ROUNDS} rounds × ${KEYSTROKES})`);
  console.log(`keystroke on position (30 fields):  ${l.toFixed(3)} ms`);
  console.log(`ratio large/small: ${(l / s).toFixed(2)} (1.0 = cost independent of the form's size)`);
} finally {
  await browser.close();
  app.stop();
}
