// npm run bench: builds the app once, then runs every benchmark and prints its figures.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const only = process.argv.slice(2);
if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });

const benches = [
  ['foundation', './foundation.mjs'],
  ['sign-in', './sign-in.mjs'],
  ['jobs-search', './jobs-search.mjs'],
];
for (const [name, file] of benches) {
  if (only.length && !only.includes(name)) continue;
  if (!existsSync(new URL(file, import.meta.url))) continue;
  const mod = await import(file);
  await mod.run();
}
