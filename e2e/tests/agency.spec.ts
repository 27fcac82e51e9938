// The agency API seen from the candidate's side: the agency makes a key with `portal agency:key` while the portal runs
// (the command goes through the running portal's command socket), its system downloads the candidate's profile
// packet with it, and the candidate reads that in My Account's activity.
import { signInAs, signUpCandidate } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { ownServer } from '../support/own-server';

test('the candidate sees in My Account that the agency downloaded their profile packet', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const own = await ownServer('agency');
  own.portal('org:add', '--code', 'AGY', '--name', 'Agency Staffing', '--support-email', 'help@example.com', '--support-phone', '615-555-0100', '--default');
  await own.start();
  try {
    // Made while the portal runs: the key is the last line printed.
    const printed = own.portal('agency:key', '--org', 'AGY', '--name', 'ATS sync', '--scopes', 'candidates:read').trimEnd().split('\n');
    const key = printed.at(-1)!;
    expect(key).toMatch(/^cpk_live_/);

    const request = await playwright.request.newContext({ baseURL: own.baseUrl });
    const candidate = await signUpCandidate(request);
    const agency = { authorization: `Bearer ${key}` };
    const list = (await (await request.get('/api/agency/v1/candidates', { headers: agency })).json()) as { data: Array<{ id: string; email: string }> };
    const id = list.data.find((c) => c.email === candidate.email)!.id;
    const packet = await request.get(`/api/agency/v1/candidates/${id}/packet.pdf`, { headers: agency });
    expect(packet.status()).toBe(200);
    await request.dispose();

    const context = await browser.newContext({ baseURL: own.baseUrl, locale: 'en-US' });
    const page = await context.newPage();
    await signInAs(page, candidate);
    await page.goto('/accounts');
    const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long' }).format(new Date());
    const activity = page.getByRole('list', { name: 'Account activity' });
    await expect(activity.getByText(`Agency Staffing downloaded your profile packet on ${day}`)).toBeVisible();
    await context.close();
  } finally {
    await own.dispose();
  }
});
