import path from 'node:path';
import { installCodeCache } from './code-cache.js';
import { setWasmTieringBudget } from './db/wasm-tiering.js';

/**
 * The entry of the built server (dist/server/main.js loads it): the code cache goes in before the
 * server's own chunks load (src/server/code-cache.ts), and is written once the server listens, so it
 * holds what a start compiles. The cache lives in the build's own directory and goes with it.
 * `npm run dev` and the tests run src/server/main.ts directly.
 */
setWasmTieringBudget();
const cache = installCodeCache(import.meta.dirname, path.join(import.meta.dirname, 'code-cache'));
void import('./main.js').then(({ started }) => started).then(() => cache.save());
