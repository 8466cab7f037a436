import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingCodes } from '../../../src/server/db/schema.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminSession, type AdminClient } from '../../support/admin.js';

describe('admin API: onboarding codes', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
  });
  afterAll(() => t.close());

  it('generates random 6-digit codes without storing them', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await admin.post('/generate-code');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: expect.stringMatching(/^[0-9]{6}$/) });
      codes.add(res.json().code);
    }
    expect(codes.size).toBeGreaterThan(1);
    expect(await t.app.db.select().from(onboardingCodes)).toEqual([]);
  });
});
