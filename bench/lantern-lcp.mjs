// A diagnostic, not a bench: one Lighthouse run (mobile, simulated throttling) of one page, then the requests and CPU
// tasks of Lantern's two LCP simulations (optimistic and pessimistic; LCP is their mean) with their simulated start and
// end. It shows which requests a page's simulated LCP waits for, and when.
//   node bench/lantern-lcp.mjs [/auth/login|/tlcjobs|/jobs/open] [--https]   (after `npm run build`)
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { lighthouseBrowser, lighthouseRun, signInReturningDemo } from './lighthouse.mjs';

const target = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/auth/login';
const tls = process.argv.includes('--https');
const runs = Number(process.env.RUNS ?? 1);

/** A CPU task's longest kinds of work, by their own time (ms, observed). */
function summarise(events) {
  const byName = new Map();
  for (const e of events) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ');
}

const { server, context, port, close } = await lighthouseBrowser(tls);
try {
  if (target === '/jobs/open') await signInReturningDemo(context, server.url);
  for (let run = 0; run < runs; run++) {
    const result = await lighthouseRun(context, `${server.url}${target}`, port);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed three times: ${result.lhr.runtimeError.message}`);
    const { lhr, artifacts } = result;
    const audits = lhr.audits;
    const lcp = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      },
      { computedCache: new Map() },
    );
    console.log(
      `\n${target} ${tls ? 'HTTPS' : 'HTTP/1.1'}: score ${Math.round(lhr.categories.performance.score * 100)}, LCP ${audits['largest-contentful-paint'].numericValue.toFixed(0)} ms ` +
        `(optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)}), FCP ${audits['first-contentful-paint'].numericValue.toFixed(0)} ms, TBT ${audits['total-blocking-time'].numericValue.toFixed(0)} ms`,
    );
    const items = audits['network-requests']?.details?.items ?? [];
    if (run === 0) console.log('  request fields:', Object.keys(items[0] ?? {}).join(' '));
    for (const item of items) {
      console.log(`    observed ${item.networkRequestTime?.toFixed(1).padStart(8)} → ${item.networkEndTime?.toFixed(1).padStart(8)} ttfb-ish ${(item.responseHeadersEndTime - item.networkRequestTime).toFixed(1).padStart(6)}  ${item.url.replace(server.url, '')} ${item.protocol}`);
    }
    const rtt = audits['network-rtt']?.details?.items ?? [];
    const srt = audits['network-server-latency']?.details?.items ?? [];
    console.log('  rtt by origin', JSON.stringify(rtt), 'server latency by origin', JSON.stringify(srt));
    for (const [name, estimate] of [['pessimistic', lcp.pessimisticEstimate], ['optimistic', lcp.optimisticEstimate]]) {
      console.log(`  ${name}:`);
      const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
      for (const [node, t] of rows) {
        const what =
          node.type === 'network'
            ? `${node.request.url.replace(server.url, '')} ${((node.request.transferSize ?? 0) / 1024).toFixed(1)} KiB${node.request.protocol ? ` ${node.request.protocol}` : ''}`
            : `cpu ${(node.duration / 1000).toFixed(1)} ms observed: ${summarise(node.childEvents)}`;
        console.log(`    ${t.startTime.toFixed(0).padStart(5)} → ${t.endTime.toFixed(0).padStart(5)}  ${what}`);
      }
    }
  }
} finally {
  await close();
}
