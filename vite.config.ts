import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stepDefinitions } from './scripts/vite/step-definitions-plugin';
import { publishBuildTo } from './scripts/vite/publish-build-plugin';

export default defineConfig({
  plugins: [react(), stepDefinitions(), publishBuildTo(fileURLToPath(new URL('dist/client', import.meta.url)))],
  root: 'src/client',
  publicDir: false,
  build: {
    // A private directory per build: the plugin publishes it into dist/client beside the builds a running server may still use.
    outDir: `../../dist/.build-${process.pid}`,
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
