import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { memberSession } from '../../support/api.js';
import { MEMBER_PASSWORD } from '../../support/fixtures.js';

const REFUSED = 'Požadavek z jiného webu byl odmítnut. Otevřete přihlášení přímo na adrese klubu.';

/** The session routes that take a form or the refresh cookie, with a body each would accept. */
const ROUTES = [
  ['/api/onboarding/login', 'email=a%40b.cz&password=x'],
  ['/api/onboarding/validate-code', 'email=a%40b.cz&code=123456'],
  ['/api/onboarding/first-login', 'email=a%40b.cz&code=123456&password=x'],
  ['/api/onboarding/password-reset', 'email=a%40b.cz'],
  ['/api/onboarding/password-reset/confirm', 'token=x&password=x'],
  ['/api/onboarding/refresh', ''],
  ['/api/onboarding/logout', ''],
] as const;

describe('session routes refuse what another site makes the browser send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://klub.example.cz' });
  });
  afterAll(() => t.close());

  const post = (url: string, body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'app.internal:3000', ...headers },
      payload: body,
    });

  const foreign: Array<Record<string, string>> = [
    { origin: 'https://attacker.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'https://other.klub.example.cz' },
    { 'sec-fetch-site': 'cross-site', origin: 'https://klub.example.cz.attacker.example' },
  ];

  it.each(ROUTES)('%s answers 403 with a Czech detail to a foreign origin or a cross-site fetch', async (url, body) => {
    for (const headers of foreign) {
      const res = await post(url, body, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().detail).toBe(REFUSED);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each(ROUTES)(
    '%s takes the app’s own requests: same origin, PUBLIC_URL behind a proxy, typed, or from no browser',
    async (url, body) => {
      const own: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'same-origin', origin: 'http://app.internal:3000' },
        { origin: 'http://app.internal:3000' },
        { origin: 'https://klub.example.cz', 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
        {},
      ];
      for (const headers of own) {
        const res = await post(url, body, headers);
        expect(res.statusCode, JSON.stringify(headers)).not.toBe(403);
      }
    },
  );

  it('a foreign sign-in leaves the member’s session alone, and a foreign logout does not end it', async () => {
    const member = await memberSession(t.app);
    const attacker = await memberSession(t.app);
    const login = await post(
      '/api/onboarding/login',
      `email=${encodeURIComponent(attacker.email)}&password=${encodeURIComponent(MEMBER_PASSWORD)}`,
      {
        origin: 'https://attacker.example',
        'sec-fetch-site': 'cross-site',
        cookie: member.cookie,
      },
    );
    expect(login.statusCode).toBe(403);
    const logout = await post('/api/onboarding/logout', '', { origin: 'https://attacker.example', cookie: member.cookie });
    expect(logout.statusCode).toBe(403);
    const refresh = await post('/api/onboarding/refresh', '', { 'sec-fetch-site': 'same-origin', cookie: member.cookie });
    expect(refresh.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/me',
      headers: { authorization: `Bearer ${refresh.json().access_token}` },
    });
    expect(me.json().email).toBe(member.email);
  });
});
