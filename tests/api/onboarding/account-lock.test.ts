import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../src/server/services/accounts.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { MEMBER_PASSWORD } from '../../support/fixtures.js';

describe('the account lock after five wrong passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const login = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/login', payload: { email: 'zamek@test.cz', password } });

  it('holds for 15 minutes and then lets the right password in', async () => {
    await createAccount(t.app.db, { email: 'zamek@test.cz', password: MEMBER_PASSWORD });
    for (let i = 0; i < 5; i++) expect((await login(`Spatne-${i}!aA`)).statusCode).toBe(401);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 14 * 60_000);
    expect((await login(MEMBER_PASSWORD)).statusCode).toBe(429);
    vi.setSystemTime(start + 15 * 60_000 + 1_000);
    expect((await login(MEMBER_PASSWORD)).statusCode).toBe(200);
  });
});
