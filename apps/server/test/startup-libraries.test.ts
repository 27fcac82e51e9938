// Libraries a request rarely needs load on first use, not at the server's start (docs/performance.md, "The embedded
// server's memory"): the server's bundle imports them only with import(), where the work that needs them begins. A
// static import anywhere in the server's graph would load them with the server and keep them resident.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each library, and what first needs it. */
const ON_FIRST_USE = {
  sharp: 'an uploaded image',
  pdfkit: 'a PDF',
  yauzl: 'checking a .docx',
  yazl: 'the data export',
  'sanitize-html': 'the change-log notes',
  nodemailer: 'the first e-mail sent',
  ioredis: 'Redis rate-limit counters',
  commander: "an operator's command reaching the running portal",
  'csv-parse/sync': 'a CSV file of jobs or checklists',
  aws4: 'a file kept in an S3 store',
  arctic: 'a social sign-in',
};

describe('libraries loaded on first use', () => {
  it('the server bundle imports each one only with import(), never statically', async () => {
    const result = await build({
      absWorkingDir: SERVER,
      entryPoints: ['src/main.ts'],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    const text = result.outputFiles[0]!.text;
    const statics = new Set([...text.matchAll(/^import\s[^;]*?\sfrom\s*"([^"]+)";?$|^import\s*"([^"]+)";?$/gm)].map((m) => m[1] ?? m[2]));
    const dynamics = new Set([...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]));
    // The check reads what it thinks it reads: the server's own static imports are there.
    expect(statics).toContain('fastify');
    for (const [name, when] of Object.entries(ON_FIRST_USE)) {
      expect(statics.has(name), `${name} (${when}) is imported statically`).toBe(false);
      expect(dynamics.has(name), `${name} (${when}) is not loaded by import()`).toBe(true);
    }
  });
});
