// Browser journeys against the BUILT server serving the built web app on a fresh temporary database
// (support/global-setup.ts). Debian's Chromium, never a downloaded browser.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Chosen once in the runner; workers inherit it through the environment (the config is loaded again in each worker).
process.env.E2E_PORT ??= String(await freePort());
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Debian's headless shell (package chromium-headless-shell) when it is there: the same engine without the browser's
// window machinery, so each page costs less CPU; the full browser otherwise. E2E_CHROMIUM names another binary.
export const CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One folder per run: Playwright empties its output folder at start, and runs may overlap on a shared machine.
  outputDir: `../test-results/run-${process.env.E2E_PORT}`,
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // One worker more than the cores: a journey waits for the page, the server and the mailbox, and with one worker a core
  // the CPU stood about a third idle (vmstat). Measured on 2 cores on 2026-11-28 (343 journeys, nothing else running;
  // docs/performance.md): 2 workers 8.9 min with 35 % idle, 3 workers 7.6 min with 13 % idle. E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS) || availableParallelism() + 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous for a busy shared machine; tests wait for what the user sees, never for fixed times.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'en-US',
    // As a candidate who asks the system for reduced motion: the portal then ends its transitions at once (lib/theme.ts),
    // and the browser draws no frames of fades and slides. The journeys about motion itself (the page's fade, drawers and
    // menus, the keyboard's way through them, the guide) ask for full motion (test.use in their files). Measured on
    // application.spec (14 journeys, 2 workers): 167 s with full motion, 142 s without.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: every action with its call log (and the requests made through page.request), and
    // the sources. Not the screencast, DOM snapshots and the page's network (which come with the snapshots): recording
    // those for every test made the journeys about a fifth slower, and the failure's screenshot and its page snapshot
    // (error-context.md) are kept anyway.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      // Phone-sized runs cover the journeys tagged @phone, to keep the run short.
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
