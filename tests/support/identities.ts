import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.js';
import type { AccountSpec } from '../../src/server/services/accounts.js';
import { bearer, login, memberSession } from './api.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.js';

/** Who calls: the columns of the authorization matrix. */
export const IDENTITIES = [
  'anon',
  'garbage',
  'wrongSecret',
  'algNone',
  'deactivated',
  'noModule',
  'author',
  'other',
  'member',
  'admin',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Every step of the general variant, completed: a member to whom no step is locked. */
export const EVERY_STEP: Array<[string, string]> = [
  ['intro', 'welcome'],
  ...[
    'team_goals',
    'team_vision',
    'team_roles_revision',
    'team_capacity',
    'team_values',
    'team_values_priorities',
    'team_values_examples',
    'team_evaluation',
    'team_members_outlook',
    'team_development',
    'team_outlook',
    'presentation',
  ].map((s): [string, string] => ['people', s]),
  ...['onboarding_context', 'onboarding_culture', 'onboarding_position', 'onboarding_first_steps', 'onboarding_strategy'].map(
    (s): [string, string] => ['new_team_onboarding', s],
  ),
];

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token with the app's claims, signed HS256 with `secret`, or unsigned with `alg: none`. */
export function forgeToken(claims: { sub: string; email: string; role: string }, secret: string | 'none'): string {
  const now = Math.floor(Date.now() / 1000);
  const body = `${base64url({ alg: secret === 'none' ? 'none' : 'HS256', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 900 })}`;
  if (secret === 'none') return `${body}.`;
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export type Session = Awaited<ReturnType<typeof memberSession>>;

/**
 * One caller of each kind on a fresh test app: `member` (the people module, every step open,
 * `memberData` stored through the step store) owns the data the others try to reach; `other` is a
 * member just like it; `noModule` has the variant but not the people module, and `author` likewise with the role author; `deactivated` holds an
 * unexpired token of an account deactivated since; the forged tokens claim to be the administrator.
 * The columns run in this order, the member's and the administrator's (who change things) last.
 */
export async function identities(
  app: FastifyInstance,
  memberData: Map<string, unknown> = new Map(),
  memberSpec: Partial<AccountSpec> = {},
) {
  const admin = await login(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const member = await memberSession(app, { modules: ['people'], completedSteps: EVERY_STEP, ...memberSpec });
  for (const [key, value] of memberData) {
    const [module, step] = key.split('/') as [string, string];
    await app.stepStore.save(member.user.id, module, step, value);
  }
  const other = await memberSession(app, { modules: ['people'], completedSteps: EVERY_STEP });
  const noModule = await memberSession(app, { modules: [], completedSteps: [['intro', 'welcome']] });
  // A content author: a member like noModule whose role also opens the content studio and the step preview.
  const author = await memberSession(app, { role: 'author', modules: [], completedSteps: [['intro', 'welcome']] });
  const deactivated = await memberSession(app, { modules: ['people'], completedSteps: EVERY_STEP });
  await app.db.update(users).set({ is_active: false }).where(eq(users.id, deactivated.user.id));

  const adminClaims = { sub: String(admin.body.user.id), email: ADMIN_EMAIL, role: 'admin' };
  const headers: Record<Identity, Record<string, string>> = {
    anon: {},
    garbage: { authorization: 'Bearer garbage.garbage.garbage' },
    wrongSecret: bearer(forgeToken(adminClaims, crypto.randomBytes(48).toString('base64url'))),
    algNone: bearer(forgeToken(adminClaims, 'none')),
    deactivated: bearer(deactivated.token),
    noModule: bearer(noModule.token),
    author: bearer(author.token),
    member: bearer(member.token),
    other: bearer(other.token),
    admin: bearer(admin.token),
  };
  return { headers, admin, member, other, noModule, author, deactivated };
}
