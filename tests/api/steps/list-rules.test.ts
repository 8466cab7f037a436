import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { FIXTURE_CONTENT, fixtureMember } from '../../support/fixture-content.js';

describe('list rules: the reset of dependent steps and choices from another step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stepSchemasDir: FIXTURE_CONTENT });
  });
  afterAll(() => t.close());

  const member = () => fixtureMember(t, 'test_lists', 'lists');

  it('resets the steps after the named one (data kept), so they must be completed again in order', async () => {
    const call = await member();
    expect((await call('POST', 'roles', { roles: [{ id: 1, position: 'Vedoucí' }] })).statusCode).toBe(200);
    expect((await call('POST', 'roles/complete')).statusCode).toBe(200);
    expect((await call('POST', 'members', { members: [{ id: 1, member_name: 'Eva', position: 'Vedoucí' }] })).statusCode).toBe(200);
    expect((await call('POST', 'members/complete')).statusCode).toBe(200);
    expect((await call('POST', 'summary/complete')).statusCode).toBe(200);

    const reset = await call('POST', 'reset-dependent-steps', { step_name: 'roles' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Následující kroky je potřeba dokončit znovu.', reset_steps: ['members', 'summary'] });
    const members = await call('GET', 'members');
    expect(members.headers['x-step-status']).toBe('in_progress');
    expect(members.json()).toEqual({ members: [{ id: 1, member_name: 'Eva', position: 'Vedoucí' }] });
    // The step right after is open again; the one after that waits for it.
    expect((await call('POST', 'summary/complete')).statusCode).toBe(403);
    expect((await call('POST', 'members/complete')).statusCode).toBe(200);

    const again = await call('POST', 'reset-dependent-steps', { step_name: 'summary' });
    expect(again.json()).toEqual({ message: 'Žádný následující krok nebylo třeba otevřít znovu.', reset_steps: [] });
  });

  it('refuses to load, save, complete or reset a step its variant marks in preparation, even once the steps before it are completed', async () => {
    const call = await member();
    await call('POST', 'roles', { roles: [{ id: 1, position: 'Vedoucí' }] });
    await call('POST', 'roles/complete');
    await call('POST', 'members', { members: [{ id: 1, member_name: 'Eva', position: 'Vedoucí' }] });
    await call('POST', 'members/complete');
    expect((await call('POST', 'summary/complete')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', 'later'],
      ['POST', 'later'],
      ['POST', 'later/complete'],
      ['POST', 'reset-dependent-steps'],
    ] as const) {
      const res = await call(method, url, url === 'reset-dependent-steps' ? { step_name: 'later' } : method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe('Tento krok se připravuje.');
    }
  });

  it('refuses a reset named after a locked or unknown step, a bad body, and a stranger', async () => {
    const call = await member();
    expect((await call('POST', 'reset-dependent-steps', { step_name: 'members' })).statusCode).toBe(403);
    expect((await call('POST', 'reset-dependent-steps', { step_name: 'nic' })).statusCode).toBe(404);
    for (const body of [{}, { step_name: 5 }, { step_name: 'roles', extra: 1 }]) {
      const res = await call('POST', 'reset-dependent-steps', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/lists/reset-dependent-steps', payload: { step_name: 'roles' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('completes a choice only while the source step still lists it', async () => {
    const call = await member();
    await call('POST', 'roles', {
      roles: [
        { id: 1, position: 'Vedoucí' },
        { id: 2, position: 'Analytik' },
      ],
    });
    await call('POST', 'roles/complete');
    await call('POST', 'members', {
      members: [
        { id: 1, member_name: 'Eva', position: 'Vedoucí' },
        { id: 2, member_name: 'Jan', position: 'Tester' },
      ],
    });
    const refused = await call('POST', 'members/complete');
    expect(refused.statusCode).toBe(422);
    // The fixture's texts are not in locales/: the server shows the missing key itself.
    expect(refused.json()).toMatchObject({ detail: 'members.unknownPosition', errors: [{ path: '/members/1/position' }] });
    await call('POST', 'members', {
      members: [
        { id: 1, member_name: 'Eva', position: 'Vedoucí' },
        { id: 2, member_name: 'Jan', position: ' Analytik ' },
      ],
    });
    expect((await call('POST', 'members/complete')).statusCode).toBe(200);
  });
});
