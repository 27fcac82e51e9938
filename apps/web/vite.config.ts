import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Web code imports shared constants as '@portal/shared/constants', not '@portal/shared': the package index also
// builds zod schemas at import time, which would put zod into the first chunk of every page.
//
// The dev server forwards every server path to the API server on :3000 (same paths as in production).
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const proxied = ['/api', '/microservices', '/submodalitiesList', '/healthz', '/readyz'];

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * After a build: source maps move out of the served folder (to `<outDir>-maps`, e.g. apps/web/dist-maps, for error
 * reports and debugging), and every text file of 1 KiB or more gets a brotli (.br) and a gzip (.gz) copy made once
 * here, at the highest levels, which the server sends to browsers that accept them.
 */
function productionAssets(): Plugin {
  let outDir = '';
  return {
    name: 'portal-production-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const mapsDir = `${outDir}-maps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of filesUnder(outDir)) {
        if (file.endsWith('.map')) {
          const target = path.join(mapsDir, path.relative(outDir, file));
          mkdirSync(path.dirname(target), { recursive: true });
          renameSync(file, target);
          continue;
        }
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), productionAssets()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP forbids inline scripts: never inline the module preload polyfill or small assets as scripts.
    modulePreload: { polyfill: false },
    // Maps without a sourceMappingURL comment in the served files; productionAssets() moves them to dist-maps/.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
  },
});
