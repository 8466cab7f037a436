import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/postgres-server.js';
import { afterAll, describe, expect, it } from 'vitest';
import { publishBuild } from '../../../scripts/vite/publish-build.js';
import { stepFilesFingerprint } from '../../../src/content/fingerprint.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));

/** What vite leaves in its build directory: a page loading one hashed chunk. */
function publish(clientDir: string, chunk: string, fingerprint: string) {
  const from = fs.mkdtempSync(path.join(tmp, 'vite-'));
  fs.mkdirSync(path.join(from, 'assets'));
  fs.writeFileSync(path.join(from, 'assets', chunk), `console.log(${JSON.stringify(chunk)});`);
  fs.writeFileSync(
    path.join(from, 'index.html'),
    `<meta name="csp-nonce" content="__CSP_NONCE__"><script type="module" src="/assets/${chunk}"></script>`,
  );
  publishBuild({ from, to: clientDir, fingerprint });
}

/** The real entry point serving clientDir; resolves once /healthz answers. */
async function startServer(clientDir: string) {
  // A free port of its own: another checkout's suite may run beside this one.
  const port = await freePort();
  let output = '';
  const dataDir = fs.mkdtempSync(path.join(tmp, 'data-'));
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      PORT: String(port),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
  });
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  for (let i = 0; i < 100 && proc.exitCode === null; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);
  const stop = () =>
    new Promise<void>((r) => {
      if (proc.exitCode !== null) return r();
      proc.on('exit', () => r());
      proc.kill('SIGTERM');
    });
  return {
    get,
    stop,
    logLines: () =>
      output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string }),
  };
}

describe('the published client while the server runs', () => {
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const loaded = stepFilesFingerprint();

  it('keeps serving chunks of earlier builds to open tabs and pages of the newest build of its own step files', async () => {
    const clientDir = path.join(tmp, 'client');
    publish(clientDir, 'app-A1.js', loaded);
    const server = await startServer(clientDir);
    try {
      const first = await server.get('/admin/preview?variant=general');
      expect(first.status).toBe(200);
      const html = await first.text();
      expect(html).toContain('/assets/app-A1.js');
      expect(html).not.toContain('__CSP_NONCE__');

      publish(clientDir, 'app-A2.js', loaded);
      expect(await (await server.get('/home')).text()).toContain('/assets/app-A2.js');
      for (const chunk of ['app-A1.js', 'app-A2.js']) expect((await server.get(`/assets/${chunk}`)).status, chunk).toBe(200);

      // A build of edited step files does not reach this server's members until it restarts with them.
      publish(clientDir, 'app-B1.js', 'edited-content');
      expect(await (await server.get('/home')).text()).toContain('/assets/app-A2.js');
      expect((await server.get('/assets/app-A1.js')).status).toBe(200);
      expect(server.logLines().filter((l) => l.level >= 50)).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('says at start, at error level, that no build matches the step files it loaded, and answers pages with 503', async () => {
    const clientDir = path.join(tmp, 'client-of-other-content');
    publish(clientDir, 'app-B1.js', 'edited-content');
    const server = await startServer(clientDir);
    try {
      const errors = server
        .logLines()
        .filter((l) => l.level >= 50)
        .map((l) => l.msg);
      expect(errors).toEqual([
        expect.stringContaining(
          `matches the step files this server loaded (index.${loaded}.html): it holds builds of other step files (edited-content). Run npm run build`,
        ),
      ]);
      const page = await server.get('/home');
      expect(page.status).toBe(503);
      expect(await page.json()).toEqual({
        detail: 'Klientská aplikace není sestavena z definic kroků, které server načetl (npm run build a restart serveru)',
      });
      expect((await server.get('/api/nothing')).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
