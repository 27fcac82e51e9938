// The browser run: Debian's Chromium, headless, with the flags of the browser tests (e2e/playwright.config.ts).
import { chromium } from '@playwright/test';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * What a page load costs on the wire: every response with its encoded (transferred) size from the DevTools protocol,
 * and its decoded size. Scripts are counted apart (the JS the page runs).
 */
export async function pageWeight(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => responses.set(requestId, { type, url: response.url, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] }));
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const r = responses.get(requestId);
      if (r) r.decoded = (r.decoded ?? 0) + dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = responses.get(requestId);
      if (r) r.wire = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // On a busy machine the network can be idle for a moment while the first chunk still runs: the page counts as
    // loaded once its heading shows and the network is idle after that.
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const all = [...responses.values()].filter((r) => r.wire !== undefined);
    const scripts = all.filter((r) => r.type === 'Script');
    const sum = (list, key) => list.reduce((s, r) => s + (r[key] ?? 0), 0);
    return {
      files: scripts.length,
      scriptWire: sum(scripts, 'wire'),
      scriptDecoded: sum(scripts, 'decoded'),
      encodings: [...new Set(scripts.map((r) => r.encoding ?? 'none'))],
      requests: all.length,
      totalWire: sum(all, 'wire'),
      scripts: scripts.map((r) => ({ url: r.url, wire: r.wire })),
    };
  } finally {
    await browser.close();
  }
}
