import path from 'node:path';
import { createAccount } from '../../src/server/services/accounts.js';
import { bearer, login } from './api.js';
import { MEMBER_PASSWORD } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** A small content tree of the API tests' own (tests/fixtures/step-schemas), for rules no real step uses yet. */
export const FIXTURE_CONTENT = path.resolve('tests/fixtures/step-schemas');

let n = 0;

/**
 * A new member of a fixture variant, signed in: a call of their module's API
 * (`/api/<apiPrefix>/<url>`) with their token; with apiPrefix '' any API path (`/api/<url>`),
 * for a variant of several modules.
 */
export async function fixtureMember(t: TestApp, variant: string, apiPrefix: string) {
  const email = `fixture-${variant}-${++n}@test.cz`;
  await createAccount(t.app.db, { email, password: MEMBER_PASSWORD, variant });
  const { token } = await login(t.app, email, MEMBER_PASSWORD);
  return (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api/${apiPrefix ? `${apiPrefix}/` : ''}${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
