// spec §2/§4 error screens. A render error shows "Something went wrong" + Go Back and is reported to
// POST /microservices/api/tech/errorBoundary; a failed chunk load shows the update prompt + Reload and is not reported.
// /__test__/crash exists only in the browser tests' build (see apps/web/src/app/routes.tsx).
import { type Page } from '@playwright/test';
import { expect, heading, test } from '../support/fixtures';

const REPORT_PATH = '/microservices/api/tech/errorBoundary';

/** Client-side navigation, as a link in the app would do it (no new document, so no chunk is preloaded). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('@phone a render error shows the error screen and is reported to the server', async ({ signedInPage: page }) => {
  await page.goto('/faqs');
  await expect(heading(page)).toHaveText('FAQs');

  const reported = page.waitForRequest((request) => request.url().endsWith(REPORT_PATH) && request.method() === 'POST');
  await page.goto('/__test__/crash');
  const request = await reported;

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  const body = request.postDataJSON() as { url: string; portalName: string; errorDetails: string };
  expect(body.url).toMatch(/\/__test__\/crash$/);
  expect(body.portalName).toBe('Candidate');
  expect(JSON.parse(body.errorDetails)).toMatchObject({ message: 'Render error raised on purpose by /__test__/crash' });
  expect(await request.headerValue('authorization')).toMatch(/^Bearer .+/);
  expect((await request.response())?.status()).toBe(201);

  // Go Back returns to the page before.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(heading(page)).toHaveText('FAQs');
});

test('a failed chunk load shows the update prompt, is not reported, and Reload goes to /', async ({
  signedInPage: page,
  context,
}) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(REPORT_PATH)) reports.push(request.url());
  });
  await page.goto('/faqs');
  await expect(heading(page)).toHaveText('FAQs');

  // A release replaced the files: here the next page's chunk cannot be fetched.
  await context.setOffline(true);
  await navigateInApp(page, '/openjobs/7');
  await expect(page.getByText('New updates are available. Please reload before continuing')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Internet Connectivity Error' })).toHaveCount(0);

  // Away from /, Reload navigates to / and loads the page afresh (the token stays).
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reload;
  await expect(heading(page)).toBeVisible();
  expect(reports).toEqual([]);
});

test('on /, Reload after a failed chunk load clears local storage and reloads', async ({ signedInPage: page, context }) => {
  // Start on a page whose chunk is not the one / needs.
  await page.goto('/openjobs/7');
  await expect(heading(page)).toHaveText('Open Job');
  await context.setOffline(true);
  await navigateInApp(page, '/');
  await expect(page.getByText('New updates are available. Please reload before continuing')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Internet Connectivity Error' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reload' }).click();
  // Storage cleared: no token, so / sends the visitor to sign-in.
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});
