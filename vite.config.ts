import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { publishBuildTo } from './scripts/vite/publish-build-plugin';
import { shellChunk } from './scripts/vite/shell-chunk';
import { signInRecipes, signInSlotRecipes } from './src/client/app/theme';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip beside each script and stylesheet, made once here at the highest levels; the
    // server sends the one the browser accepts. The page carries a per-request nonce, so it is not among them.
    compression({ include: /\.(js|css|svg|json)$/, algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    publishBuildTo(fileURLToPath(new URL('dist/client', import.meta.url))),
  ],
  root: 'src/client',
  publicDir: false,
  build: {
    // A private directory per build: the plugin publishes it into dist/client beside the builds a running server may still use.
    outDir: `../../dist/.build-${process.pid}`,
    emptyOutDir: true,
    // No source maps: they would publish the whole client source next to the app.
    sourcemap: false,
    rolldownOptions: {
      // Chakra's theme module builds its default config with defineConfig (an identity function) at load;
      // marked pure, that unused config and every component recipe it names stay out of the sign-in page's
      // chunk (src/client/app/theme.ts takes the recipes it needs one by one).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: { codeSplitting: { groups: [shellChunk(Object.keys({ ...signInRecipes, ...signInSlotRecipes }))] } },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
