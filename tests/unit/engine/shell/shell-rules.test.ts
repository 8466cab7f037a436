import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import {
  guardRedirect,
  isModuleOpenable,
  isStrongPassword,
  joinUrl,
  makePreferences,
  moduleEntryRoute,
  moduleNameFromRoute,
  moduleStatus,
  needsRefresh,
  parseStoredPreferences,
  stepCardState,
  tokenExpiry,
} from '../../../../src/engine/shell/index.js';
import shellCs from '../../../../locales/cs/shell.json';

describe('joining paths to the backend base address', () => {
  it('removes a trailing slash and adds a leading one', () => {
    expect(joinUrl('https://api.example.cz/', 'api/progress')).toBe('https://api.example.cz/api/progress');
    expect(joinUrl('https://api.example.cz///', '/api/progress')).toBe('https://api.example.cz/api/progress');
    expect(joinUrl('https://api.example.cz', '/api/progress')).toBe('https://api.example.cz/api/progress');
  });
  it('uses the app origin when no base is set', () => {
    expect(joinUrl(undefined, 'api/x')).toBe('/api/x');
    expect(joinUrl('', '/api/x')).toBe('/api/x');
  });
});

describe('when the access token is refreshed', () => {
  const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
  const now = Date.UTC(2026, 0, 1);
  it('refreshes a token without exp or a malformed one', () => {
    expect(needsRefresh(token({ sub: '1' }), now)).toBe(true);
    expect(needsRefresh('garbage', now)).toBe(true);
    expect(tokenExpiry('a.!!!.c')).toBeUndefined();
  });
  it('refreshes within 60 s of expiry, not before', () => {
    expect(needsRefresh(token({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(needsRefresh(token({ exp: now / 1000 + 61 }), now)).toBe(false);
    expect(needsRefresh(token({ exp: now / 1000 - 5 }), now)).toBe(true);
  });
});

describe('route guards', () => {
  const member = {
    signedIn: true,
    role: 'user',
    modules: [
      { module_name: 'intro', locked_by_prerequisites: false },
      { module_name: 'people', locked_by_prerequisites: true },
    ],
  };
  const admin = { signedIn: true, role: 'admin' };
  const anonymous = { signedIn: false };
  it('sends a signed-in visitor of the sign-in page home, an admin to /admin', () => {
    expect(guardRedirect({ kind: 'login' }, member)).toBe('/home');
    expect(guardRedirect({ kind: 'login' }, admin)).toBe('/admin');
    expect(guardRedirect({ kind: 'login' }, anonymous)).toBeNull();
  });
  it('sends a member to the route the server named at a first login', () => {
    expect(guardRedirect({ kind: 'login' }, { ...member, landing: '/intro' })).toBe('/intro');
    expect(guardRedirect({ kind: 'login' }, { ...admin, landing: '/intro' })).toBe('/admin');
  });
  it('sends an anonymous visitor of any protected route to /', () => {
    for (const access of [{ kind: 'signedIn' }, { kind: 'admin' }, { kind: 'module', moduleName: 'intro' }] as const) {
      expect(guardRedirect(access, anonymous)).toBe('/');
    }
  });
  it('keeps non-admins out of /admin and admins out of member pages', () => {
    expect(guardRedirect({ kind: 'admin' }, member)).toBe('/unauthorized');
    expect(guardRedirect({ kind: 'admin' }, admin)).toBeNull();
    expect(guardRedirect({ kind: 'signedIn' }, admin)).toBe('/admin');
    expect(guardRedirect({ kind: 'module', moduleName: 'intro' }, admin)).toBe('/admin');
  });
  it('lets authors and administrators into the studio and the preview, an author is a member elsewhere', () => {
    const author = { ...member, role: 'author' };
    expect(guardRedirect({ kind: 'author' }, author)).toBeNull();
    expect(guardRedirect({ kind: 'author' }, admin)).toBeNull();
    expect(guardRedirect({ kind: 'author' }, member)).toBe('/unauthorized');
    expect(guardRedirect({ kind: 'author' }, anonymous)).toBe('/');
    expect(guardRedirect({ kind: 'admin' }, author)).toBe('/admin/content');
    expect(guardRedirect({ kind: 'signedIn' }, author)).toBeNull();
    expect(guardRedirect({ kind: 'login' }, author)).toBe('/home');
  });
  it('never refuses a member a module from the copy kept since sign-in: the route asks the server', () => {
    for (const moduleName of ['intro', 'people', 'sales']) expect(guardRedirect({ kind: 'module', moduleName }, member)).toBeNull();
  });
  it('maps hyphens in routes to underscores in module names', () => {
    expect(moduleNameFromRoute('new-team-onboarding')).toBe('new_team_onboarding');
  });
});

describe('module status on home', () => {
  const steps = (...s: Array<[boolean, boolean]>) =>
    s.map(([completed, active]) => ({ completed, active, status: completed ? 'completed' : 'available' }));
  const m = (extra: object) => ({
    is_enabled: true,
    locked_by_prerequisites: false,
    steps: steps([false, false], [false, false]),
    ...extra,
  });
  it('follows the spec order: locked, unavailable, completed, in progress, available', () => {
    expect(moduleStatus(m({ locked_by_prerequisites: true, is_enabled: false }))).toBe('locked');
    expect(moduleStatus(m({ is_enabled: false }))).toBe('unavailable');
    expect(moduleStatus(m({ steps: steps([true, false], [true, false]) }))).toBe('completed');
    expect(moduleStatus(m({ steps: steps([true, false], [false, false]) }))).toBe('inProgress');
    expect(moduleStatus(m({ steps: steps([false, true], [false, false]) }))).toBe('inProgress');
    expect(moduleStatus(m({}))).toBe('available');
    expect(moduleStatus(m({ steps: [] }))).toBe('available');
  });
  it('opens only enabled, unlocked modules, at the entry route the variant names or else the workflow', () => {
    expect(isModuleOpenable(m({ locked_by_prerequisites: true }))).toBe(false);
    expect(isModuleOpenable(m({ is_enabled: false }))).toBe(false);
    expect(moduleEntryRoute({ module_name: 'intro', entry_route: '/intro' })).toBe('/intro');
    expect(moduleEntryRoute({ module_name: 'intro' })).toBe('/intro/workflow');
    expect(moduleEntryRoute({ module_name: 'new_team_onboarding' })).toBe('/new-team-onboarding/workflow');
  });
  it('gives workflow cards their four states', () => {
    expect(stepCardState({ status: 'completed' }, false)).toBe('completed');
    expect(stepCardState({ status: 'locked' }, false)).toBe('locked');
    expect(stepCardState({ status: 'available' }, true)).toBe('current');
    expect(stepCardState({ status: 'available' }, false)).toBe('available');
  });
});

describe('Czech plural of the step count', () => {
  it('says 1 krok, 2–4 kroky, 5 and more kroků', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'cs', resources: { cs: { shell: shellCs } } });
    const steps = (count: number) => i18n.t('shell:steps', { count });
    expect([1, 2, 4, 5, 12, 0].map(steps)).toEqual(['1 krok', '2 kroky', '4 kroky', '5 kroků', '12 kroků', '0 kroků']);
  });
});

describe('cookie preferences', () => {
  it('ignores a stored preference of another version and keeps necessary on', () => {
    expect(parseStoredPreferences(JSON.stringify({ functional: true, version: '0.9' }))).toBeNull();
    expect(parseStoredPreferences(null)).toBeNull();
    expect(
      parseStoredPreferences(
        JSON.stringify({ necessary: false, functional: true, analytics: false, marketing: true, version: '1.0', timestamp: 't' }),
      ),
    ).toEqual({ necessary: true, functional: true, analytics: false, marketing: true, version: '1.0', timestamp: 't' });
  });
  it('stamps a saved choice with version 1.0 and the time', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(makePreferences({ functional: false, analytics: true, marketing: false }, now)).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
      version: '1.0',
      timestamp: '2026-11-22T10:00:00.000Z',
    });
  });
});

describe('the password rule', () => {
  it('needs 8 characters, upper and lower case, a digit and a special character', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Žluťouč1!')).toBe(true);
    for (const weak of ['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc def1 '])
      expect(isStrongPassword(weak), weak).toBe(false);
  });
});
