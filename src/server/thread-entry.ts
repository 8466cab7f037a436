import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread whose entry is src/server/<name>.ts, an entry of the server's build too
 * (vite.server.config.ts). Built, this code lies in a chunk and the entry is <name>.cjs at the
 * build's root; from source (Vitest, `npm run dev`), the .ts file is run through tsx
 * (ts-thread.mjs).
 */
export function startThread(name: string, options: WorkerOptions): Worker {
  if (fileURLToPath(import.meta.url).endsWith('.ts')) {
    const entry = pathToFileURL(path.join(import.meta.dirname, `${name}.ts`)).href;
    return new Worker(path.join(import.meta.dirname, 'ts-thread.mjs'), { ...options, argv: [entry] });
  }
  return new Worker(path.join(buildRoot(import.meta.dirname), `${name}.cjs`), options);
}

/** The directory of the build's entries: the one holding launch.cjs, at or above the chunk's. */
function buildRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'launch.cjs'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no launch.cjs above ${from}`);
  }
}
