// Diagnostic: Lighthouse on /jobs/open signed in, N runs, with its long tasks, LCP element, main-thread breakdown.
import { lighthouseBrowser, lighthouseRun, signInReturningDemo } from './lighthouse.mjs';
const N = Number(process.env.N ?? 5);
const path = process.env.PAGE ?? '/jobs/open';
const { server, context, port, close } = await lighthouseBrowser(true);
try {
  if (!process.env.SIGNED_OUT) await signInReturningDemo(context, server.url);
  for (let i = 0; i < N; i++) {
    const { lhr } = await lighthouseRun(context, `${server.url}${path}`, port);
    const a = lhr.audits;
    console.log(`\n== run ${i}: score ${Math.round(lhr.categories.performance.score * 100)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} FCP ${Math.round(a['first-contentful-paint'].numericValue)} TBT ${Math.round(a['total-blocking-time'].numericValue)} SI ${Math.round(a['speed-index'].numericValue)}`);
    const lt = a['long-tasks']?.details?.items ?? [];
    console.log('long tasks:', lt.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).split('/').pop()}`).join(' | '));
    const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log('LCP element:', lcpEl?.snippet?.slice(0, 150), lcpEl?.nodeLabel?.slice(0, 80));
    const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    if (phases) console.log('LCP phases:', phases.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', '));
    if (process.env.VERBOSE) {
      console.log('mainthread:', (a['mainthread-work-breakdown']?.details?.items ?? []).map((x) => `${x.group} ${Math.round(x.duration)}`).join(', '));
      console.log('bootup:', (a['bootup-time']?.details?.items ?? []).map((x) => `${String(x.url).split('/').pop()} total ${Math.round(x.total)} script ${Math.round(x.scripting)} parse ${Math.round(x.scriptParseCompile)}`).join(' | '));
    }
  }
} finally {
  await close();
}
