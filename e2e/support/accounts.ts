// Real candidates for browser journeys, made through the real API (sign-up, the e-mailed confirm link read from the
// dev mailbox, sign-in). Use `signInAs(page)` in any test that needs a signed-in candidate of its own:
//
//   const candidate = await signInAs(page);          // a fresh candidate, signed in for the next page.goto
//   await page.goto('/jobs/open');
//
// The request goes through page.request, which shares the browser context's cookies, so the `username` session
// cookie of spec §4/§9 is set too (without it the session dialog would report an expired session).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const E2E_PASSWORD = 'Start123!';

export type Candidate = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  org: string;
  profile: { id: string; firstName: string; lastName: string; avatar: string | null; isPassword: boolean };
};

let counter = 0;
export function freshEmail(label = 'candidate'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

type MailboxEntry = { to: string; subject: string; text: string; html: string; createdAt: string };

/** The newest e-mails to `to` in the dev mailbox (outbox transport), newest first, waiting up to 10 s for `match`. */
export async function waitForMail(request: APIRequestContext, to: string, match: RegExp = /./): Promise<MailboxEntry> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.ok(), 'the dev mailbox answers (outbox transport on)').toBe(true);
    const { data } = (await response.json()) as { data: MailboxEntry[] };
    const found = data.find((mail) => match.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail matching ${match} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link to this portal in an e-mail's text. */
export function linkIn(mail: MailboxEntry, pattern: RegExp = /https?:\/\/\S+/): string {
  const found = mail.text.match(pattern)?.[0];
  if (!found) throw new Error(`no link in "${mail.subject}"`);
  return found;
}

/** The 6-digit reset code of a reset e-mail. */
export function codeIn(mail: MailboxEntry): string {
  const found = mail.text.match(/^(\d{6})$/m)?.[1];
  if (!found) throw new Error(`no code in "${mail.subject}"`);
  return found;
}

/**
 * Records through the API that the guide was shown to the candidate, so that it does not open over the page at the
 * first sign-in (spec §4) in journeys about something else. e2e/tests/guide.spec.ts is about the guide itself.
 */
export async function markGuideSeen(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.put('/api/candidate/ui-settings/guide', {
    headers: { authorization: `Bearer ${token}` },
    data: { seen: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs up a fresh candidate through the API and confirms the e-mailed link: a signed-in session. */
export async function signUpCandidate(
  request: APIRequestContext,
  fields: Partial<Pick<Candidate, 'email' | 'password' | 'firstName' | 'lastName'>> = {},
  /** The organisation to join (a partner's code); the agency's own when omitted. */
  org?: string,
  /** showGuide: leave the guide unseen, so that it opens at the first page (guide.spec.ts). */
  { showGuide = false }: { showGuide?: boolean } = {},
): Promise<Candidate> {
  const email = fields.email ?? freshEmail();
  const password = fields.password ?? E2E_PASSWORD;
  const firstName = fields.firstName ?? 'Casey';
  const lastName = fields.lastName ?? 'Jordan';
  const registered = await request.post('/api/auth/register', {
    data: { firstName, lastName, email, password, reTypePassword: password, ...(org ? { org } : {}) },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await waitForMail(request, email, /Confirm your e-mail address/);
  const token = new URL(linkIn(mail, /https?:\/\/\S+signup=\S+/)).searchParams.get('signup');
  const confirmed = await request.post('/api/auth/login', { data: { type: 'magic', token, password } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { data } = (await confirmed.json()) as { data: { token: string; org: string; profile: Candidate['profile'] } };
  if (!showGuide) await markGuideSeen(request, data.token);
  return { email, password, firstName, lastName, token: data.token, org: data.org, profile: data.profile };
}

/**
 * A fresh candidate (or the given one's new session) signed in for the next `page.goto`: the token goes into local
 * storage `jwt` and the auth state the app keeps after sign-in (spec §4), once, before the app's first load in this tab.
 */
export async function signInAs(page: Page, candidate?: Candidate): Promise<Candidate> {
  let signedIn = candidate ?? (await signUpCandidate(page.request));
  if (candidate) {
    const response = await page.request.post('/api/auth/login', {
      data: { type: 'login', email: candidate.email, password: candidate.password },
    });
    expect(response.ok(), await response.text()).toBe(true);
    signedIn = { ...candidate, token: ((await response.json()) as { data: { token: string } }).data.token };
  }
  const { token, email, org, profile } = signedIn;
  await page.addInitScript(
    ([jwt, auth]) => {
      try {
        if (sessionStorage.getItem('e2e-session-stored')) return;
        localStorage.setItem('jwt', jwt);
        localStorage.setItem('auth', auth);
        sessionStorage.setItem('e2e-session-stored', '1');
      } catch {
        // about:blank has no storage.
      }
    },
    [
      token,
      JSON.stringify({
        email,
        org,
        profileData: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          avatar: profile.avatar,
          isPassword: profile.isPassword,
        },
        fName: profile.firstName,
        lName: profile.lastName,
        likes: [],
      }),
    ] as const,
  );
  return signedIn;
}
