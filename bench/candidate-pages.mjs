// The calls a signed-in candidate's pages make besides the search: the dashboard (every capability's part in one
// answer), references, completed skills checklists, job e-mail history and the UI settings. Demo candidate, 10
// connections each, every figure next to a hello-world measured in the same run.
// References, checklists and e-mails are kept per candidate (lib/candidate-pages.ts): the same calls are measured
// again on a second server that keeps none (CANDIDATE_PAGES_CACHE_MB=0), where every request reads the database, as
// the first visit after a write does.
import { fmt, startServer } from './lib/server.mjs';
import { helloWorld, printHello, resultLine } from './lib/hello.mjs';
import { BROWSER_ENCODING, load } from './lib/load.mjs';

const DEMO = { email: 'demo@meridianhealthstaffing.com', password: 'Demo2026!' };

const CALLS = [
  ['GET /api/candidate/dash', 'GET', '/api/candidate/dash'],
  ['GET /api/reference/get-reference', 'GET', '/api/reference/get-reference'],
  ['GET /api/skills/checklists', 'GET', '/api/skills/checklists'],
  ['GET /api/candidate/emails', 'GET', '/api/candidate/emails'],
  ['GET /api/candidate/ui-settings', 'GET', '/api/candidate/ui-settings'],
];

/** Goals (shares of the same-run hello-world's requests/s) of the open speed issue. */
const GOALS = { 'GET /api/reference/get-reference': 10, 'GET /api/skills/checklists': 10, 'GET /api/candidate/emails': 10 };
/** The server's resident memory (embedded database, demo data), MB: at rest (signed in, before the loads) and at the peak. */
const RSS_GOAL = { rest: 180, peak: 220 };

/** The calls measured again with nothing kept. */
const NOT_KEPT = new Set(Object.keys(GOALS));

async function signIn(server) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'login', ...DEMO }),
  });
  const token = (await res.json()).data.token;
  return { authorization: `Bearer ${token}`, ...BROWSER_ENCODING };
}

const goalText = (name, r, hello) => {
  const goal = GOALS[name];
  return goal ? `   goal ≥ ${goal} %: ${(r.rps / hello.rps) * 100 >= goal ? 'met' : 'NOT met'}` : '';
};

export async function run({ duration = 5 } = {}) {
  const server = await startServer({ AUTH_RATE_LIMIT_SCALE: '1000', EMAIL_DELIVERABILITY: 'syntax' });
  let running = true;
  try {
    const headers = await signIn(server);
    const rest = server.rssMb();
    const hello = await helloWorld(10, duration);
    console.log(`\n# Candidate pages (demo candidate, 10 connections, ${duration} s each)`);
    printHello(hello, 10, duration);
    const figures = {};
    for (const [name, method, path] of CALLS) {
      await load({ url: `${server.url}${path}`, method, headers, connections: 10, duration: 1 }); // warm-up
      const r = await server.withPeakRss(() => load({ url: `${server.url}${path}`, method, headers, connections: 10, duration }));
      figures[name] = r;
      console.log(`${resultLine(NOT_KEPT.has(name) ? `${name} kept` : name, r, hello, 41)}${goalText(name, r, hello)}`);
    }
    const peak = Math.max(...Object.values(figures).map((r) => r.peakRssMb));
    const met = rest <= RSS_GOAL.rest && peak <= RSS_GOAL.peak;
    console.log(`server RSS: at rest ${fmt(rest)} MB, peak ${fmt(peak)} MB   goal ≤ ${RSS_GOAL.rest} / ≤ ${RSS_GOAL.peak} MB: ${met ? 'met' : 'NOT met'}`);
    running = false;
    await server.stop();
    // Nothing kept: every request reads (one prepared statement each), as the first one after a write does.
    const bare = await startServer({ AUTH_RATE_LIMIT_SCALE: '1000', EMAIL_DELIVERABILITY: 'syntax', CANDIDATE_PAGES_CACHE_MB: '0' });
    try {
      const bareHeaders = await signIn(bare);
      console.log('nothing kept (CANDIDATE_PAGES_CACHE_MB=0: every request reads the database):');
      for (const [name, method, path] of CALLS) {
        if (!NOT_KEPT.has(name)) continue;
        await load({ url: `${bare.url}${path}`, method, headers: bareHeaders, connections: 10, duration: 1 }); // warm-up
        const r = await bare.withPeakRss(() => load({ url: `${bare.url}${path}`, method, headers: bareHeaders, connections: 10, duration }));
        figures[`${name} not kept`] = r;
        console.log(`${resultLine(`${name} not kept`, r, hello, 41)}${goalText(name, r, hello)}`);
      }
    } finally {
      await bare.stop();
    }
    return figures;
  } finally {
    if (running) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
