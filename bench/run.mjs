// npm run bench [-- <part> ...] [-- --million]: builds the app once, then runs every benchmark (or the parts named:
// foundation, sign-in, jobs-search, candidate-pages, lighthouse) and prints its figures. Each prints a hello-world figure measured in
// the same run and every result as a share of it. BENCH_SKIP_BUILD=1 skips the build; BENCH_ROOT=<dir> measures the
// build of another checkout (bench/lib/server.mjs).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit', cwd: process.env.BENCH_ROOT });

const benches = [
  ['foundation', './foundation.mjs'],
  ['sign-in', './sign-in.mjs'],
  ['jobs-search', './jobs-search.mjs'],
  ['candidate-pages', './candidate-pages.mjs'],
  ['lighthouse', './lighthouse.mjs'],
];
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
for (const [name, file] of benches) {
  if (only.length && !only.includes(name)) continue;
  if (!existsSync(new URL(file, import.meta.url))) continue;
  const mod = await import(file);
  await mod.run({ flags });
}
