import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

export interface CodeCache {
  /** Chunks loaded so far, and of those how many V8 compiled from the cache. */
  readonly loaded: number;
  readonly fromCache: number;
  /**
   * Writes the cache of every chunk loaded without a usable one, each file whole (a temporary file
   * renamed over it, so servers starting from the same build never read half of one). Best effort:
   * a build directory the server may not write to only means the next start compiles again.
   */
  save(): void;
}

type Loader = (module: NodeJS.Module, filename: string) => void;

/**
 * V8's compiled code for the built server's chunks (`.cjs` files in `buildDir`), kept in `cacheDir`
 * and handed back to V8 at the next start, so a warm restart does not parse and compile the
 * server's JavaScript again (docs/decisions.md, "A warm restart"). Node 20 caches no
 * compiled code for ES modules (`module.enableCompileCache` came with Node 22), hence CommonJS
 * chunks and this hook on their loading. V8 checks a cache against its own version, its flags and
 * the source's length (not its text), and compiles afresh when one does not match; that chunk's
 * cache is then written again. The text cannot change under a cache: a build's directory is never
 * written after it is published (scripts/vite/publish-server-build.ts) and holds its own cache. For
 * that reason only the build's chunks are cached; every other `.cjs` file (node_modules, which npm
 * rewrites in place) loads as Node loads it.
 */
export function installCodeCache(buildDir: string, cacheDir: string): CodeCache {
  const extensions = createRequire(import.meta.url).extensions as unknown as Record<string, Loader>;
  const plain = extensions['.cjs'] ?? extensions['.js']!;
  const unsaved: Array<{ script: vm.Script; file: string }> = [];
  let loaded = 0;
  let fromCache = 0;

  extensions['.cjs'] = (module, filename) => {
    const chunk = path.relative(buildDir, filename);
    if (chunk.startsWith('..') || path.isAbsolute(chunk)) return plain(module, filename);
    const file = path.join(cacheDir, `${chunk.split(path.sep).join('--')}.v8`);
    const cachedData = readIfPresent(file);
    // The wrapper Node puts around a CommonJS module, so the chunk sees what it would under require.
    const wrapped = `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(filename, 'utf8')}\n})`;
    const script = new vm.Script(wrapped, { filename, cachedData });
    loaded++;
    if (cachedData && !script.cachedDataRejected) fromCache++;
    else unsaved.push({ script, file });
    const run = script.runInThisContext() as (...args: unknown[]) => void;
    run.call(module.exports, module.exports, createRequire(filename), module, filename, path.dirname(filename));
  };

  return {
    get loaded() {
      return loaded;
    },
    get fromCache() {
      return fromCache;
    },
    save() {
      try {
        fs.mkdirSync(cacheDir, { recursive: true });
        for (const { script, file } of unsaved.splice(0)) {
          const tmp = `${file}.${process.pid}.tmp`;
          fs.writeFileSync(tmp, script.createCachedData());
          fs.renameSync(tmp, file);
        }
      } catch {
        // Read-only or full: the cache is an optimisation, the server runs the same without it.
      }
    },
  };
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}
