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
