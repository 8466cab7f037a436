// `npm run bench:admin-lists`: the administrator's users list and progress reports with 1,000 members.
//
// The users list reads every member with their profile, variant, modules and progress in a few
// statements (src/server/services/admin-users.ts); the baseline, measured in the same run, is the
// way it read users before: each user alone (`adminUserJson`, five statements apiece). Prints the
// median of ROUNDS (default 5) timings of GET /api/admin/users, of both reports and of the
// baseline loop, and the list's ratio to the baseline, on the embedded database (an in-memory
// PGlite, migrated and bootstrapped as a server start does). Exits 0 whatever the figures.
import { buildApp } from '../../src/server/app.js';
import { configFromEnv } from '../../src/server/config.js';
import { companies, profiles, stepData, users, variantAssignments } from '../../src/server/db/schema.js';
import { openDb } from '../../src/server/db/open.js';
import { adminUserJson } from '../../src/server/services/admin-users.js';
import { bootstrap } from '../../src/server/services/bootstrap.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../tests/support/fixtures.js';

const MEMBERS = Number(process.env.MEMBERS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DAY = 86_400_000;
const PEOPLE_STEPS = ['team_goals', 'team_vision', 'team_roles_revision', 'team_capacity', 'team_values'];

const opened = await openDb({ dataDir: 'memory://' });
const config = { ...configFromEnv({}), clientDir: undefined, adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, dataDir: 'memory://' };
const app = await buildApp({ config, opened, logger: false });
await bootstrap(app, config);
await app.ready();

const [company] = await app.db.insert(companies).values({ name: 'Tisícovka' }).returning({ id: companies.id });
const made = await app.db
  .insert(users)
  .values(Array.from({ length: MEMBERS }, (_, i) => ({ email: `tisic${i}@test.cz`, company_id: company!.id, modules: ['people'] })))
  .returning({ id: users.id });
const ids = made.map((u) => u.id);
await app.db.insert(profiles).values(ids.map((id, i) => ({ user_id: id, name: `Člen ${i}` })));
await app.db
  .insert(variantAssignments)
  .values(ids.map((id) => ({ user_id: id, variant_name: 'general', expiry_date: new Date(Date.now() + 365 * DAY) })));
// Each member further along than the one before, six stages round: the report has every state to show.
const rows = ids.flatMap((id, i) =>
  [['intro', 'welcome'], ...PEOPLE_STEPS.slice(0, i % 6).map((s) => ['people', s])].map(([module_name, step_name]) => ({
    user_id: id,
    module_name: module_name!,
    step_name: step_name!,
    data: {},
    status: 'completed',
    completed_at: new Date(),
  })),
);
for (let i = 0; i < rows.length; i += 1000) await app.db.insert(stepData).values(rows.slice(i, i + 1000));

const login = await app.inject({ method: 'POST', url: '/api/onboarding/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
const headers = { authorization: `Bearer ${login.json().access_token}` };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed(what: () => Promise<unknown>): Promise<number> {
  await what(); // warm: the statements' first plans
  const ms: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    await what();
    ms.push(performance.now() - started);
  }
  return median(ms);
}
const get = (url: string) => async () => {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
};

const list = await timed(get('/api/admin/users'));
const csv = await timed(get('/api/admin/reports/progress.csv'));
const xlsx = await timed(get('/api/admin/reports/progress.xlsx'));
const eachAlone = await timed(async () => {
  for (const user of await app.db.select().from(users)) await adminUserJson(app, user);
});

const line = (what: string, ms: number) => console.log(`${what.padEnd(42)} ${ms.toFixed(0).padStart(6)} ms`);
console.log(`bench:admin-lists: ${MEMBERS} members on PGlite, median of ${ROUNDS}`);
line('GET /api/admin/users', list);
line('GET /api/admin/reports/progress.csv', csv);
line('GET /api/admin/reports/progress.xlsx', xlsx);
line('baseline: each user read alone', eachAlone);
console.log(`users list / baseline: ${(list / eachAlone).toFixed(2)}`);
await app.close();
await opened.close();
