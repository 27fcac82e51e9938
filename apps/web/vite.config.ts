import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Web code imports shared constants as '@portal/shared/constants', not '@portal/shared': the package index also
// builds zod schemas at import time, which would put zod into the first chunk of every page.
//
// The dev server forwards every server path to the API server on :3000 (same paths as in production).
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/api', '/microservices', '/submodalitiesList', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP forbids inline scripts: never inline the module preload polyfill or small assets as scripts.
    modulePreload: { polyfill: false },
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
