import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { adminSession, type AdminClient } from '../../support/admin.js';

describe("what the router refuses before any route leaves with a Czech detail, not Fastify's English", () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app);
  });
  afterAll(() => t.close());

  it('a path with a malformed percent-escape is a 400', async () => {
    for (const path of ['/users/%F0%9F', '/companies/%E0%A4%A', '/variants/assignments/%C0']) {
      const res = await admin.delete(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual({ detail: 'Adresa požadavku není platná (obsahuje chybně zakódovaný znak).' });
    }
  });

  it("a path parameter over the router's length limit is a 414", async () => {
    const res = await admin.delete(`/users/${'1'.repeat(150)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ detail: 'Část adresy požadavku je příliš dlouhá.' });
  });
});
