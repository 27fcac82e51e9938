// axe-core, WCAG 2.1 A and AA rules, over every path of the route table (support/spec-routes.ts, every path of spec §2),
// signed out and signed in, light and dark, desktop (1280 px) and phone (390 px) width. A serious or critical
// violation fails the route; moderate and minor ones are listed in the test's annotations.
//
// One test per route; inside it one page per sign-in state, which switches theme (the top bar's toggle) and width
// (viewport) without reloading. Signed in means the demo candidate's session, signed in once (storage state).
// A route that redirects in a state (an auth page signed in, an app page signed out) is checked at its destination,
// which is a route of its own.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { type Violation, axeViolations, blocking, settle } from '../support/axe';
import { signIn } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { SPEC_ROUTES, type SpecRoute } from '../support/spec-routes';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

test.use({ bypassCSP: true });
// A route walks up to 8 page states; a busy shared machine needs more than the default.
test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, 'the phone width is checked inside each test');

let signedInState: StorageState | undefined;
let realJobPath: string | undefined;

/** The demo candidate's session (local storage and the `username` cookie), made once per worker. */
async function signedIn(browser: Browser, baseURL: string): Promise<StorageState> {
  if (signedInState) return signedInState;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/jobs/favorite');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const found = await page.request.post('/api/job/open', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt'))}` },
    data: { filter: { isOpen: true, isComplete: true }, projection: { Position_Name: 1 }, page: 1, perPage: 1 },
  });
  expect(found.ok(), await found.text()).toBe(true);
  realJobPath = `/openjobs/${((await found.json()) as { data: { _id: string }[] }).data[0]!._id}`;
  signedInState = await context.storageState();
  await context.close();
  return signedInState;
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  const toggle = page.getByRole('button', { name: theme === 'dark' ? 'Switch to dark mode' : 'Switch to light mode' });
  if (await toggle.count()) await toggle.first().click();
}

/** Every theme × width of the page as it is now; returns what axe found in each, labelled. */
async function checkAllModes(page: Page, label: string): Promise<{ mode: string; violations: Violation[] }[]> {
  const found: { mode: string; violations: Violation[] }[] = [];
  for (const theme of THEMES) {
    await setTheme(page, theme);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
      found.push({ mode: `${label}, ${theme}, ${size.name}`, violations: await axeViolations(page) });
    }
  }
  return found;
}

async function checkRoute(browser: Browser, baseURL: string, route: SpecRoute) {
  const results: { mode: string; violations: Violation[] }[] = [];
  for (const state of ['signedOut', 'signedIn'] as const) {
    const context = await browser.newContext({
      baseURL,
      bypassCSP: true,
      locale: 'en-US',
      ...(state === 'signedIn' ? { storageState: await signedIn(browser, baseURL) } : {}),
    });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    try {
      const path = route.path === '/openjobs/:real' ? realJobPath! : route.path;
      await page.goto(path);
      const expected = route[state];
      if (expected !== 'allow') {
        await expect(page).toHaveURL((url) => url.pathname === expected);
        continue;
      }
      await settle(page);
      results.push(...(await checkAllModes(page, `${path} ${state === 'signedIn' ? 'signed in' : 'signed out'}`)));
      expect(errors, 'uncaught errors in the page').toEqual([]);
    } finally {
      await context.close();
    }
  }
  return results;
}

const ROUTES: SpecRoute[] = [
  ...SPEC_ROUTES,
  // The table's /openjobs/123 is a job that does not exist; a real one shows the whole job page.
  { path: '/openjobs/:real', signedOut: '/auth/login', signedIn: 'allow' },
];

for (const route of ROUTES) {
  test(`axe WCAG 2.1 AA: ${route.path}`, async ({ browser, baseURL }) => {
    const results = await checkRoute(browser, baseURL!, route);
    const checked = results.length;
    test.info().annotations.push({ type: 'modes checked', description: String(checked) });
    const minor = results.flatMap(({ mode, violations }) =>
      violations.filter((v) => !blocking([v]).length).map((v) => `${mode}: ${v.impact} ${v.id} (${v.help})`),
    );
    if (minor.length) test.info().annotations.push({ type: 'moderate or minor', description: minor.join('\n') });
    const failing = results.flatMap(({ mode, violations }) =>
      blocking(violations).map((v) => `${mode}: ${v.impact} ${v.id} (${v.help})\n    ${v.targets.join('\n    ')}`),
    );
    expect(failing, 'serious or critical WCAG 2.1 A/AA violations').toEqual([]);
  });
}
