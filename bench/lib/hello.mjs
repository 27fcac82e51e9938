// Hello-world figures, measured once per connection count in a bench run: every result is printed as a share of
// them, so that figures from different machines (or from one machine under different loads) compare.
import { fork } from 'node:child_process';
import { cpuMs, fmt, freePort } from './server.mjs';
import { load } from './load.mjs';

const measured = new Map();

/**
 * Hello-world at `connections`, measured once per run (or again with `fresh`: right next to a result, when the
 * machine's load moves between parts of a run).
 */
export async function helloWorld(connections, duration = 10, { fresh = false } = {}) {
  const key = `${connections}/${duration}`;
  if (fresh || !measured.has(key)) measured.set(key, measure(connections, duration));
  return measured.get(key);
}

async function measure(connections, duration) {
  const port = await freePort();
  const child = fork(new URL('./hello-server.mjs', import.meta.url), { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`hello-world server exited with ${code}`)));
  });
  try {
    const url = `http://127.0.0.1:${port}/`;
    await load({ url, connections, duration: 2 });
    const cpuBefore = cpuMs(child.pid);
    const result = await load({ url, connections, duration });
    return { ...result, cpuUs: ((cpuMs(child.pid) - cpuBefore) * 1000) / Math.max(1, result.total) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** `rps` as a percentage of the hello-world figure at the same connection count. */
export const share = (rps, hello) => `${fmt((rps / hello.rps) * 100, 1)}%`;

export function printHello(hello, connections, duration) {
  console.log(
    `hello-world (Fastify {hello:'world'}), ${connections} connections, ${duration} s: ${fmt(hello.rps)} req/s   p50 ${hello.p50} ms   p99 ${hello.p99} ms` +
      `   server CPU ${fmt(hello.cpuUs, 1)} µs/request`,
  );
}

/** One result line: requests/s, share of hello-world, latency, errors. */
export function resultLine(name, r, hello, width = 44) {
  // The CPU share: hello-world's server CPU per request over this one's (what the share of requests/s tends to when
  // the server, not the load generator or the rest of the machine, is what limits both).
  const cpu = r.cpuUs ? `   server CPU ${fmt(r.cpuUs, 1)} µs/request = ${fmt((hello.cpuUs / r.cpuUs) * 100, 1)}% of hello-world's` : '';
  return `${name.padEnd(width)} ${fmt(r.rps).padStart(7)} req/s = ${share(r.rps, hello).padStart(6)} of hello-world   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}${cpu}`;
}
