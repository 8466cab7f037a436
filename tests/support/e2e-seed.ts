import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { stepData, users } from '../../src/server/db/schema.js';
import { createAccount, createCompany } from '../../src/server/services/accounts.js';
import { E2E_ACCOUNTS, MEMBER_PASSWORD } from './fixtures.js';

/** Creates the browser tests' fixture accounts (fixtures.ts) in one test company. */
export async function seedE2E(app: FastifyInstance): Promise<void> {
  const company = await createCompany(app.db, { name: 'Testovací s.r.o.', sector: 'Automotive', location: 'Brno' });
  for (const spec of E2E_ACCOUNTS) await createAccount(app.db, { companyId: company.id, ...spec });
  await seedProgress(app);
  // tests/e2e/studio-preview.spec.ts shows them in the capacity step.
  await seedRoles(app, 'nahled-clen@test.cz', PREVIEW_ROLES);
  await seedRoles(app, 'mapa-procesu@test.cz', PROCESS_ROLES);
}

/** The positions the step preview's member (nahled-clen@test.cz) has stored in the roles step. */
export const PREVIEW_ROLES = ['Mistr dílny', 'Servisní poradce'];

/** The positions the member of the 'Procesy' module (mapa-procesu@test.cz) has stored in the roles step. */
export const PROCESS_ROLES = ['Vedoucí skladu', 'Dispečerka'];

/** A member who has written the roles step with these positions (the step preview's, the 'Procesy' module's member). */
async function seedRoles(app: FastifyInstance, email: string, positions: readonly string[]): Promise<void> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const roles = positions.map((position, i) => ({
    id: i + 1,
    position,
    responsibility: 'Chod dílny',
    authority: 'Rozvrh směn',
    excellent_behavior_example: 'Včas upozorní na problém',
  }));
  await app.db.insert(stepData).values({ user_id: user!.id, module_name: 'people', step_name: 'team_roles_revision', data: { roles } });
}

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** The members of the progress journey (tests/e2e/admin-progress.spec.ts), in a company of their own. */
export const PROGRESS_COMPANY = 'Postupová strategie a.s.';
export const PROGRESS_MEMBERS = {
  /** Stopped two weeks ago on the people module's second step. */
  stopped: 'zastaveny@test.cz',
  /** Made a month ago and never signed in. */
  never: 'nikdy-neprihlasen@test.cz',
  /** Active an hour ago, three people steps done. */
  active: 'aktivni-postup@test.cz',
} as const;

/**
 * Members with progress dated in the past: each step row's start and completion and the member's
 * last activity are written as they would be had they worked then.
 */
async function seedProgress(app: FastifyInstance): Promise<void> {
  const company = await createCompany(app.db, { name: PROGRESS_COMPANY, sector: 'Strategie', location: 'Olomouc' });
  const member = async (
    email: string,
    name: string,
    lastActivity: Date | null,
    created: Date,
    steps: Array<[string, string, number, number?]>,
  ) => {
    const user = await createAccount(app.db, {
      email,
      password: MEMBER_PASSWORD,
      name,
      variant: 'general',
      modules: ['people'],
      companyId: company.id,
    });
    await app.db.update(users).set({ last_activity: lastActivity, created_at: created }).where(eq(users.id, user.id));
    for (const [module_name, step_name, started, completed] of steps)
      await app.db.insert(stepData).values({
        user_id: user.id,
        module_name,
        step_name,
        data: {},
        status: completed === undefined ? 'in_progress' : 'completed',
        created_at: daysAgo(started),
        updated_at: daysAgo(completed ?? started),
        completed_at: completed === undefined ? null : daysAgo(completed),
      });
  };
  await member(PROGRESS_MEMBERS.stopped, 'Zdeněk Zastavený', daysAgo(14), daysAgo(40), [
    ['intro', 'welcome', 30, 30],
    ['people', 'team_goals', 20, 16],
    ['people', 'team_vision', 14],
  ]);
  await member(PROGRESS_MEMBERS.never, 'Naďa Nepřihlášená', null, daysAgo(30), []);
  await member(PROGRESS_MEMBERS.active, 'Alžběta Aktivní', new Date(Date.now() - 3_600_000), daysAgo(20), [
    ['intro', 'welcome', 10, 10],
    ['people', 'team_goals', 9, 8],
    ['people', 'team_vision', 7, 5],
    ['people', 'team_roles_revision', 3, 1],
  ]);
}
