// The plain rjsf baseline page (plain-rjsf/), built with Vite's JS API into a temporary directory
// and served by a minimal static server on a free port. It lives apart from the app because the
// app's CSP forbids eval, which the default ajv8 validator needs to compile the schema at runtime.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

export interface PlainPage {
  url: string;
  stop(): Promise<void>;
}

/** Builds the page, writes `data` beside it as data.json and serves it; stop() closes the server and removes the build. */
export async function servePlainRjsf(data: unknown): Promise<PlainPage> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-plain-rjsf-'));
  try {
    await build({
      configFile: false,
      root: fileURLToPath(new URL('plain-rjsf', import.meta.url)),
      plugins: [react()],
      publicDir: false,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    });
    fs.writeFileSync(path.join(outDir, 'data.json'), JSON.stringify(data));
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const server = http.createServer((req, res) => {
    const wanted = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(outDir, wanted === '/' ? 'index.html' : wanted);
    if (!file.startsWith(outDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
