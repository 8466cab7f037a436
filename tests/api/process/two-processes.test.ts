import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../../scripts/support/http.js';
import { enrolMembers, STEP } from '../../../scripts/support/member-client.js';
import { ADMIN, type ServerProcess } from '../../../scripts/support/server-process.js';
import { startTwoProcesses, type TwoProcesses } from '../../support/two-processes.js';

/**
 * Two real server processes (the built server, as `npm start` runs it) on one PostgreSQL: each
 * remembers the accounts it has seen, and an administrator's change made through one reaches the
 * other on its very next request (issue 31: "a deactivation or module grant reaches every process").
 */
describe('two server processes on one PostgreSQL', () => {
  let servers: TwoProcesses;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    servers = await startTwoProcesses('two-processes');
    ({ first, second } = servers);
  }, 120_000);
  afterAll(() => servers?.stop());

  it('a deactivation made through one process refuses the member on the other at once; a reactivation and a module grant reach it as fast', async () => {
    const [member] = await enrolMembers(first.url, 1, 'two-processes');
    const adminLogin = await request(`${first.url}/api/onboarding/login`, 'POST', { body: ADMIN });
    const adminToken = (adminLogin.body as { access_token: string }).access_token;
    const users = await request(`${first.url}/api/admin/users`, 'GET', { token: adminToken });
    const user = ((users.body as { data?: unknown[] }).data ?? (users.body as unknown[])).find(
      (u) => (u as { email: string }).email === member!.email,
    ) as { id: number; company_id: number };
    expect(user).toBeTruthy();

    // The second process has seen the member: its saves run on the account it remembers.
    for (let i = 0; i < 3; i++)
      expect(
        (await request(`${second.url}${STEP}`, 'POST', { token: member!.accessToken, body: { field_1: `Uloženo ${i}` } })).status,
      ).toBe(200);
    expect((await request(`${second.url}/api/people/team-goals`, 'GET', { token: member!.accessToken })).status).toBe(403);

    // Deactivated through the first: the second refuses the very next save and read, and stores nothing.
    expect(
      (await request(`${first.url}/api/admin/users/${user.id}/status`, 'PATCH', { token: adminToken, body: { is_active: false } })).status,
    ).toBe(200);
    expect((await request(`${second.url}${STEP}`, 'POST', { token: member!.accessToken, body: { field_1: 'Po deaktivaci' } })).status).toBe(
      401,
    );
    expect((await request(`${second.url}${STEP}`, 'GET', { token: member!.accessToken })).status).toBe(401);

    // Active again, and granted the people module, through the first: the second lets the member in at once.
    expect(
      (await request(`${first.url}/api/admin/users/${user.id}/status`, 'PATCH', { token: adminToken, body: { is_active: true } })).status,
    ).toBe(200);
    await member!.signIn();
    const read = await request(`${second.url}${STEP}`, 'GET', { token: member!.accessToken });
    expect(read.status).toBe(200);
    expect((read.body as { field_1: string }).field_1).toBe('Uloženo 2');
    const granted = await request(`${first.url}/api/admin/users/${user.id}`, 'PUT', {
      token: adminToken,
      body: {
        email: member!.email,
        company_id: user.company_id,
        variant_name: 'general',
        roles: ['user'],
        modules: ['people'],
        profile: { name: 'Autosave 1' },
      },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    // The intro comes first; then people is open on the second process as on the first.
    expect((await request(`${second.url}/api/intro/complete`, 'POST', { token: member!.accessToken })).status).toBe(200);
    expect((await request(`${second.url}/api/people/team-goals`, 'GET', { token: member!.accessToken })).status).not.toBe(403);
  }, 120_000);
});
