import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../../scripts/support/http.js';
import { enrolMembers } from '../../../scripts/support/member-client.js';
import { ADMIN, type ServerProcess } from '../../../scripts/support/server-process.js';
import { startTwoProcesses, type TwoProcesses } from '../../support/two-processes.js';

/**
 * Two real server processes (the built server) on one PostgreSQL: a version published through one
 * is served by both within 2 s (issue 32), the other finding it by its check every second.
 */
describe('content versions across two server processes on one PostgreSQL', () => {
  let servers: TwoProcesses;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    servers = await startTwoProcesses('content-two-processes');
    ({ first, second } = servers);
  }, 180_000);
  afterAll(() => servers?.stop());

  it('serves a version published through one process from both within 2 s', async () => {
    const [member] = await enrolMembers(first.url, 1, 'content-two-processes');
    const token = ((await request(`${first.url}/api/onboarding/login`, 'POST', { body: ADMIN })).body as { access_token: string })
      .access_token;
    const variantOf = async (server: ServerProcess) =>
      (await request(`${server.url}/api/variants/my-variant`, 'GET', { token: member!.accessToken })).body as {
        display_name: string;
        content_version: number;
      };
    expect((await variantOf(first)).content_version).toBe(1);
    expect((await variantOf(second)).content_version).toBe(1);
    const history = await request(`${second.url}/api/admin/content/versions`, 'GET', { token });
    expect((history.body as unknown[]).length).toBe(1);

    const rows = (await request(`${first.url}/api/admin/content/texts?variant=general`, 'GET', { token })).body as {
      rows: Array<{ key: string; cs: string }>;
    };
    const base = rows.rows.find((r) => r.key === 'display_name')!.cs;
    const saved = await request(`${first.url}/api/admin/content/texts`, 'PUT', {
      token,
      body: { variant: 'general', key: 'display_name', lng: 'cs', value: 'Varianta ze dvou procesů', base },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const published = await request(`${first.url}/api/admin/content/publish`, 'POST', { token, body: { note: 'Dva procesy' } });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const at = Date.now();

    // The publishing process answers with the new version at once; the other within 2 s of the publication.
    expect(await variantOf(first)).toMatchObject({ display_name: 'Varianta ze dvou procesů', content_version: 2 });
    let seen = await variantOf(second);
    while (seen.content_version !== 2 && Date.now() - at < 5_000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await variantOf(second);
    }
    expect(seen).toMatchObject({ display_name: 'Varianta ze dvou procesů', content_version: 2 });
    expect(Date.now() - at).toBeLessThan(2_000);
    // What members' browsers ask before a page or a step: the other process names the new version too.
    expect(((await request(`${second.url}/api/content/current`, 'GET')).body as { id: number }).id).toBe(2);
    const texts = await request(`${second.url}/api/content/versions/1/texts/cs/variants/general`, 'GET');
    expect(texts.status).toBe(200);
  }, 120_000);

  it('serves a module made in the studio through one process from the other, which started before it existed (issue 33)', async () => {
    const [member] = await enrolMembers(first.url, 1, 'content-new-module');
    const token = ((await request(`${first.url}/api/onboarding/login`, 'POST', { body: ADMIN })).body as { access_token: string })
      .access_token;
    const studio = (path: string, body: object) => request(`${first.url}/api/admin/content${path}`, 'POST', { token, body });
    const made = [
      await studio('/variants/general/modules', {
        display_name: { cs: 'Procesy', en: 'Processes' },
        description: { cs: '', en: '' },
        icon: 'workflow',
        admin_selectable: false,
        requires: [],
      }),
      await studio('/variants/general/modules/procesy/steps', {
        display_name: { cs: 'Závěr', en: 'Closing' },
        description: { cs: 'Shrnutí modulu.', en: '' },
        kind: 'reading',
      }),
      await studio('/publish', { note: 'Modul Procesy' }),
    ];
    for (const res of made) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const at = Date.now();

    const complete = () => request(`${second.url}/api/procesy/zaver/complete`, 'POST', { token: member!.accessToken });
    let done = await complete();
    while (done.status === 404 && Date.now() - at < 5_000) {
      await new Promise((r) => setTimeout(r, 50));
      done = await complete();
    }
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(Date.now() - at).toBeLessThan(2_000);
  }, 120_000);
});
