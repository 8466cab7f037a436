import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { generatedDecks, mailQueue, profiles, stepData, users, variantAssignments } from '../../../src/server/db/schema.js';
import { createAccount } from '../../../src/server/services/accounts.js';
import { draftView } from '../../../src/server/content/store.js';
import type { VariantDef } from '../../../src/engine/variants/index.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { MEMBER_PASSWORD } from '../../support/fixtures.js';
import { someCompany, uniqueEmail, userPayload } from '../../support/admin.js';
import { deckSourceData } from '../../support/deck-data.js';
import { IDENTITIES, identities, type Identity } from '../../support/identities.js';
import { czechDetailProblem } from '../../support/czech-detail.js';
import { fillPath, registeredRoutes } from '../../support/route-table.js';

// Files share a worker's modules (vitest.config.ts): the server is loaded anew here, so that it is built on the mock.
vi.hoisted(() => vi.resetModules());
vi.mock('fastify', async (original) => (await import('../../support/route-table.js')).withRouteTable(await original()));

type Row = Record<Identity, number>;
const TOKENS_REFUSED = { anon: 401, garbage: 401, wrongSecret: 401, algNone: 401, deactivated: 401 } as const;
/** The same answer whoever calls (public routes). */
const anyone = (status: number): Row => Object.fromEntries(IDENTITIES.map((i) => [i, status])) as Row;
/** A valid access token of an active account is needed; then `ok` for every signed-in caller unless overridden. */
const signedIn = (ok: number, o: Partial<Row> = {}): Row => {
  const row = { ...TOKENS_REFUSED, noModule: ok, member: ok, other: ok, admin: ok, ...o };
  // The author is a member without the people module, like noModule, unless the row says otherwise.
  return { author: row.noModule, ...row };
};
/** The admin API: members are refused with 403 before their body is read. */
const adminOnly = (ok: number, o: Partial<Row> = {}): Row => signedIn(403, { admin: ok, ...o });
/** The content studio and the step preview: authors and administrators. */
const authors = (ok: number): Row => signedIn(403, { author: ok, admin: ok });
/** A step of the people module: needs the module (noModule 403) and a variant (the administrator has none: 403). */
const people = (ok: number, o: Partial<Row> = {}): Row => signedIn(ok, { noModule: 403, admin: 403, ...o });
/** A step of a module every variant member has (intro, new team onboarding): noModule gets in, the administrator (no variant) not. */
const variantStep = (ok: number, o: Partial<Row> = {}): Row => signedIn(ok, { admin: 403, ...o });
/** A later step of such a module: locked to noModule, who has completed none of the steps before it (403). */
const laterStep = (ok: number, o: Partial<Row> = {}): Row => variantStep(ok, { noModule: 403, ...o });

/**
 * The expected status of every route for every caller. `member` owns the data (every people step
 * stored, a generated deck); `other` is another member with the module, calling the same URLs,
 * which name the member's deck, topic, user and company; the forged tokens claim to be the
 * administrator. HEAD answers as its GET.
 */
const EXPECTED: Record<string, Row> = {
  // Public: the same answer for every caller (the sign-in bodies name no account with a code; no refresh cookie).
  'GET /api/openapi.json': anyone(200),
  'GET /healthz': anyone(200),
  'POST /api/onboarding/login': anyone(200),
  'POST /api/onboarding/validate-code': anyone(401),
  'POST /api/onboarding/first-login': anyone(401),
  'POST /api/onboarding/refresh': anyone(401),
  'POST /api/onboarding/logout': anyone(200),
  'POST /api/onboarding/sign-in-link': anyone(200),
  'POST /api/onboarding/password-reset': anyone(200),
  'POST /api/onboarding/password-reset/confirm': anyone(400), // no live link: a made-up token
  'GET /api/admin/preview/module': anyone(403), // a signed link of its own in the query, never a bearer token
  // The signed-in user's own records: any valid token of an active account.
  'GET /api/onboarding/me': signedIn(200),
  'POST /api/onboarding/complete-first-login': signedIn(200),
  'GET /api/variants/my-variant': signedIn(200, { admin: 404 }), // the administrator has no variant
  'GET /api/variants/progress': signedIn(200),
  'GET /api/variants/modules/:variant/:module/steps': people(200, { noModule: 404 }), // general/people: noModule's variant lists no such module
  'GET /api/variants/first-step-route': signedIn(200),
  'GET /api/progress': signedIn(200),
  // The admin API.
  'GET /api/admin/users': adminOnly(200),
  'POST /api/admin/users': adminOnly(201),
  'PUT /api/admin/users/:id': adminOnly(200),
  'PATCH /api/admin/users/:id/status': adminOnly(200),
  'DELETE /api/admin/users/:id': adminOnly(200),
  'POST /api/admin/users/:id/send-code': adminOnly(200),
  'GET /api/admin/users/:id/progress': adminOnly(200),
  'GET /api/admin/reports/progress.csv': adminOnly(200),
  'GET /api/admin/reports/progress.xlsx': adminOnly(200),
  'POST /api/admin/users/import/dry-run': adminOnly(200),
  'POST /api/admin/users/import': adminOnly(200),
  'GET /api/admin/mail-queue': adminOnly(200),
  'POST /api/admin/mail-queue/:id/retry': adminOnly(200),
  'POST /api/admin/generate-code': adminOnly(200),
  'GET /api/admin/companies': adminOnly(200),
  'POST /api/admin/companies': adminOnly(201),
  'PUT /api/admin/companies/:id': adminOnly(200),
  'DELETE /api/admin/companies/:id': adminOnly(200),
  'GET /api/admin/variants/detailed': adminOnly(200),
  'GET /api/admin/variants/consistency': adminOnly(200),
  'GET /api/admin/variants/:variant_name/details': adminOnly(200),
  'GET /api/admin/variants/assignments': adminOnly(200),
  'POST /api/admin/variants/assign': adminOnly(201),
  'DELETE /api/admin/variants/assignments/:id': adminOnly(200),
  'GET /api/admin/audit': adminOnly(200),
  'GET /api/admin/audit.csv': adminOnly(200),
  'GET /api/admin/users/:id/export': adminOnly(200),
  'GET /api/admin/preview/steps/:module/:step': authors(200),
  'POST /api/admin/preview/check': authors(200),
  'POST /api/admin/preview/data': authors(200),
  'GET /api/admin/preview/members': authors(200),
  // The content studio: the draft changed by each caller that may, then published and an old version restored.
  'GET /api/admin/content/tree': authors(200),
  'GET /api/admin/content/texts': authors(200),
  'GET /api/admin/content/search': authors(200),
  'PUT /api/admin/content/texts': authors(200),
  'POST /api/admin/content/variants/:variant/copy': authors(201),
  'PUT /api/admin/content/variants/:variant/modules': authors(200),
  'GET /api/admin/content/draft': authors(200),
  'GET /api/admin/content/draft/impact': authors(200),
  'DELETE /api/admin/content/draft': authors(200),
  'POST /api/admin/content/publish': authors(201),
  'GET /api/admin/content/versions': authors(200),
  'POST /api/admin/content/versions/:id/restore': authors(201),
  'GET /api/admin/content/csv': authors(200),
  'POST /api/admin/content/csv/dry-run': authors(200),
  'POST /api/admin/content/csv/apply': authors(200),
  'GET /api/admin/content/steps/:module/:step': authors(200),
  'PUT /api/admin/content/steps/:module/:step': authors(200),
  'POST /api/admin/content/steps/check': authors(200),
  // The studio's structure: each caller that may makes a module and a step of its own in the draft (discarded before the next publishes).
  'GET /api/admin/content/variants/:variant/structure': authors(200),
  'POST /api/admin/content/variants/:variant/modules': authors(201),
  'PATCH /api/admin/content/variants/:variant/modules/:module': authors(200),
  'POST /api/admin/content/variants/:variant/modules/:module/steps': authors(201),
  'PATCH /api/admin/content/variants/:variant/modules/:module/steps/:step': authors(200),
  'DELETE /api/admin/content/variants/:variant/modules/:module/steps/:step': authors(200),
  // Each version's browser code and texts, and which version is in use: public, as the bundle is.
  'GET /api/content/current': anyone(200),
  'GET /api/content/versions/:id/steps/:module/:step.js': anyone(200),
  'GET /api/content/versions/:id/texts/:lng/:folder/:name': anyone(200),
  // Intro: every variant member has it. Completing needs no answers (spec 7: no payload).
  'GET /api/intro/welcome': variantStep(200),
  'POST /api/intro/welcome': variantStep(200),
  'POST /api/intro/welcome/complete': variantStep(200),
  'POST /api/intro/complete': variantStep(200),
  'POST /api/intro/reset-dependent-steps': variantStep(200),
  // People: the module granted, every step open. The member's own saves of `{}` come first, so completing finds the fields empty (422).
  'GET /api/people/team-goals': people(200),
  'POST /api/people/team-goals': people(200),
  'POST /api/people/team-goals/complete': people(422),
  'GET /api/people/team-vision': people(200),
  'POST /api/people/team-vision': people(200),
  'POST /api/people/team-vision/complete': people(422),
  'GET /api/people/roles': people(200),
  'POST /api/people/roles': people(200),
  'POST /api/people/roles/complete': people(422),
  'POST /api/people/team-roles-revision/complete': people(422),
  'GET /api/people/capacity': people(200),
  'POST /api/people/capacity': people(200),
  'POST /api/people/capacity/complete': people(422),
  'POST /api/people/team-capacity/complete': people(422),
  'GET /api/people/team-values': people(200),
  'POST /api/people/team-values': people(200),
  'POST /api/people/team-values/complete': people(422),
  'GET /api/people/value-priorities': people(200),
  'POST /api/people/value-priorities': people(200),
  'POST /api/people/value-priorities/complete': people(422),
  'POST /api/people/team-values-priorities/complete': people(422),
  'GET /api/people/value-examples': people(200),
  'POST /api/people/value-examples': people(200),
  'POST /api/people/value-examples/complete': people(422),
  'POST /api/people/team-values-examples/complete': people(422),
  'GET /api/people/team-evaluation': people(200),
  'POST /api/people/team-evaluation': people(200),
  'POST /api/people/team-evaluation/complete': people(422),
  'GET /api/people/team-evaluation/roles': people(200),
  'GET /api/people/team-evaluation/values': people(200),
  'GET /api/people/team-evaluation/members': people(200),
  'POST /api/people/team-evaluation/members': people(200),
  'GET /api/people/team-evaluation/evaluations': people(200),
  'POST /api/people/team-evaluation/evaluations': people(200),
  'GET /api/people/personnel-outlook': people(200),
  'POST /api/people/personnel-outlook': people(200),
  'POST /api/people/personnel-outlook/complete': people(422),
  'POST /api/people/team-members-outlook/complete': people(422),
  'GET /api/people/development-topics': people(200),
  'POST /api/people/development-topics': people(200),
  'POST /api/people/development-topics/complete': people(200),
  'POST /api/people/team-development/complete': people(200),
  'PUT /api/people/development-topics/:id': people(404), // topic 1: the other's list has none; the member's own empty evaluations (saved above) leave none
  'GET /api/people/team-outlook': people(200),
  'POST /api/people/team-outlook': people(200),
  'POST /api/people/team-outlook/complete': people(200),
  'GET /api/people/presentation': people(200),
  'POST /api/people/presentation': people(404), // the step stores nothing
  'POST /api/people/presentation/complete': people(200),
  'POST /api/people/reset-dependent-steps': people(200),
  // A change's price and its undo, on the steps whose changes reopen others: nothing to take back here (409).
  ...Object.fromEntries(
    ['roles', 'team-values', 'value-priorities', 'team-evaluation'].flatMap((step) => [
      [`POST /api/people/${step}/impact`, people(200)],
      [`POST /api/people/${step}/undo`, people(409)],
    ]),
  ),
  'POST /api/people/generate-presentation': people(200),
  'GET /api/people/generate-presentation/:id': people(200, { other: 403 }), // the member's deck: its owner only
  'GET /api/people/generate-presentation/results': people(200), // each member's own results
  // New team onboarding: every variant member has it; noModule has completed none of its steps, so all but the first are locked.
  'GET /api/new-team-onboarding/onboarding-context': variantStep(200, { noModule: 404 }), // noModule has nothing stored
  'POST /api/new-team-onboarding/onboarding-context': variantStep(200),
  'POST /api/new-team-onboarding/onboarding-context/complete': variantStep(422),
  'GET /api/new-team-onboarding/onboarding-culture': laterStep(200),
  'POST /api/new-team-onboarding/onboarding-culture': laterStep(200),
  'POST /api/new-team-onboarding/onboarding-culture/complete': laterStep(422),
  'GET /api/new-team-onboarding/onboarding-position': laterStep(200),
  'POST /api/new-team-onboarding/onboarding-position': laterStep(200),
  'POST /api/new-team-onboarding/onboarding-position/complete': laterStep(422),
  'GET /api/new-team-onboarding/onboarding-first-steps': laterStep(200),
  'POST /api/new-team-onboarding/onboarding-first-steps': laterStep(200),
  'POST /api/new-team-onboarding/onboarding-first-steps/complete': laterStep(422),
  'GET /api/new-team-onboarding/onboarding-strategy': laterStep(200),
  'POST /api/new-team-onboarding/onboarding-strategy': laterStep(200),
  'POST /api/new-team-onboarding/onboarding-strategy/complete': laterStep(422),
  'POST /api/new-team-onboarding/reset-dependent-steps': laterStep(200),
  // A step published after the start (tests/api/content/studio-structure.test.ts serves one to each role): an address
  // no step of the version in use has is 404 to anyone, before the token is looked at.
  'GET /api/:module/:endpoint': anyone(404),
  'POST /api/:module/:endpoint': anyone(404),
  'POST /api/:module/:endpoint/complete': anyone(404),
};

interface Fixtures {
  t: TestApp;
  ids: Awaited<ReturnType<typeof identities>>;
  companyId: number;
  /** A member the administrator changes, so the member's own data stays as stored. */
  targetId: number;
  deckId: string;
}
interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A text of the published content as it stands, sent back unchanged: the studio's save, authorized, changes nothing. */
const unchangedText = (f: Fixtures) => {
  const value = (f.t.app.content.current.files['locales/cs/steps/people.json'] as { team_goals: { title: string } }).team_goals.title;
  return { namespace: 'steps/people', key: 'team_goals.title', lng: 'cs', value, base: value };
};

/** A step's files as published, sent back unchanged with themselves as the base: the save, authorized, changes nothing. */
const unchangedStep = (f: Fixtures) => {
  const file = (kind: string) => f.t.app.content.current.files[`step-schemas/people/team_goals.${kind}.json`] ?? null;
  const files = { schema: file('schema'), ui: file('ui'), rules: file('rules') };
  return { ...files, base: files };
};

const freshUser = async (f: Fixtures) =>
  createAccount(f.t.app.db, { email: uniqueEmail('cil'), variant: 'general', companyId: f.companyId });
/** A one-member import file naming a company of its own by name. */
const importCsv = async (f: Fixtures) => {
  const company = await someCompany(f.t.app, `Dávka ${uniqueEmail()}`);
  return `e-mail;jméno;společnost;varianta\n${uniqueEmail('davka')};Nový člen;${company.name};general\n`;
};
/** A queued e-mail given up on, for 'Zkusit znovu'. */
const failedMail = async (f: Fixtures) => {
  const [row] = await f.t.app.db
    .insert(mailQueue)
    .values({ to_address: uniqueEmail('fronta'), subject: 'Zkouška', body: 'Text', status: 'failed', attempts: 5 })
    .returning();
  return row!.id;
};
const memberAssignment = async (f: Fixtures, userId: number) =>
  (await f.t.app.db.select().from(variantAssignments).where(eq(variantAssignments.user_id, userId)))[0]!.id;

/**
 * Path parameters and bodies: valid ones, so that a refusal is the authorization's and not the
 * validation's. Non-administrators aim at the member's own records; the administrator at a
 * target member, or at a fresh record where the route deletes.
 */
const CALLS: Record<string, (f: Fixtures, who: Identity) => Call | Promise<Call>> = {
  'POST /api/onboarding/login': (f) => ({ body: { email: f.ids.other.email, password: MEMBER_PASSWORD } }),
  // An unknown e-mail per caller: wrong codes count per account from every address too (services/login-throttle.ts).
  'POST /api/onboarding/validate-code': (_f, who) => ({ body: { email: `nikdo-${who}@test.cz`, code: '000000' } }),
  'POST /api/onboarding/first-login': (_f, who) => ({ body: { email: `nikdo-${who}@test.cz`, code: '000000', password: MEMBER_PASSWORD } }),
  'POST /api/onboarding/sign-in-link': () => ({ body: { email: 'nikdo@test.cz' } }),
  'POST /api/onboarding/password-reset': () => ({ body: { email: 'nikdo@test.cz' } }),
  'POST /api/onboarding/password-reset/confirm': () => ({ body: { token: 'A'.repeat(43), password: MEMBER_PASSWORD } }),
  'GET /api/variants/modules/:variant/:module/steps': () => ({ params: { variant: 'general', module: 'people' } }),
  'POST /api/people/team-evaluation/members': () => ({ body: { members: [] } }),
  'POST /api/people/team-evaluation/evaluations': () => ({ body: { evaluations: [] } }),
  'PUT /api/people/development-topics/:id': () => ({ params: { id: 1 }, body: { step_1: 'Rozhovor' } }),
  'GET /api/people/generate-presentation/:id': (f) => ({ params: { id: f.deckId } }),
  'POST /api/people/reset-dependent-steps': () => ({ body: { step_name: 'presentation' } }),
  ...Object.fromEntries(
    ['roles', 'team-values', 'value-priorities', 'team-evaluation'].map((step) => [
      `POST /api/people/${step}/undo`,
      () => ({ body: { version: 1 } }),
    ]),
  ),
  'POST /api/intro/reset-dependent-steps': () => ({ body: { step_name: 'welcome' } }),
  'POST /api/new-team-onboarding/reset-dependent-steps': () => ({ body: { step_name: 'onboarding_strategy' } }),
  'GET /api/admin/preview/steps/:module/:step': () => ({ params: { module: 'people', step: 'team_goals' } }),
  'POST /api/admin/preview/check': () => ({ body: { module: 'people', step: 'team_goals', data: {} } }),
  // The member's data, as an author previewing the capacity step with it would ask for it.
  'POST /api/admin/preview/data': (f) => ({
    body: { module: 'people', step: 'team_capacity', source: 'member', user_id: f.ids.member.user.id, variant: 'general' },
  }),
  'GET /api/admin/preview/members': () => ({ query: { variant: 'general' } }),
  'POST /api/admin/users': (f) => ({ body: userPayload(f.companyId) }),
  'PUT /api/admin/users/:id': async (f, who) => {
    const id = who === 'admin' ? f.targetId : f.ids.member.user.id;
    const [user] = await f.t.app.db.select().from(users).where(eq(users.id, id));
    return { params: { id }, body: userPayload(f.companyId, { email: user!.email, osloveni: 'Změněno' }) };
  },
  'DELETE /api/admin/users/:id': async (f, who) => ({ params: { id: who === 'admin' ? (await freshUser(f)).id : f.ids.member.user.id } }),
  'GET /api/admin/users/:id/export': (f, who) => ({ params: { id: who === 'admin' ? f.targetId : f.ids.member.user.id } }),
  'POST /api/admin/users/:id/send-code': async (f, who) => ({
    params: { id: who === 'admin' ? (await freshUser(f)).id : f.ids.member.user.id },
  }),
  // The member's own progress is what a stranger must not read; the administrator reads the target's.
  'GET /api/admin/users/:id/progress': (f, who) => ({ params: { id: who === 'admin' ? f.targetId : f.ids.member.user.id } }),
  'POST /api/admin/users/import/dry-run': async (f) => ({ body: { csv: await importCsv(f) } }),
  'POST /api/admin/users/import': async (f) => ({ body: { csv: await importCsv(f) } }),
  'POST /api/admin/mail-queue/:id/retry': async (f, who) => ({ params: { id: who === 'admin' ? await failedMail(f) : 1 } }),
  'PATCH /api/admin/users/:id/status': (f, who) => ({
    params: { id: who === 'admin' ? f.targetId : f.ids.member.user.id },
    body: { is_active: false },
  }),
  'POST /api/admin/companies': () => ({ body: { name: `Firma ${uniqueEmail()}` } }),
  'PUT /api/admin/companies/:id': (f) => ({ params: { id: f.companyId }, body: { name: 'Přejmenovaná firma' } }),
  'DELETE /api/admin/companies/:id': async (f, who) => ({
    params: { id: who === 'admin' ? (await someCompany(f.t.app)).id : f.companyId },
  }),
  'POST /api/admin/variants/assign': (f, who) => ({
    body: { user_id: who === 'admin' ? f.targetId : f.ids.member.user.id, variant_name: 'automotive_manazer_dealerstvi' },
  }),
  'DELETE /api/admin/variants/assignments/:id': async (f, who) => ({
    params: { id: await memberAssignment(f, who === 'admin' ? (await freshUser(f)).id : f.ids.member.user.id) },
  }),
  'GET /api/admin/variants/:variant_name/details': () => ({ params: { variant_name: 'general' } }),
  'GET /api/admin/content/texts': () => ({ query: { namespace: 'steps/people' } }),
  'GET /api/admin/content/search': () => ({ query: { q: 'cíl' } }),
  'PUT /api/admin/content/texts': (f) => ({ body: unchangedText(f) }),
  'POST /api/admin/content/variants/:variant/copy': (_f, who) => ({
    params: { variant: 'general' },
    body: { new_name: `kopie_${IDENTITIES.indexOf(who)}`, display_name: 'Kopie' },
  }),
  // The draft's modules: a module the author made (the structure routes, below) is in it until the draft is discarded.
  'PUT /api/admin/content/variants/:variant/modules': async (f) => ({
    params: { variant: 'general' },
    body: {
      modules: ((await draftView(f.t.app.db)).files['step-schemas/variants/general.json'] as VariantDef).modules.map((m) => ({
        module_name: m.module_name,
        enabled: m.enabled !== false,
        admin_selectable: Boolean(m.admin_selectable),
      })),
    },
  }),
  // The draft was discarded just before: each caller that may puts a variant's copy in it to publish.
  'POST /api/admin/content/publish': async (f, who) => {
    if (who === 'author' || who === 'admin')
      await f.t.app.inject({
        method: 'POST',
        url: '/api/admin/content/variants/general/copy',
        headers: f.ids.headers[who],
        payload: { new_name: `zverejnena_${IDENTITIES.indexOf(who)}`, display_name: 'Zveřejněná kopie' },
      });
    return { body: { note: 'Matice oprávnění' } };
  },
  'POST /api/admin/content/versions/:id/restore': () => ({ params: { id: 1 } }),
  'POST /api/admin/content/csv/dry-run': () => ({ body: { csv: 'source,key,cs,en\r\nsteps/people,team_goals.title,Cíle,\r\n' } }),
  'POST /api/admin/content/csv/apply': (f) => {
    const { namespace, key, value } = unchangedText(f);
    return { body: { changes: [{ source: namespace, key, lng: 'cs', old: value, new: value }] } };
  },
  'GET /api/admin/content/steps/:module/:step': () => ({ params: { module: 'people', step: 'team_goals' } }),
  'PUT /api/admin/content/steps/:module/:step': (f) => ({ params: { module: 'people', step: 'team_goals' }, body: unchangedStep(f) }),
  'POST /api/admin/content/steps/check': (f) => {
    const { base: _, ...files } = unchangedStep(f);
    return { body: { module: 'people', step: 'team_goals', ...files } };
  },
  'GET /api/admin/content/variants/:variant/structure': () => ({ params: { variant: 'general' } }),
  'POST /api/admin/content/variants/:variant/modules': (_f, who) => ({
    params: { variant: 'general' },
    body: {
      display_name: { cs: `Modul ${IDENTITIES.indexOf(who)}`, en: '' },
      description: { cs: '', en: '' },
      icon: 'workflow',
      admin_selectable: true,
      requires: [],
    },
  }),
  'PATCH /api/admin/content/variants/:variant/modules/:module': () => ({
    params: { variant: 'general', module: 'intro' },
    body: { requires: [] },
  }),
  'POST /api/admin/content/variants/:variant/modules/:module/steps': (_f, who) => ({
    params: { variant: 'general', module: 'intro' },
    body: { display_name: { cs: `Krok ${IDENTITIES.indexOf(who)}`, en: '' }, description: { cs: '', en: '' }, kind: 'reading' },
  }),
  'PATCH /api/admin/content/variants/:variant/modules/:module/steps/:step': () => ({
    params: { variant: 'general', module: 'intro', step: 'welcome' },
    body: { display_name: 'Vítejte' },
  }),
  'DELETE /api/admin/content/variants/:variant/modules/:module/steps/:step': (_f, who) => ({
    params: { variant: 'general', module: 'intro', step: `krok_${IDENTITIES.indexOf(who)}` },
  }),
  ...Object.fromEntries(
    ['GET /api/:module/:endpoint', 'POST /api/:module/:endpoint', 'POST /api/:module/:endpoint/complete'].map((key) => [
      key,
      () => ({ params: { module: 'procesy', endpoint: 'zadny-krok' } }),
    ]),
  ),
  'GET /api/content/versions/:id/steps/:module/:step.js': () => ({ params: { id: 1, module: 'people', step: 'team_goals' } }),
  'GET /api/content/versions/:id/texts/:lng/:folder/:name': () => ({ params: { id: 1, lng: 'cs', folder: 'steps', name: 'people' } }),
};

const noCall = (): Call => ({});

/** Text only the member's data holds: no answer to anyone else may contain it. */
const SECRET = 'Tajemství-člena-7Q';
/** Routes that show an author members' names or data by design: the step preview's member picker and data. */
const AUTHORS_SEE_MEMBERS = ['GET /api/admin/preview/members', 'POST /api/admin/preview/data'];

const memberData = () => {
  const data = deckSourceData(3, 2);
  data.set('people/team_goals', { ...(data.get('people/team_goals') as object), goal: `${SECRET} cíl` });
  data.set('new_team_onboarding/onboarding_context', { field_1: `${SECRET} kontext` });
  return data;
};

/** A write without a body of its own in CALLS sends `{}`: a step's empty draft, or nothing a route needs. */
const WRITES_WITH_BODY = ['POST', 'PUT', 'PATCH'];
const asGet = (key: string) => key.replace(/^HEAD /, 'GET ');

describe("authorization matrix: every route of the server's route table, every kind of caller", () => {
  let f: Fixtures;
  /** The member's records, as stored before anyone else calls. */
  let memberRecords: unknown;

  const records = async (userId: number) => {
    const db = f.t.app.db;
    const { last_activity: _seen, ...user } = (await db.select().from(users).where(eq(users.id, userId)))[0]!;
    return {
      user,
      profile: await db.select().from(profiles).where(eq(profiles.user_id, userId)),
      steps: await db.select().from(stepData).where(eq(stepData.user_id, userId)).orderBy(stepData.module_name, stepData.step_name),
      assignments: await db.select().from(variantAssignments).where(eq(variantAssignments.user_id, userId)),
      decks: await db.select({ id: generatedDecks.id }).from(generatedDecks).where(eq(generatedDecks.user_id, userId)),
    };
  };

  beforeAll(async () => {
    const t = await createTestApp();
    const company = await someCompany(t.app, 'Firma člena');
    const ids = await identities(t.app, memberData(), { companyId: company.id, name: `Člen ${SECRET}` });
    const target = await freshUser({ t, companyId: company.id } as Fixtures);
    const deck = await t.app.inject({ method: 'POST', url: '/api/people/generate-presentation', headers: ids.headers.member });
    expect(deck.statusCode, deck.body).toBe(200);
    f = { t, ids, companyId: company.id, targetId: target.id, deckId: deck.json().download_url.split('/').pop() };
    memberRecords = await records(ids.member.user.id);
  });
  afterAll(() => f?.t.close());

  it('the table names exactly the routes the server registers (HEAD answers as its GET)', () => {
    const routes = registeredRoutes().map((r) => r.key);
    expect(routes.length).toBeGreaterThan(80);
    expect(
      routes.filter((k) => !EXPECTED[asGet(k)]),
      'routes the table does not name: add a row',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((k) => !routes.includes(k)),
      'rows of routes that no longer exist',
    ).toEqual([]);
  });

  /** Every route, in the order the server registers them, as one caller; mismatches and unreadable errors, listed. */
  async function callEveryRoute(who: Identity, onAnswer: (key: string, body: string) => void = () => {}) {
    const wrong: string[] = [];
    for (const route of registeredRoutes()) {
      const expected = EXPECTED[asGet(route.key)];
      if (!expected) continue;
      const {
        params = {},
        query,
        body = WRITES_WITH_BODY.includes(route.method) ? {} : undefined,
      } = await (CALLS[asGet(route.key)] ?? noCall)(f, who);
      const res = await f.t.app.inject({
        method: route.method as InjectOptions['method'],
        url: fillPath(route.url, params) + (query ? `?${new URLSearchParams(query)}` : ''),
        headers: f.ids.headers[who],
        // Sign-in failures count per address: each caller from its own, so one column cannot throttle the next.
        remoteAddress: `10.16.0.${IDENTITIES.indexOf(who) + 1}`,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      onAnswer(route.key, res.body);
      if (res.statusCode !== expected[who])
        wrong.push(`${route.key}: ${res.statusCode}, the table says ${expected[who]} (${res.body.slice(0, 160)})`);
      const problem = res.statusCode >= 400 && route.method !== 'HEAD' && czechDetailProblem(res);
      if (problem) wrong.push(`${route.key}: ${res.statusCode} ${problem}`);
    }
    return wrong;
  }

  for (const who of IDENTITIES) {
    it(`as ${who}: every route answers as the table says, errors with a Czech detail`, async () => {
      const leaks: string[] = [];
      const stranger = who !== 'member' && who !== 'admin';
      const wrong = await callEveryRoute(who, (key, body) => {
        // The preview may show an author a member's name (to pick them) and data, read only (issue 33 item 2); never the e-mail.
        const shown = who === 'author' && AUTHORS_SEE_MEMBERS.includes(key) ? body.replaceAll(SECRET, '') : body;
        if (stranger && (shown.includes(SECRET) || body.includes(f.ids.member.email))) leaks.push(key);
      });
      expect(wrong).toEqual([]);
      if (!stranger) return;
      expect(leaks, "answers holding the member's data").toEqual([]);
      expect(await records(f.ids.member.user.id), "the member's records after the calls").toEqual(memberRecords);
    });
  }
});
