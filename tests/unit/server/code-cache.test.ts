import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const MODULE = path.resolve(import.meta.dirname, '../../../src/server/code-cache.ts');

describe('the code cache of the built server', () => {
  let root: string;
  let buildDir: string;
  let cacheDir: string;

  /** A build as the server's: an entry chunk requiring a chunk in assets/ and a package outside the build. */
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-cache-'));
    buildDir = path.join(root, 'build');
    cacheDir = path.join(buildDir, 'code-cache');
    fs.mkdirSync(path.join(buildDir, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(buildDir, 'main.cjs'),
      `const chunk = require("./assets/chunk-a1.cjs"); const outside = require("../outside.cjs");
       module.exports = { answer: chunk.twice(21), text: chunk.text, file: __filename, dir: __dirname, outside, self: this === exports };`,
    );
    fs.writeFileSync(path.join(buildDir, 'assets', 'chunk-a1.cjs'), `exports.twice = (n) => n * 2; exports.text = "Dokon\\u010dit krok";`);
    fs.writeFileSync(path.join(root, 'outside.cjs'), `module.exports = "outside";`);
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /**
   * A start of the build in a process of its own (V8 would otherwise find a chunk it compiled before
   * in its own memory, whatever the cache says): loads main.cjs, saves the cache when asked, and
   * reports what it loaded.
   */
  function start({ save = true } = {}): { loaded: number; fromCache: number; exports: Record<string, unknown> } {
    const script = `
      const { installCodeCache } = await import(${JSON.stringify(MODULE)});
      const { createRequire } = await import('node:module');
      const cache = installCodeCache(${JSON.stringify(buildDir)}, ${JSON.stringify(cacheDir)});
      const exports = createRequire(${JSON.stringify(`${buildDir}/`)})('./main.cjs');
      if (${save}) cache.save();
      console.log(JSON.stringify({ loaded: cache.loaded, fromCache: cache.fromCache, exports }));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout);
  }

  const cacheFiles = () => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).sort() : []);

  it('runs a chunk as require would, and compiles it from the cache at the next start', () => {
    const first = start({ save: false });
    expect(first.exports).toEqual({
      answer: 42,
      text: 'Dokončit krok',
      file: path.join(buildDir, 'main.cjs'),
      dir: buildDir,
      outside: 'outside',
      self: true,
    });
    expect([first.loaded, first.fromCache]).toEqual([2, 0]);
    expect(cacheFiles()).toEqual([]);

    start();
    // One file per chunk of the build; the package outside it is not the cache's business.
    expect(cacheFiles()).toEqual(['assets--chunk-a1.cjs.v8', 'main.cjs.v8']);
    const written = fs.statSync(path.join(cacheDir, 'main.cjs.v8')).mtimeMs;

    const third = start();
    expect(third.exports.answer).toBe(42);
    expect([third.loaded, third.fromCache]).toEqual([2, 2]);
    // Used, so not written again.
    expect(fs.statSync(path.join(cacheDir, 'main.cjs.v8')).mtimeMs).toBe(written);
  });

  it('compiles afresh, and writes the cache again, when a cache does not fit its chunk', () => {
    start();
    fs.writeFileSync(path.join(cacheDir, 'main.cjs.v8'), 'not what V8 wrote');
    fs.appendFileSync(path.join(buildDir, 'assets', 'chunk-a1.cjs'), '\nexports.more = 1;');

    const next = start();
    expect(next.exports.answer).toBe(42);
    expect([next.loaded, next.fromCache]).toEqual([2, 0]);
    expect(start().fromCache).toBe(2);
  });

  it('starts the same when the cache cannot be written', () => {
    fs.writeFileSync(cacheDir, 'a file where the directory would go');
    expect(start().exports.answer).toBe(42);
    expect(start().fromCache).toBe(0);
  });
});
