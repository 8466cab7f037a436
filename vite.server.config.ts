import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { publishServerBuild } from './scripts/vite/publish-server-build';

/**
 * The server as `npm start` runs it (docs/decisions.md, "The server runs built"): our code and the
 * JavaScript packages in chunks of plain JavaScript, so a start neither compiles TypeScript nor
 * resolves and reads hundreds of files under node_modules. The database drivers are chunks of their
 * own, loaded by the one database in use.
 */
export default defineConfig({
  publicDir: false,
  plugins: [publishServerBuild(fileURLToPath(new URL('dist/server', import.meta.url)))],
  ssr: {
    noExternal: true,
    // Loaded from node_modules as they are: PGlite and argon2 find their WebAssembly, data and native
    // files beside their own modules, and pptxgenjs loads with the first deck.
    external: ['@electric-sql/pglite', 'argon2', 'pptxgenjs'],
  },
  build: {
    // launch.ts puts the code cache in place, then loads main.ts's chunk (src/server/code-cache.ts).
    ssr: true,
    // A private directory per build: the plugin publishes it beside the builds a starting server may still load.
    outDir: `dist/.server-build-${process.pid}`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: false,
    // Pure ASCII: Node decodes and V8 parses a one-byte source faster than a file with a single
    // Czech letter or '§' in it (the last were in comments). 25-30 ms of a warm restart measured.
    rolldownOptions: {
      // The deck thread's entry is an entry of its own: a worker thread starts from a file
      // (src/server/thread-entry.ts finds it beside launch.cjs).
      input: { launch: 'src/server/launch.ts', main: 'src/server/main.ts', 'deck-thread': 'src/server/deck-thread.ts' },
      output: {
        charset: 'ascii',
        comments: false,
        // CommonJS, whose compiled code Node 20 lets us cache (src/server/code-cache.ts); .cjs, as
        // package.json makes .js files ES modules. A chunk compiled with a cache cannot run import(),
        // so PGlite and pptxgenjs load with require too (both ship CommonJS builds).
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: 'assets/[name]-[hash].cjs',
        dynamicImportInCjs: false,
      },
    },
  },
});
