import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stepDefinitions } from './scripts/vite/step-definitions-plugin';

export default defineConfig({
  plugins: [react(), stepDefinitions()],
  root: 'src/client',
  publicDir: false,
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
