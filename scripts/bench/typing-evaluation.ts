// Per-event cost of the team evaluation (15 members × 5 priority values) in the built app, against
// the same draft schema and data in a plain @rjsf/core form (default theme, live validation on),
// both in one Chromium run: typing into the selected member's name, and changing its ratings.
// Prints p50 and p95 per event kind and form, the p95 ratios ours/plain and the targets (p95 under
// one frame, 16 ms, and under half of plain rjsf) as PASS/FAIL; exits 0 either way: a benchmark,
// not a test. ROUNDS (default 3) × EVENTS (default 100) events per kind and form, the two forms
// alternating round by round so load from other jobs hits both alike.
// Usage: npm run build && npx tsx scripts/bench/typing-evaluation.ts
import { chromium, type Page } from 'playwright-core';
import { signIn, startApp } from './app.js';
import { percentile, timeNumberInputs, timeRadioClicks, timeTyping } from './event-timing.js';
import { prepareEvaluation } from './evaluation-data.js';
import { servePlainRjsf } from './plain-rjsf.js';

const PORT = 3291;
const EMAIL = 'workshop@test.cz';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const EVENTS = Number(process.env.EVENTS ?? 100);
/** The member edited: one in the middle of the list, so rows before and after it exist. */
const SELECTED = 7;
const FRAME_MS = 16;

type Kind = 'typing' | 'rating';
type Samples = Record<Kind, number[]>;

const app = await startApp(PORT);
const data = await prepareEvaluation(app.base, EMAIL);
const member = data.members[SELECTED]!;
const plain = await servePlainRjsf(data);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** Our step page: the member selected, its name typed into, its five radio groups clicked; then waits for the autosave. */
async function oursRound(page: Page, into: Samples) {
  await page.goto(`${app.base}/people/team-evaluation`);
  await page
    .getByTestId('member-row')
    .nth(SELECTED)
    .getByRole('button', { name: new RegExp(`^${member.member_name}`) })
    .click();
  const section = page.getByTestId('member-ratings');
  await section.getByRole('heading', { name: `Hodnocení: ${member.member_name}` }).waitFor();
  into.typing.push(...(await timeTyping(section.getByRole('textbox', { name: 'Jméno člena týmu', exact: true }), EVENTS)));
  into.rating.push(...(await timeRadioClicks(section, EVENTS)));
  // Leaving with unsaved changes would ask to stay; the save also proves the app took the edits.
  await page.locator('[data-testid=save-status][data-status=saved]').waitFor({ timeout: 30_000 });
}

/** The plain form: the same member's name typed into, its five rating inputs changed. */
async function plainRound(page: Page, into: Samples) {
  await page.goto(plain.url);
  const name = page.locator(`#root_members_${SELECTED}_member_name`);
  await name.waitFor();
  const ratingIds = data.evaluations.flatMap((e, k) => (e.team_member_id === member.id ? [`root_evaluations_${k}_rating`] : []));
  into.typing.push(...(await timeTyping(name, EVENTS)));
  into.rating.push(...(await timeNumberInputs(page, ratingIds, EVENTS)));
}

const ours: Samples = { typing: [], rating: [] };
const base: Samples = { typing: [], rating: [] };
try {
  const oursPage = await browser.newPage();
  await signIn(oursPage, app.base, EMAIL);
  const plainPage = await browser.newPage();
  for (let round = 0; round < ROUNDS; round++) {
    await oursRound(oursPage, ours);
    await plainRound(plainPage, base);
  }
} finally {
  await browser.close();
  await plain.stop();
  app.stop();
}

const all = (s: Samples) => [...s.typing, ...s.rating];
const stats = (xs: number[]) => ({ p50: percentile(xs, 0.5), p95: percentile(xs, 0.95), n: xs.length });
const ms = (x: number) => x.toFixed(2).padStart(8);
const rows = (['typing', 'rating', 'all'] as const).map((kind) => {
  const pick = (s: Samples) => (kind === 'all' ? all(s) : s[kind]);
  return { kind, ours: stats(pick(ours)), plain: stats(pick(base)) };
});
console.log(
  `\nteam evaluation, ${data.members.length} members × ${data.values.length} values: ms per input event (${ROUNDS} rounds × ${EVENTS} events per kind)`,
);
console.log('event    form          p50      p95     N');
for (const r of rows) {
  console.log(`${r.kind.padEnd(8)} ours     ${ms(r.ours.p50)} ${ms(r.ours.p95)} ${String(r.ours.n).padStart(5)}`);
  console.log(`${''.padEnd(8)} plain    ${ms(r.plain.p50)} ${ms(r.plain.p95)} ${String(r.plain.n).padStart(5)}`);
}
console.log('\np95 ours/plain and targets (p95 < 16 ms; p95 < 0.5 × plain)');
for (const r of rows) {
  const ratio = r.ours.p95 / r.plain.p95;
  const frame = r.ours.p95 < FRAME_MS ? 'PASS' : 'FAIL';
  const half = ratio < 0.5 ? 'PASS' : 'FAIL';
  console.log(`${r.kind.padEnd(8)} ratio ${ratio.toFixed(3)}   < 16 ms: ${frame}   < 0.5 × plain: ${half}`);
}
console.log(
  "(typing: the selected member's name; rating: ours clicks radios, plain sets number inputs; timed synchronously per event, render and commit included, not paint)",
);
