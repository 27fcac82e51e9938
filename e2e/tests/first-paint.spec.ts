// The document's first page paints once, with the answers of its first calls in it: main.tsx starts them with the
// page (and, signed in, the layout) and renders when they are in. No loading state that the data then replaces, no
// call asked twice, and a guide that is due opens in that same paint. Signed in, the first-calls script has started
// those calls as the document loaded, and the app takes their answers.
import type { Page } from '@playwright/test';
import { signInAs, signUpCandidate } from '../support/accounts';
import { expect, heading, test } from '../support/fixtures';

const afterLoad = { timeout: 20_000 };

type FirstPaint = { cards: number; text: string; dialog: boolean };

/** Records what the document held when the page's main heading first appeared (read right after that commit). */
async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('h1')) return;
      observer.disconnect();
      (window as unknown as { firstPaint: FirstPaint }).firstPaint = {
        cards: document.querySelectorAll('article').length,
        text: document.body.textContent ?? '',
        dialog: document.querySelector('[role="dialog"]') !== null,
      };
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);

/** Counts the requests of the page to each of `paths` (its path, without the query). */
function countCalls(page: Page, paths: string[]): Map<string, number> {
  const counts = new Map(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (counts.has(pathname) && request.resourceType() !== 'document') counts.set(pathname, counts.get(pathname)! + 1);
  });
  return counts;
}

/**
 * Opens Open Jobs (recordFirstPaint set up) and checks that its first paint has 12 cards, each with its meter (none
 * says it is still being checked); returns a few frames after the load, by when a call asked again as the page
 * mounted would have been asked.
 */
async function opensWithCardsAndMeters(page: Page): Promise<void> {
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  await expect(page.getByRole('article').first()).toBeVisible();
  const paint = await firstPaint(page);
  expect(paint.cards).toBe(12);
  expect(paint.text).toMatch(/things? to do|Ready to submit/);
  expect(paint.text).not.toContain('Checking what this job needs');
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
}

test('a partner board paints its jobs and filters in its first paint and asks each first call once', async ({ page }) => {
  await recordFirstPaint(page);
  const calls = countCalls(page, ['/api/job/public/initial', '/api/job/compactStatesCode', '/submodalitiesList']);
  await page.goto('/tlcjobs');
  await expect(heading(page)).toBeVisible(afterLoad);
  await expect(page.getByRole('article').first()).toBeVisible();
  const paint = await firstPaint(page);
  expect(paint.cards).toBeGreaterThan(0);
  expect(paint.text).toMatch(/Adds the \d+ Nurse Licensure Compact states \(as of /);
  await page.waitForLoadState('networkidle');
  expect(Object.fromEntries(calls)).toEqual({ '/api/job/public/initial': 1, '/api/job/compactStatesCode': 1, '/submodalitiesList': 1 });
});

test('signed in, Open Jobs paints with its data and, at the first sign-in, the guide open; each first call is asked once', async ({ page }) => {
  const candidate = await signUpCandidate(page.request, {}, undefined, { showGuide: true });
  await signInAs(page, candidate);
  await recordFirstPaint(page);
  const calls = countCalls(page, [
    '/api/candidate/ui-settings',
    '/api/candidate/profile',
    '/api/candidate/dash',
    '/api/job/compactStatesCode',
    '/submodalitiesList',
    '/api/auth/getLikedJobids',
  ]);
  await page.goto('/jobs/open');
  await expect(page.getByTestId('guide').getByRole('dialog')).toBeVisible(afterLoad);
  const paint = await firstPaint(page);
  expect(paint.dialog).toBe(true);
  expect(paint.text).toMatch(/Adds the \d+ Nurse Licensure Compact states \(as of /);
  // The live connection keeps the network busy: wait until every first call was made, and a few frames more (a call
  // asked again as the page mounts would have been asked by then).
  await expect.poll(() => Math.min(...calls.values())).toBe(1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  // The first-calls script started them as the document loaded, and the app took every one of them.
  const left = await page.evaluate(() => {
    const started = (window as unknown as { __portalFirstCalls?: { calls: Map<string, unknown> } }).__portalFirstCalls;
    return started ? [...started.calls.keys()] : null;
  });
  expect(left).toEqual([]);
  expect(Object.fromEntries(calls)).toEqual({
    '/api/candidate/ui-settings': 1,
    '/api/candidate/profile': 1,
    '/api/candidate/dash': 1,
    '/api/job/compactStatesCode': 1,
    '/submodalitiesList': 1,
    '/api/auth/getLikedJobids': 1,
  });
});

test('signed in, Open Jobs paints its cards with their readiness meters, asked once, and asks them again when the candidate comes back', async ({ page }) => {
  await signInAs(page);
  // The page opens on the search made there last (spec §4): every open job, so the first paint has cards.
  await page.addInitScript(() => {
    const filter = { isOpen: true, isComplete: true };
    localStorage.setItem('openJobFilter', JSON.stringify({ form: { state: [], compactState: false, specialties: [], modaility: '', durationWeek: [null, null], salary: [0, null] }, applied: filter, page: 1, perPage: 12, readyOnly: false }));
  });
  await recordFirstPaint(page);
  const calls = countCalls(page, ['/api/jobs/readiness']);
  await opensWithCardsAndMeters(page);
  // Not asked again as the page mounted.
  expect(calls.get('/api/jobs/readiness')).toBe(1);

  // Within the app, to another page and back: the meters are asked again (something may have been fixed meanwhile).
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name: 'View job' }).click();
  await expect(page).toHaveURL(/\/openjobs\//);
  await expect(heading(page)).toHaveText(title, afterLoad);
  // The job page asks for its own job's meter.
  await expect.poll(() => calls.get('/api/jobs/readiness')).toBe(2);
  await expect(page.getByText(/things? to do|Ready to submit/).first()).toBeVisible(afterLoad);
  const onJobPage = calls.get('/api/jobs/readiness')!;
  await page.goBack();
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  await expect.poll(() => calls.get('/api/jobs/readiness')).toBe(onJobPage + 1);
});

test('@phone signed in with no search of its own, Open Jobs paints the first page its first call brought, and asks neither the search nor the meters', async ({ page }) => {
  // A candidate who has told nothing yet: the page opens on every job (decision 045), whose first page and meters come
  // with GET /api/jobs/for-you, which the document starts (decision 057).
  await signInAs(page);
  await recordFirstPaint(page);
  const calls = countCalls(page, ['/api/jobs/for-you', '/api/job/open', '/api/jobs/readiness']);
  await opensWithCardsAndMeters(page);
  expect(Object.fromEntries(calls)).toEqual({ '/api/jobs/for-you': 1, '/api/job/open': 0, '/api/jobs/readiness': 0 });

  // The next page is the page's own search, asked as before.
  await page.getByRole('button', { name: 'Go to page 2', exact: true }).click();
  await expect.poll(() => calls.get('/api/job/open')).toBe(1);
  await expect.poll(() => calls.get('/api/jobs/readiness')).toBe(1);
});

/** The modulepreload files the server names in a page's document, with their media query (if any). */
async function preloadedFiles(page: Page, path: string): Promise<{ file: string; media: string | null }[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => ({
    file: /href="([^"]+)"/.exec(link)![1]!,
    media: /media="([^"]+)"/.exec(link)?.[1] ?? null,
  }));
}

// Open Jobs signed in opens on a search (the jobs for a new candidate: all of them), so its cards are in the first
// paint and their files are preloaded with the page.
for (const path of ['/auth/login', '/tlcjobs', '/jobs/open']) {
  test(`@phone the files preloaded for ${path} are files its first page loads`, async ({ page }) => {
    if (path === '/jobs/open') await signInAs(page, await signUpCandidate(page.request));
    const links = await preloadedFiles(page, path);
    expect(links.length).toBeGreaterThan(0);
    // A file preloaded only where its media query matches (the docked sidebar's) is checked where it does.
    const matching = await page.evaluate((queries) => queries.map((query) => query === null || window.matchMedia(query).matches), links.map((link) => link.media));
    const preloaded = links.filter((_, i) => matching[i]).map((link) => link.file);
    // The page as the app alone loads it: the same document without its preloads.
    await page.route(path, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<link rel="modulepreload"[^>]*>/g, '') });
    });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect(heading(page)).toBeVisible(afterLoad);
    // Every one is asked for by the page itself (a signed-in page's live connection never lets the network go idle).
    await expect.poll(() => preloaded.filter((file) => !scripts.has(file)), afterLoad).toEqual([]);
  });
}

test('@phone signed in, every script Open Jobs loads before its first paint is named in its document: none waits for another to run', async ({ page }) => {
  await signInAs(page, await signUpCandidate(page.request));
  const html = await (await page.request.get('/jobs/open')).text();
  const named = new Set([...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  await page.goto('/jobs/open');
  await expect(page.getByRole('article').first()).toBeVisible(afterLoad);
  const early = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < paint && /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(early.length).toBeGreaterThan(0);
  expect(early.filter((file) => !named.has(file))).toEqual([]);
});

test('Open Sans and, signed in, the live connection come after the first paint; its weights come in together, and the text does not move when the font comes', async ({ page }) => {
  const candidate = await signUpCandidate(page.request);
  await signInAs(page, candidate);
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { seen: Record<string, number> }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (new URL(entry.name).pathname.startsWith('/assets/open-sans')) seen.font ??= entry.startTime;
    }).observe({ type: 'resource', buffered: true });
    // Every face the page adds, when, and whether it was loaded then.
    // `task`: faces added in one task share it (a new one starts at the first add after a timer could have run): the
    // browser lays the text out between tasks, not within one.
    const adds: { at: number; task: number; weight: string; latin: boolean; status: string }[] = [];
    (window as unknown as { adds: typeof adds }).adds = adds;
    const add = FontFaceSet.prototype.add;
    let task = 0;
    let open = false;
    FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
      if (!open) {
        open = true;
        task += 1;
        setTimeout(() => (open = false), 0);
      }
      adds.push({ at: performance.now(), task, weight: face.weight, latin: /^U\+(0-FF|0000-00FF|\?\?)(,|$)/i.test(face.unicodeRange), status: face.status });
      return add.call(this, face);
    };
    // The live connection's answer never ends, so it has no resource timing entry: its start is read off fetch.
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/candidate/events')) seen.events ??= performance.now();
      return fetch(input, init);
    };
  });
  await page.goto('/jobs/open');
  await expect(heading(page)).toBeVisible(afterLoad);
  await expect(page.locator('html[data-realtime="connected"]')).toBeAttached();
  // The faces are added after the first paint, as the live connection is: either may come first.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Open Sans' && face.status === 'loaded');
        }),
      afterLoad,
    )
    .toBe(true);
  const { fcp, seen } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    seen: (window as unknown as { seen: Record<string, number> }).seen,
  }));
  expect(seen.font).toBeGreaterThan(fcp);
  // The three weights come in together, loaded: the page lays its text out again once, not once a weight.
  const adds = await page.evaluate(() => (window as unknown as { adds: { at: number; task: number; weight: string; latin: boolean; status: string }[] }).adds);
  expect(adds.filter((face) => face.latin).map((face) => `${face.weight} ${face.status}`).sort()).toEqual(['400 loaded', '600 loaded', '700 loaded']);
  // Every face in one task (a busy machine may take a few milliseconds over it, which is not what this is about).
  expect(new Set(adds.map((face) => face.task)).size).toBe(1);
  // The other alphabets' files are not fetched for a page that shows none of their letters.
  expect(adds.filter((face) => !face.latin).length).toBeGreaterThan(0);
  expect(adds.filter((face) => !face.latin).every((face) => face.status === 'unloaded')).toBe(true);
  expect(seen.events).toBeGreaterThan(fcp);
  // The fallback face is Open Sans' size: no layout shift when the font swaps in.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shift).toBeLessThan(0.05);
});

test('when the first-calls script comes in after the app has started, each first call is still asked once', async ({ page }) => {
  await signInAs(page);
  const paths = ['/api/candidate/ui-settings', '/api/candidate/profile', '/api/candidate/dash', '/api/job/compactStatesCode', '/submodalitiesList', '/api/auth/getLikedJobids'];
  const calls = countCalls(page, paths);
  // The script's file is held back until the app has asked its first call.
  let appAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (appAsked = resolve));
  page.on('request', (request) => {
    if (paths.includes(new URL(request.url()).pathname)) appAsked();
  });
  await page.route(/\/assets\/first-calls-[^/]+\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto('/jobs/open');
  await expect(heading(page)).toHaveText('Open Jobs', afterLoad);
  await expect.poll(() => Math.min(...calls.values())).toBe(1);
  // The script has run by now (the page's load waited for it), and a few frames more.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  expect(Object.fromEntries(calls)).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));
});
