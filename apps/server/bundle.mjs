// The server's bundle (and the shared package, which ships as TypeScript source): `main` and the `portal` command
// `cli`, with the migrations beside them (read at run time). npm packages stay external and load from node_modules.
// build.mjs makes dist/ with it for `npm start`; the server tests make a bundle of the command with it
// (test/helpers/global-setup.ts), so each `portal` process they start loads what an operator's does.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Bundles `entryPoints` (by default main and cli) into `outdir`, a folder beside src/ (paths at run time are relative). */
export async function bundleServer(outdir, entryPoints = { main: 'src/main.ts', cli: 'src/cli/index.ts' }) {
  const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@portal/'));
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: here,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, 'pg-native'],
    logLevel: 'warning',
  });
  cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
}
