// The quick-apply e-mail is never a key to an account that exists: for such an address it leads to the normal sign-in,
// and the owner, signed in, attaches or discards what was sent. For a new address its link is a sign-in link's kind of
// one-time token: it lives as long, works once, and whatever spends an account's tokens spends it.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountDeletions, candidateChecklists, candidates, quickApplications } from '../src/db/schema/index';
import { requestDeletion } from '../src/modules/account/deletion';
import { LINK_TTL_MINUTES } from '../src/modules/auth/one-time-tokens';
import { openSession } from '../src/modules/auth/sessions';
import { seedSkills } from '../src/seed/skills';
import { createTestApp, type TestApp } from './helpers/app';
import { freshEmail, outbox, PASSWORD, post, signUp } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedSkills(app.db);
}, 60_000);
afterAll(() => app?.close());
afterEach(() => void vi.useRealTimers());

let address = 10;
const nextIp = () => `10.19.${Math.floor(address / 200)}.${address++ % 200}`;

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Mallory',
  lastName: 'Stranger',
  email,
  phone: '(615) 555-0666',
  zip: '37203',
  role: 'CNA',
  specialties: ['CNA'],
  states: ['TN', 'KY'],
  ...extra,
});

/** A whole quick application for `email` (with a signed CNA checklist unless `skip`), its e-mail sent through the queue. */
async function quickApply(email: string, { skip = false, extra = {} as Record<string, unknown> } = {}) {
  const started = await app.inject({ method: 'POST', url: '/api/quick/application', payload: form(email, extra), remoteAddress: nextIp() });
  expect(started.statusCode, started.body).toBe(200);
  const draft = started.json().data.draft as string;
  const headers = { 'x-quick-draft': draft };
  if (!skip) {
    const cna = (await app.inject({ method: 'GET', url: '/api/auth/get-skillTestData?slug=cna' })).json().data as { sections: Array<{ items: Array<{ id: string }> }> };
    const answers = Object.fromEntries(cna.sections.flatMap((s) => s.items.map((i) => [i.id, { rating: 3, frequency: 'weekly' }])));
    const saved = await app.inject({ method: 'PUT', url: '/api/quick/application/checklist/cna', headers, payload: { answers }, remoteAddress: '10.18.0.1' });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const payload = skip ? { skipChecklist: true } : { attest: true, signature: 'Mallory Stranger' };
  const finished = await app.inject({ method: 'POST', url: '/api/quick/application/finish', headers, payload, remoteAddress: '10.18.0.1' });
  expect(finished.statusCode, finished.body).toBe(200);
  await app.queue.runDue();
  const [mail] = await outbox(app, email);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return mail;
}

/** The token of a claim link in an e-mail, if it has one. */
const claimToken = (text: string) => text.match(/\/quick\/success\?claim=([\w-]+)/)?.[1] ?? null;
const claim = (token: string | null) => post(app, '/api/quick/claim', { token: token ?? 'there-is-no-link-in-the-email' }, {}, nextIp());

async function accountOf(id: string) {
  const [row] = await app.db.select().from(candidates).where(eq(candidates.id, id));
  return row!;
}

const changePassword = async (auth: Record<string, string>) => {
  const res = await post(app, '/api/auth/change-password', { oldPassword: PASSWORD, newPassword: 'Newer123!', reTypePassword: 'Newer123!' }, auth);
  expect(res.statusCode, res.body).toBe(200);
};
const signOutEverywhere = async (auth: Record<string, string>) => {
  const res = await post(app, '/api/auth/logout-everywhere', {}, auth);
  expect(res.statusCode, res.body).toBe(200);
};
const askDeletion = async (_auth: Record<string, string>, id: string) => {
  expect(await requestDeletion(app, id, 'test')).not.toBeNull();
};

const VOIDERS = [
  ['a password change', (user: { auth: Record<string, string> }) => changePassword(user.auth)],
  ['sign-out everywhere', (user: { auth: Record<string, string> }) => signOutEverywhere(user.auth)],
  ['a deletion request', (user: { auth: Record<string, string>; profile: { id: string } }) => askDeletion(user.auth, user.profile.id)],
] as const;

describe('quick apply for an address that has an account', () => {
  it('the e-mail leads to the normal sign-in page of the brand; nothing signs in, nothing changes, a deletion stays', async () => {
    const owner = await createSignedInCandidate(app, { firstName: 'Owner', lastName: 'Real', cell: '(615) 555-0199', specialties: ['PCT'], orgCode: 'TLC' });
    expect(await requestDeletion(app, owner.id, 'test')).not.toBeNull();
    const mail = await quickApply(owner.email, { extra: { org: 'TLC' } });
    expect(mail.text).toMatch(/\/auth\/login\/tlcjobs\?redirect=%2F%3Fquick%3Dreview/);
    expect(claimToken(mail.text)).toBeNull();
    const followed = await claim(claimToken(mail.text));
    expect(followed.json().data?.token).toBeUndefined();
    expect(followed.headers['set-cookie']).toBeUndefined();
    // Nothing of the stranger's reached the account, and the deletion is still pending.
    expect(await accountOf(owner.id)).toMatchObject({ firstName: 'Owner', lastName: 'Real', cell: '(615) 555-0199', specialties: ['PCT'] });
    expect(await app.db.select().from(candidateChecklists).where(eq(candidateChecklists.candidateId, owner.id))).toHaveLength(0);
    expect(await app.db.select().from(accountDeletions).where(eq(accountDeletions.candidateId, owner.id))).toHaveLength(1);
  });

  it.each(VOIDERS)('after %s, whatever the e-mail carries gives no session', async (_label, voidTokens) => {
    const owner = await signUp(app);
    const mail = await quickApply(owner.email);
    await voidTokens(owner);
    const followed = await claim(claimToken(mail.text));
    expect(followed.json().data?.token).toBeUndefined();
    expect(await app.db.select().from(candidateChecklists).where(eq(candidateChecklists.candidateId, owner.profile.id))).toHaveLength(0);
  });
});

describe('the link sent to a new address', () => {
  it('creates the account and signs in, once', async () => {
    const email = freshEmail('quick-once');
    const mail = await quickApply(email);
    const token = claimToken(mail.text);
    expect(mail.text).toContain(`The link works once and for ${LINK_TTL_MINUTES} minutes.`);
    const first = await claim(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.email).toBe(email);
    const second = await claim(token);
    expect(second.statusCode).toBe(400);
    expect(second.json().data?.token).toBeUndefined();
  });

  it('is dead once the sign-in link lifetime has passed', async () => {
    const email = freshEmail('quick-late');
    const token = claimToken((await quickApply(email, { skip: true })).text);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LINK_TTL_MINUTES * 60_000 + 5_000 });
    const late = await claim(token);
    vi.useRealTimers();
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This link is invalid or has expired. Please start again.');
    expect(await app.db.select().from(candidates).where(eq(candidates.email, email))).toHaveLength(0);
  });

  it('a newer link for the same address voids the older one', async () => {
    const email = freshEmail('quick-twice');
    const older = claimToken((await quickApply(email, { skip: true })).text);
    const newer = claimToken((await quickApply(email, { skip: true })).text);
    expect(older).not.toBe(newer);
    expect((await claim(older)).statusCode).toBe(400);
    expect((await claim(newer)).statusCode).toBe(200);
  });

  it('an account made for the address meanwhile: the link does not sign in to it, and the owner reviews instead', async () => {
    const email = freshEmail('quick-meanwhile');
    const token = claimToken((await quickApply(email)).text);
    const owner = await signUp(app, { email });
    const followed = await claim(token);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().data).toEqual({ signIn: true, signInPath: '/auth/login?redirect=%2F%3Fquick%3Dreview' });
    expect(followed.headers['set-cookie']).toBeUndefined();
    expect(await app.db.select().from(candidateChecklists).where(eq(candidateChecklists.candidateId, owner.profile.id))).toHaveLength(0);
    const pending = await app.inject({ method: 'GET', url: '/api/quick/pending', headers: owner.auth });
    expect(pending.json().data).toHaveLength(1);
  });

  it.each(VOIDERS)('is dead after %s of the account made for the address meanwhile', async (_label, voidTokens) => {
    const email = freshEmail('quick-void');
    const token = claimToken((await quickApply(email, { skip: true })).text);
    const owner = await signUp(app, { email });
    await voidTokens(owner);
    const followed = await claim(token);
    expect(followed.statusCode).toBe(400);
    expect(followed.json().message).toBe('This link is invalid or has expired. Please start again.');
  });
});

describe('the owner reviews what was sent', () => {
  it('sees it, attaches one (merged without overwriting) and discards another (deleted); a deletion is not cancelled', async () => {
    const owner = await createSignedInCandidate(app, { firstName: 'Owner', lastName: 'Real', cell: '(615) 555-0199', specialties: ['PCT'] });
    await quickApply(owner.email);
    await quickApply(owner.email, { skip: true, extra: { firstName: 'Other', role: 'RN', specialties: ['ICU'] } });
    const listed = await app.inject({ method: 'GET', url: '/api/quick/pending', headers: owner.auth });
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json().data as Array<Record<string, unknown> & { id: string; checklist: { name: string; signature: string | null } | null }>;
    expect(items).toHaveLength(2);
    const signed = items.find((i) => i.checklist)!;
    const plain = items.find((i) => !i.checklist)!;
    expect(signed).toMatchObject({
      firstName: 'Mallory',
      lastName: 'Stranger',
      email: owner.email,
      phone: '(615) 555-0666',
      zip: '37203',
      role: 'CNA',
      specialties: ['CNA'],
      states: ['TN', 'KY'],
      checklist: { slug: 'cna', signature: 'Mallory Stranger', complete: true },
    });
    expect(plain).toMatchObject({ firstName: 'Other', role: 'RN', specialties: ['ICU'] });
    // Nothing touched the account before the owner's choice.
    expect(await accountOf(owner.id)).toMatchObject({ firstName: 'Owner', cell: '(615) 555-0199', specialties: ['PCT'] });

    // A deletion requested meanwhile (a session opened without signing in again) is not cancelled by the choice.
    expect(await requestDeletion(app, owner.id, 'test')).not.toBeNull();
    const session = await openSession(app.db, app.tokens, { candidateId: owner.id, orgCode: owner.orgCode, method: 'test', ttlMinutes: 60 });
    const auth = { authorization: `Bearer ${session.token}` };

    // Someone else cannot attach or discard it.
    const other = await createSignedInCandidate(app);
    expect((await post(app, `/api/quick/pending/${signed.id}/attach`, {}, other.auth)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/quick/pending/${plain.id}`, headers: other.auth })).statusCode).toBe(404);

    const attached = await post(app, `/api/quick/pending/${signed.id}/attach`, {}, auth);
    expect(attached.statusCode, attached.body).toBe(200);
    const account = await accountOf(owner.id);
    expect(account).toMatchObject({ firstName: 'Owner', lastName: 'Real', cell: '(615) 555-0199' });
    expect([...account.specialties].sort()).toEqual(['CNA', 'PCT']);
    const checklists = await app.db.select().from(candidateChecklists).where(eq(candidateChecklists.candidateId, owner.id));
    expect(checklists).toMatchObject([{ slug: 'cna', status: 'completed', signature: 'Mallory Stranger' }]);
    expect((await post(app, `/api/quick/pending/${signed.id}/attach`, {}, auth)).statusCode).toBe(404);

    const discarded = await app.inject({ method: 'DELETE', url: `/api/quick/pending/${plain.id}`, headers: auth });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await app.db.select().from(quickApplications).where(eq(quickApplications.id, plain.id))).toHaveLength(0);
    expect(await accountOf(owner.id)).toMatchObject({ specialties: expect.not.arrayContaining(['ICU']) });

    expect((await app.inject({ method: 'GET', url: '/api/quick/pending', headers: auth })).json().data).toEqual([]);
    expect(await app.db.select().from(accountDeletions).where(and(eq(accountDeletions.candidateId, owner.id)))).toHaveLength(1);
  });

  it('needs a session and a well-formed id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/quick/pending' })).statusCode).toBe(401);
    const owner = await createSignedInCandidate(app);
    expect((await post(app, '/api/quick/pending/not-an-id/attach', {}, owner.auth)).statusCode).toBe(400);
  });
});
