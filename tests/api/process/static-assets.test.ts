import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexFileFor } from '../../../src/content/client-build.js';
import { stepFilesFingerprint } from '../../../src/content/fingerprint.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

const SCRIPT = `export const greeting = ${JSON.stringify('Dobrý den. '.repeat(200))};\n`;

/** A published client as the build leaves it: a chunk with its .br and .gz, one chunk too small to compress, a stray source map. */
function publishedClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  const assets = path.join(dir, 'assets');
  fs.mkdirSync(assets);
  fs.writeFileSync(path.join(assets, 'app-A1.js'), SCRIPT);
  fs.writeFileSync(path.join(assets, 'app-A1.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(assets, 'app-A1.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(assets, 'tiny-B1.js'), 'export {};\n');
  fs.writeFileSync(path.join(assets, 'app-A1.js.map'), '{"version":3,"sources":["../src/secret.ts"]}');
  fs.writeFileSync(path.join(dir, indexFileFor(stepFilesFingerprint())), '<script type="module" src="/assets/app-A1.js"></script>');
  return dir;
}

describe('the built client as the server sends it', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = publishedClient();
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and the file itself otherwise', async () => {
    const br = await get('/assets/app-A1.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app-A1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-A1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a file the build did not compress as it is', async () => {
    const res = await get('/assets/tiny-B1.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('never sends a source map, even one left in the published directory', async () => {
    const res = await get('/assets/app-A1.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it('sends the page uncompressed and never from a cache', async () => {
    const res = await get('/', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('/assets/app-A1.js');
  });
});
