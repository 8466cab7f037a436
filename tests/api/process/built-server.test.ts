import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIfNeeded } from '../../../scripts/build-if-needed.mjs';
import { deckMemberOf, GENERATE, seedDeckMembers } from '../../../scripts/support/deck-member.js';
import { request } from '../../../scripts/support/http.js';
import { freePortPair, START_ENV, startServer } from '../../../scripts/support/server-process.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../../dist/server');

/** The build dist/server/main.js loads (scripts/vite/publish-server-build.ts). */
function publishedBuild(): string {
  const line = fs.readFileSync(path.join(SERVER_DIR, 'main.js'), 'utf8');
  return path.join(SERVER_DIR, /^import '\.\/([^/]+)\/launch\.cjs';$/m.exec(line)![1]!);
}

function chunksOf(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.cjs'));
}

const mtimes = (dir: string) => Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.statSync(path.join(dir, name)).mtimeMs]));

// About the build, not the database: once is enough.
describe('the built server (dist/server), as npm start runs it', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes V8 code cache for its chunks once it listens, and the next start uses it instead of writing it again', async () => {
    buildIfNeeded({ client: false, server: true });
    // One build's own entry: a build published meanwhile (another test process building) changes nothing here.
    const build = publishedBuild();
    const entry = path.join(build, 'launch.cjs');
    const cacheDir = path.join(build, 'code-cache');
    fs.rmSync(cacheDir, { recursive: true, force: true });
    const port = await freePortPair();

    const first = await startServer({ port, dataDir, entry });
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    const written = mtimes(cacheDir);
    // Every chunk a start loads has its cache: the entry, the app and the database's chunks.
    expect(Object.keys(written)).toEqual(
      expect.arrayContaining([
        'main.cjs.v8',
        expect.stringMatching(/^assets--app-.+\.cjs\.v8$/),
        expect.stringMatching(/^assets--pglite-.+\.cjs\.v8$/),
      ]),
    );

    const second = await startServer({ port, dataDir, entry });
    expect(await second.stop()).toBe(0);
    expect(mtimes(cacheDir)).toEqual(written);
  }, 120_000);

  it("makes a deck on its deck thread, started from the build's own entry (deck-thread.cjs), and still stops cleanly", async () => {
    buildIfNeeded({ client: false, server: true });
    const build = publishedBuild();
    expect(fs.existsSync(path.join(build, 'deck-thread.cjs'))).toBe(true);
    const deckDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-deck-'));
    try {
      const target = { port: await freePortPair(), dataDir: deckDir, entry: path.join(build, 'launch.cjs') };
      // The first start creates the database (and its variants) the member is written into.
      expect(await (await startServer(target)).stop()).toBe(0);
      await seedDeckMembers(target, ['built-deck@test.cz'], 15);
      const server = await startServer(target);
      try {
        const member = await deckMemberOf(server.url, 'built-deck@test.cz');
        const made = await request(`${server.url}${GENERATE}`, 'POST', { token: member.accessToken });
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        const file = await fetch(`${server.url}${(made.body as { download_url: string }).download_url}`, {
          headers: { authorization: `Bearer ${member.accessToken}` },
        });
        expect(file.status).toBe(200);
        expect(
          Buffer.from(await file.arrayBuffer())
            .subarray(0, 2)
            .toString(),
        ).toBe('PK');
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      fs.rmSync(deckDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('is started by npm start in the environment the scripts start it in (glibc reads it only as a process starts)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    const assignments = Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.start).toBe(`${assignments.join(' ')} node scripts/start.mjs`);
  });

  it('has no import() left in its chunks: a chunk compiled with a cache could not run one', () => {
    const build = publishedBuild();
    const chunks = chunksOf(build);
    expect(chunks).toContain('launch.cjs');
    for (const chunk of chunks) expect(fs.readFileSync(path.join(build, chunk), 'utf8'), chunk).not.toMatch(/\bimport\(/);
  });

  it('loads the spreadsheet, mail and deck libraries with their first use, not at start', () => {
    buildIfNeeded({ client: false, server: true });
    const build = publishedBuild();
    // The chunks a start loads: launch and main and whatever they require, in any form (main loads
    // the app and the database's driver in a Promise.all), then what those require at their top; a
    // require inside a function (`Promise.resolve().then(() => require(…))`) of theirs waits for its use.
    const loaded = new Set<string>();
    const visit = (chunk: string, any: boolean) => {
      if (loaded.has(chunk)) return;
      loaded.add(chunk);
      const code = fs.readFileSync(path.join(build, chunk), 'utf8');
      const pattern = any ? /require\("\.\/([^"]+\.cjs)"\)/g : /^(?:const|let|var) [\w$]+ = require\("\.\/([^"]+\.cjs)"\)/gm;
      for (const [, required] of code.matchAll(pattern)) visit(path.join(path.dirname(chunk), required!), chunk === 'launch.cjs');
    };
    visit('launch.cjs', true);
    const code = [...loaded].map((chunk) => fs.readFileSync(path.join(build, chunk), 'utf8')).join('\n');
    expect(loaded.size).toBeGreaterThan(3);
    expect(code).toMatch(/node_modules\/fastify\//);
    for (const library of ['exceljs', 'nodemailer', 'pptxgenjs', 'jszip']) expect(code).not.toContain(`node_modules/${library}/`);
  });
});
