// Sign-in figures: password sign-ins per second at 8 concurrent clients against the built server (each one an
// argon2id verification plus a session row), the cost of one argon2id hash with the server's parameters, and the JS
// the sign-in page loads in Chromium (files, bytes on the wire with their headers, decoded bytes).
import { hash, verify } from '@node-rs/argon2';
import { pageWeight } from './lib/browser.mjs';
import { fmt, startServer } from './lib/server.mjs';
import { helloWorld, printHello, share } from './lib/hello.mjs';
import { load } from './lib/load.mjs';

// The server's parameters (apps/server/src/modules/auth/passwords.ts): argon2id, m=19456 KiB, t=2, p=1.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
// The demo candidate seeded at start (apps/server/src/seed/candidates.ts).
const DEMO = { email: 'demo@meridianhealthstaffing.com', password: 'Demo2026!' };

async function hashCost(rounds = 15) {
  const times = { hash: [], verify: [] };
  let stored;
  for (let i = 0; i < rounds; i++) {
    let t = performance.now();
    stored = await hash(DEMO.password, ARGON2);
    times.hash.push(performance.now() - t);
    t = performance.now();
    await verify(stored, DEMO.password);
    times.verify.push(performance.now() - t);
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { hash: median(times.hash), verify: median(times.verify) };
}

export async function run({ duration = 10 } = {}) {
  const cost = await hashCost();
  // The per-account and per-IP sign-in limits would stop a benchmark from one address after a few requests.
  const server = await startServer({ AUTH_RATE_LIMIT_SCALE: '1000', EMAIL_DELIVERABILITY: 'syntax' });
  try {
    const body = { type: 'login', ...DEMO };
    await load({ url: `${server.url}/api/auth/login`, method: 'POST', body, connections: 8, duration: 2 }); // warm-up
    const r = await load({ url: `${server.url}/api/auth/login`, method: 'POST', body, connections: 8, duration });
    const figures = {
      signInsPerSecond: r.rps,
      p50: r.p50,
      p99: r.p99,
      errors: r.errors,
      hashMs: cost.hash,
      verifyMs: cost.verify,
    };
    const js = await pageWeight(`${server.url}/auth/login`);
    const hello = await helloWorld(8, duration);
    console.log(`\n# Sign-in (POST /api/auth/login, password, 8 connections, ${duration} s)`);
    printHello(hello, 8, duration);
    console.log(`sign-ins per second  ${fmt(r.rps, 1).padStart(8)} = ${share(r.rps, hello)} of hello-world   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`);
    console.log(`argon2id m=19456 KiB t=2 p=1: hash ${fmt(cost.hash, 1)} ms, verify ${fmt(cost.verify, 1)} ms (median, one at a time)`);
    console.log(
      `JS loaded by /auth/login (Chromium): ${js.files} files, ${fmt(js.scriptWire / 1024, 1)} KiB on the wire (${js.encodings.join(', ')}, headers included), ` +
        `${fmt(js.scriptDecoded / 1024, 1)} KiB decoded; all ${js.requests} requests ${fmt(js.totalWire / 1024, 1)} KiB on the wire`,
    );
    if (process.env.BENCH_VERBOSE) for (const s of js.scripts) console.log(`  ${fmt(s.wire / 1024, 1).padStart(7)} KiB  ${s.url}`);
    return { ...figures, js };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
