// axe-core, WCAG 2.1 A and AA rules, over every path of the route table (support/spec-routes.ts, every path of spec §2),
// signed out and signed in, light and dark, desktop (1280 px) and phone (390 px) width. A serious or critical
// violation fails the route; moderate and minor ones are listed in the test's annotations.
//
// One test per route. Each worker keeps two tabs, one signed out and one signed in as the demo candidate (signed in
// once, through storage state); a test loads its route in both and switches theme (the top bar's toggle) and width
// (viewport) in place. A route that redirects in a state (an auth page signed in, an app page signed out) is checked at
// its destination, which is a route of its own. Uncaught page errors fail the test, as in every journey.
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, expect, test } from '@playwright/test';
import { type Violation, axeViolations, blocking, settle } from '../support/axe';
import { signIn } from '../support/auth';
import { SPEC_ROUTES, type SpecRoute } from '../support/spec-routes';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type State = 'signedOut' | 'signedIn';
type Tab = { context: BrowserContext; page: Page; errors: Error[] };

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

// The failure message lists every violation with its elements: no trace or screenshot is needed.
test.use({ trace: 'off', screenshot: 'off' });
// A route walks up to 8 page states; a busy shared machine needs more than the default.
test.describe.configure({ timeout: 90_000 });
test.skip(({ isMobile }) => isMobile, 'the phone width is checked inside each test');

let signedInState: StorageState | undefined;
let realJobPath = '';
const tabs: Partial<Record<State, Tab>> = {};

/** The demo candidate's session (local storage and the `username` cookie) and a real job's path, once per worker. */
async function signInOnce(browser: Browser, baseURL: string): Promise<StorageState> {
  if (signedInState) return signedInState;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const token = await signIn(page);
  await page.goto('/jobs/favorite');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const found = await page.request.post('/api/job/open', {
    headers: { authorization: `Bearer ${token}` },
    data: { filter: { isOpen: true, isComplete: true }, projection: { Position_Name: 1 }, page: 1, perPage: 1 },
  });
  expect(found.ok(), await found.text()).toBe(true);
  realJobPath = `/openjobs/${((await found.json()) as { data: { _id: string }[] }).data[0]!._id}`;
  signedInState = await context.storageState();
  await context.close();
  return signedInState;
}

/** The worker's tab for a sign-in state; a signed-in tab that lost its session (a 401 somewhere) is made again. */
async function tabFor(browser: Browser, baseURL: string, state: State): Promise<Tab> {
  const existing = tabs[state];
  if (existing && state === 'signedIn' && !(await existing.page.evaluate(() => Boolean(localStorage.getItem('jwt'))))) {
    await existing.context.close();
    delete tabs[state];
  }
  if (tabs[state]) return tabs[state];
  const context = await browser.newContext({
    baseURL,
    // axe is injected as a script; the portal's CSP allows only its own.
    bypassCSP: true,
    locale: 'en-US',
    // The portal honours reduced motion (no fades or slides): each page state is still at once.
    reducedMotion: 'reduce',
    ...(state === 'signedIn' ? { storageState: await signInOnce(browser, baseURL) } : {}),
  });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return (tabs[state] = { context, page, errors });
}

test.afterAll(async () => {
  for (const tab of Object.values(tabs)) await tab.context.close();
});

type Theme = (typeof THEMES)[number];
type Width = (typeof WIDTHS)[number];

/** The theme the page shows now (each tab keeps the last one it was switched to, in local storage). */
async function themeOf(page: Page): Promise<Theme> {
  return (await page.getByRole('button', { name: 'Switch to light mode' }).count()) ? 'dark' : 'light';
}

async function setTheme(page: Page, theme: Theme) {
  const toggle = page.getByRole('button', { name: theme === 'dark' ? 'Switch to dark mode' : 'Switch to light mode' });
  if (await toggle.count()) await toggle.first().click();
}

/**
 * Every theme × width of the page as it is now (settled), each labelled with what axe found. The four are walked from
 * the theme and width the page has, one change at a time: this theme at this width, at the other width, the other
 * theme at that width, then at the first width (one theme switch and two resizes, the tab left as the next route
 * starts it).
 */
async function checkAllModes(page: Page, label: string): Promise<{ mode: string; violations: Violation[] }[]> {
  const found: { mode: string; violations: Violation[] }[] = [];
  const first = await themeOf(page);
  const other = THEMES.find((theme) => theme !== first)!;
  const size = page.viewportSize();
  const here = WIDTHS.find((width) => width.width === size?.width) ?? WIDTHS[0];
  const there = WIDTHS.find((width) => width !== here)!;
  const check = async (theme: Theme, width: Width) =>
    found.push({ mode: `${label}, ${theme}, ${width.name}`, violations: await axeViolations(page) });
  const resize = async (width: Width) => {
    await page.setViewportSize({ width: width.width, height: width.height });
    await settle(page);
  };
  if (size?.width !== here.width || size.height !== here.height) await resize(here);
  await check(first, here);
  await resize(there);
  await check(first, there);
  await setTheme(page, other);
  await settle(page);
  await check(other, there);
  await resize(here);
  await check(other, here);
  return found;
}

const ROUTES: SpecRoute[] = [
  ...SPEC_ROUTES,
  // The table's /openjobs/123 is a job that does not exist; a real one shows the whole job page.
  { path: '/openjobs/:real', signedOut: '/auth/login', signedIn: 'allow' },
];

for (const route of ROUTES) {
  test(`axe WCAG 2.1 AA: ${route.path}`, async ({ browser, baseURL }) => {
    await signInOnce(browser, baseURL!);
    const path = route.path === '/openjobs/:real' ? realJobPath : route.path;
    const results: { mode: string; violations: Violation[] }[] = [];
    for (const state of ['signedOut', 'signedIn'] as const) {
      const { page, errors } = await tabFor(browser, baseURL!, state);
      errors.length = 0;
      await page.goto(path);
      const expected = route[state];
      if (expected !== 'allow') {
        await expect(page).toHaveURL((url) => url.pathname === expected);
        continue;
      }
      await settle(page);
      results.push(...(await checkAllModes(page, `${path} ${state === 'signedIn' ? 'signed in' : 'signed out'}`)));
      expect(errors, `uncaught errors in the page (${state})`).toEqual([]);
    }

    test.info().annotations.push({ type: 'modes checked', description: String(results.length) });
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
