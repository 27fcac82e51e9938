// Starts the built server (apps/server/dist/main.js) on a free port with a fresh temporary DATA_DIR.
import { spawn } from 'node:child_process';
import https from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// BENCH_ROOT runs another checkout's build (e.g. an earlier commit's, to compare before and after on one machine).
export const root = process.env.BENCH_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** `dataDir` reuses the data of an earlier start (stopped with keepData) instead of a fresh one. */
export async function startServer(env = {}, { dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-')) } = {}) {
  const port = await freePort();
  // The server starts as `npm start` starts it: the root package.json's `serve` script, with its Node and memory
  // settings (it execs node, so the child's pid is the server's). BENCH_NODE_ARGS adds Node options (e.g. `--cpu-prof
  // --cpu-prof-dir=/tmp/prof` to see where a load's time goes).
  const serve = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve;
  if (!/\bnode /.test(serve)) throw new Error(`the serve script does not start node: ${serve}`);
  const command = process.env.BENCH_NODE_ARGS ? serve.replace(/\bnode /, `node ${process.env.BENCH_NODE_ARGS} `) : serve;
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    env: {
      ...process.env,
      // The node that runs the bench runs the server.
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // With TLS_CERT_FILE (scripts/self-signed-cert.mjs) the server speaks HTTPS and HTTP/2.
  const ca = env.TLS_CERT_FILE ? readFileSync(env.TLS_CERT_FILE) : undefined;
  const url = `${ca ? 'https' : 'http'}://127.0.0.1:${port}`;
  // A busy machine (and PGlite opening 100,000 jobs) can take a while.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if (ca ? (await httpsStatus(`${url}/readyz`, ca)) === 200 : (await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    /** The server process's resident memory now, in MB. */
    rssMb: () => rssMb(child.pid),
    /**
     * Runs `work` (a load) while sampling the server's memory; returns its result, the peak RSS seen (MB) and the
     * server's CPU time (user + system) per request served, in µs: a figure the machine's load moves much less than
     * requests per second.
     */
    async withPeakRss(work) {
      let peak = rssMb(child.pid);
      const timer = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 100);
      const cpuBefore = cpuMs(child.pid);
      try {
        const result = await work();
        const cpuUs = ((cpuMs(child.pid) - cpuBefore) * 1000) / Math.max(1, result.total);
        return { ...result, peakRssMb: Math.max(peak, rssMb(child.pid)), cpuUs };
      } finally {
        clearInterval(timer);
      }
    },
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The status of a GET over HTTPS, trusting `ca` (Node's fetch takes no certificate of its own). */
function httpsStatus(url, ca) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
      .on('error', reject);
  });
}

/** CPU time (user + system) a process has used so far, in ms. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

export const fmt = (n, digits = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
