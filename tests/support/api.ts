import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAccount, type AccountSpec } from '../../src/server/services/accounts.js';
import { MEMBER_PASSWORD } from './fixtures.js';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The refresh cookie a response set, as a Cookie header value. */
export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === 'refresh_token');
  return c?.value ? `refresh_token=${c.value}` : undefined;
}

/** Signs in through the real route; returns the access token, the cookie and the body. */
export async function login(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/onboarding/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return { token: res.json().access_token as string, cookie: refreshCookie(res)!, body: res.json() };
}

let counter = 0;
/** Creates a member (general variant, people granted, password MEMBER_PASSWORD unless said) and signs in. */
export async function memberSession(app: FastifyInstance, spec: Partial<AccountSpec> = {}) {
  const email = spec.email ?? `member${++counter}-${Date.now()}@test.cz`;
  const user = await createAccount(app.db, { email, password: MEMBER_PASSWORD, variant: 'general', modules: ['people'], ...spec });
  const session = await login(app, email, spec.password ?? MEMBER_PASSWORD);
  return { user, email, ...session };
}
