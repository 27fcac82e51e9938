// Foundation figures: GET /healthz and the identity call (a public page's brand), next to hello-world at the same
// connection count; and what the sign-in page loads, on the wire, in Chromium.
import { fmt, startServer } from './lib/server.mjs';
import { helloWorld, printHello, resultLine } from './lib/hello.mjs';
import { load } from './lib/load.mjs';
import { pageWeight } from './lib/browser.mjs';

const CONNECTIONS = 10;
const DURATION = 10;

export async function run() {
  const server = await startServer();
  try {
    // Hello-world right before the rows it is compared with (the machine's load moves during a run).
    const hello = await helloWorld(CONNECTIONS, DURATION, { fresh: true });
    const rows = [];
    for (const [name, path] of [
      ['GET /healthz', '/healthz'],
      ['GET /api/identity?path=/tlcjobs (embedded)', '/api/identity?path=/tlcjobs'],
    ]) {
      await load({ url: server.url + path, duration: 2 }); // warm-up
      rows.push([name, await server.withPeakRss(() => load({ url: server.url + path, connections: CONNECTIONS, duration: DURATION }))]);
    }
    console.log(`\n# Foundation (${CONNECTIONS} connections, ${DURATION} s each)`);
    printHello(hello, CONNECTIONS, DURATION);
    for (const [name, r] of rows) console.log(resultLine(name, r, hello));
    const js = await pageWeight(`${server.url}/auth/login`);
    console.log(
      `/auth/login in Chromium: ${js.files} JS files, ${fmt(js.scriptWire / 1024, 1)} KiB on the wire (${js.encodings.join(', ')}), ` +
        `${fmt(js.scriptDecoded / 1024, 1)} KiB decoded; all ${js.requests} requests ${fmt(js.totalWire / 1024, 1)} KiB on the wire`,
    );
    if (process.env.BENCH_VERBOSE) for (const s of js.scripts) console.log(`  ${fmt(s.wire / 1024, 1).padStart(7)} KiB  ${s.url}`);
    return { rows, hello, js };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
