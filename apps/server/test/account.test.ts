// My Account: devices, sign-in methods, the data export (every table of the candidate, nothing of anyone else) and
// deletion with a grace period (sessions revoked at once, the agency e-mailed, everything removed when it ends).
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@portal/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, documents, identities, organizations, sessions } from '../src/db/schema/index';
import { type TestApp, createTestApp } from './helpers/app';
import { lastMail, login, PASSWORD, signUp } from './helpers/auth';
import { createSignedInCandidate } from './helpers/factories';
import { touchSession } from '../src/modules/account/last-seen';
import { readVersions } from '../src/plugins/versions';
import { readZip } from './helpers/zip';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitScale: 20, emailDeliverability: 'syntax' });
});
afterAll(async () => {
  await app?.close();
});

const DAY = 86_400_000;

async function withData(orgCode: string, ssn: string, fileText: string) {
  const who = await createSignedInCandidate(app, { orgCode, passwordHash: 'argon2-secret-hash-value' });
  const w9 = { ...(sampleSectionData(sectionByKey('formW9')) as Record<string, unknown>), ssn };
  const saved = await app.inject({ method: 'PUT', url: '/api/candidate/application/formW9', headers: who.auth, payload: { data: w9 } });
  expect(saved.statusCode, saved.body).toBe(200);
  await app.db.insert(documents).values({
    candidateId: who.id,
    kind: 'resume',
    filename: 'cv.pdf',
    mime: 'application/pdf',
    size: fileText.length,
    sha256: 'x',
    content: Buffer.from(fileText),
  });
  await app.db.insert(identities).values({ orgId: who.orgId, candidateId: who.id, provider: 'google', subject: `sub-${who.id}`, email: who.email });
  return who;
}

async function exportOf(auth: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/account/export', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"/);
  return readZip(res.rawPayload);
}

describe('data export', () => {
  it('holds every table with a candidate_id, decrypted, without secrets, and nothing of another candidate or organisation', async () => {
    const mine = await withData('MHS', '111-22-3333', 'MY-CV-BYTES');
    const other = await withData('D2D', '444-55-6666', 'OTHER-CV-BYTES');
    const files = await exportOf(mine.auth);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['data.json', 'README.txt', 'documents/resume-cv.pdf']));
    expect(files.get('documents/resume-cv.pdf')!.toString()).toBe('MY-CV-BYTES');
    const text = files.get('data.json')!.toString('utf8');
    const json = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> };

    // Every table that has a candidate_id column is in the export (found the same generic way).
    const tables = (await app.db.execute(sql`SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'candidate_id'`)) as unknown as { rows: { table_name: string }[] };
    for (const { table_name } of tables.rows) expect(Object.keys(json.tables), table_name).toContain(table_name);
    expect(json.tables.candidates![0]!.email).toBe(mine.email);
    expect(json.tables.sessions!.length).toBeGreaterThan(0);
    expect(json.tables.identities![0]!.subject).toBe(`sub-${mine.id}`);
    expect(json.tables.documents![0]!.filename).toBe('cv.pdf');
    // Decrypted for the owner.
    expect(text).toContain('111-22-3333');
    expect(text).not.toContain('enc:v');
    // No secrets, no bytes columns.
    expect(text).not.toContain('argon2-secret-hash-value');
    expect(text).not.toMatch(/password_?hash|token_hash/i);
    expect(json.tables.documents![0]).not.toHaveProperty('content');
    // Nothing of anyone else.
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('444-55-6666');
    for (const rows of Object.values(json.tables)) for (const row of rows) if ('candidate_id' in row) expect(row.candidate_id).toBe(mine.id);
    // Logged.
    const account = await app.inject({ method: 'GET', url: '/api/account', headers: mine.auth });
    expect(account.json().data.activity.map((a: { action: string }) => a.action)).toContain('data_exported');
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('devices', () => {
  it('lists the sessions with this one marked; signs one out and every other out', async () => {
    const user = await signUp(app);
    const ua = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' };
    const second = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 'login', email: user.email, password: PASSWORD }, headers: ua });
    const third = await login(app, user.email, PASSWORD);
    const secondAuth = { authorization: `Bearer ${second.json().data.token as string}` };
    const thirdAuth = { authorization: `Bearer ${third.json().data.token as string}` };

    const list = await app.inject({ method: 'GET', url: '/api/account', headers: user.auth });
    const devices = list.json().data.devices as { id: string; current: boolean; browser: string; os: string }[];
    expect(devices).toHaveLength(3);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    expect(devices).toContainEqual(expect.objectContaining({ browser: 'Safari', os: 'iOS', current: false }));

    const phone = devices.find((d) => d.os === 'iOS')!;
    const out = await app.inject({ method: 'DELETE', url: `/api/account/devices/${phone.id}`, headers: user.auth });
    expect(out.statusCode, out.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: secondAuth })).statusCode).toBe(401);

    // Another candidate cannot sign this one's device out.
    const stranger = await createSignedInCandidate(app, { orgCode: 'D2D' });
    const current = devices.find((d) => d.current)!;
    expect((await app.inject({ method: 'DELETE', url: `/api/account/devices/${current.id}`, headers: stranger.auth })).statusCode).toBe(404);

    const others = await app.inject({ method: 'POST', url: '/api/account/devices/sign-out-others', headers: user.auth });
    expect(others.json()).toMatchObject({ status: true, data: { count: 1 } });
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: thirdAuth })).statusCode).toBe(401);
    const after = await app.inject({ method: 'GET', url: '/api/account', headers: user.auth });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.devices).toHaveLength(1);
    const actions = (after.json().data.activity as { action: string }[]).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['signed_in', 'session_revoked', 'other_sessions_revoked']));
  });
});

describe('last seen', () => {
  it('is written when a session is used, without invalidating every cached session; a revocation still does', async () => {
    const who = await createSignedInCandidate(app);
    const before = (await readVersions(app.db)).sessions;
    touchSession(app.db, who.sessionId, Date.now() + 3_600_000);
    await expect.poll(async () => (await app.db.select().from(sessions).where(eq(sessions.id, who.sessionId)))[0]?.lastSeenAt).toBeTruthy();
    expect((await readVersions(app.db)).sessions).toBe(before);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth });
    expect((await readVersions(app.db)).sessions).toBeGreaterThan(before);
  });
});

describe('sign-in methods', () => {
  it('never disconnects the last way in; disconnects one when a password remains', async () => {
    const social = await createSignedInCandidate(app);
    await app.db.insert(identities).values({ orgId: social.orgId, candidateId: social.id, provider: 'google', subject: `g-${social.id}` });
    const refused = await app.inject({ method: 'DELETE', url: '/api/account/identities/google', headers: social.auth });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('LAST_SIGN_IN_METHOD');
    // With a second provider, the first one can go.
    await app.db.insert(identities).values({ orgId: social.orgId, candidateId: social.id, provider: 'linkedin', subject: `l-${social.id}` });
    expect((await app.inject({ method: 'DELETE', url: '/api/account/identities/google', headers: social.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/account/identities/linkedin', headers: social.auth })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: '/api/account/identities/facebook', headers: social.auth })).statusCode).toBe(404);

    const withPassword = await signUp(app);
    await app.db.insert(identities).values({ orgId: social.orgId, candidateId: withPassword.profile.id, provider: 'facebook', subject: `f-${withPassword.profile.id}` });
    const methods = (await app.inject({ method: 'GET', url: '/api/account', headers: withPassword.auth })).json().data;
    expect(methods.hasPassword).toBe(true);
    expect(methods.providers).toContainEqual(expect.objectContaining({ provider: 'facebook', connected: true }));
    expect((await app.inject({ method: 'DELETE', url: '/api/account/identities/facebook', headers: withPassword.auth })).statusCode).toBe(200);
  });
});

describe('account deletion', () => {
  it('revokes sessions at once, e-mails the agency, and after the grace period removes every row of the candidate', async () => {
    const keep = await withData('MHS', '777-88-9999', 'KEEP');
    const user = await signUp(app, { org: 'TLC' });
    const w9 = { ...(sampleSectionData(sectionByKey('formW9')) as Record<string, unknown>), ssn: '123-45-6789' };
    await app.inject({ method: 'PUT', url: '/api/candidate/application/formW9', headers: user.auth, payload: { data: w9 } });
    await app.db.insert(documents).values({ candidateId: user.profile.id, kind: 'resume', filename: 'x.pdf', mime: 'application/pdf', size: 1, sha256: 'x', content: Buffer.from('x') });

    expect((await app.inject({ method: 'POST', url: '/api/account/delete', headers: user.auth, payload: { confirm: 'nope', password: PASSWORD } })).statusCode).toBe(400);
    const asked = await app.inject({ method: 'POST', url: '/api/account/delete', headers: user.auth, payload: { confirm: 'DELETE', password: PASSWORD } });
    expect(asked.statusCode, asked.body).toBe(200);
    const dueAt = Date.parse(asked.json().data.dueAt as string);
    expect(dueAt - Date.now()).toBeGreaterThan((ACCOUNT_DELETION_GRACE_DAYS - 1) * DAY);
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: user.auth })).statusCode).toBe(401);
    const live = await app.db.select().from(sessions).where(eq(sessions.candidateId, user.profile.id));
    expect(live.every((s) => s.revokedAt)).toBe(true);
    const [tlc] = await app.db.select().from(organizations).where(eq(organizations.code, 'TLC'));
    expect((await lastMail(app, tlc!.supportEmail)).subject).toContain('Account deletion requested');

    // Not before the end of the grace period.
    await app.queue.runDue({ now: new Date(dueAt - DAY) });
    expect(await app.db.select().from(candidates).where(eq(candidates.id, user.profile.id))).toHaveLength(1);
    await app.queue.runDue({ now: new Date(dueAt + 60_000) });
    expect(await app.db.select().from(candidates).where(eq(candidates.id, user.profile.id))).toHaveLength(0);
    const tables = (await app.db.execute(sql`SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'candidate_id'`)) as unknown as { rows: { table_name: string }[] };
    for (const { table_name } of tables.rows) {
      const left = (await app.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table_name}" WHERE candidate_id = '${user.profile.id}'`))) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]!.n, table_name).toBe(0);
    }
    expect(await app.db.execute(sql`SELECT 1 FROM mail_outbox WHERE "to" = ${user.email}`).then((r) => (r as unknown as { rows: unknown[] }).rows)).toHaveLength(0);
    // Another candidate's data is untouched.
    expect(await app.db.select().from(documents).where(eq(documents.candidateId, keep.id))).toHaveLength(1);
    expect((await login(app, user.email, PASSWORD)).statusCode).toBe(400);
  });

  it('is cancelled by signing in during the grace period', async () => {
    const user = await signUp(app);
    const asked = await app.inject({ method: 'POST', url: '/api/account/delete', headers: user.auth, payload: { confirm: 'delete', password: PASSWORD } });
    expect(asked.statusCode).toBe(200);
    const dueAt = Date.parse(asked.json().data.dueAt as string);
    const again = await login(app, user.email, PASSWORD);
    expect(again.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${again.json().data.token as string}` };
    const account = (await app.inject({ method: 'GET', url: '/api/account', headers: auth })).json().data;
    expect(account.deletion).toBeNull();
    expect((account.activity as { action: string }[]).map((a) => a.action)).toEqual(expect.arrayContaining(['deletion_requested', 'deletion_cancelled']));
    await app.queue.runDue({ now: new Date(dueAt + 60_000) });
    expect(await app.db.select().from(candidates).where(eq(candidates.id, user.profile.id))).toHaveLength(1);
  });
});

describe('account deletion needs a fresh proof', () => {
  const del = (auth: { authorization: string }, payload: Record<string, unknown>, lang?: string) =>
    app.inject({ method: 'POST', url: '/api/account/delete', headers: { ...auth, ...(lang ? { 'accept-language': lang } : {}) }, payload });
  const pending = async (candidateId: string) => (await app.db.execute(sql`SELECT 1 FROM account_deletions WHERE candidate_id = ${candidateId}`)) as unknown as { rows: unknown[] };

  it('an account with a password: refused without it and with a wrong one (in the candidate language), accepted with it', async () => {
    const user = await signUp(app);
    const none = await del(user.auth, { confirm: 'DELETE' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Please enter your current password.', code: 'PASSWORD_REQUIRED' });
    const wrong = await del(user.auth, { confirm: 'DELETE', password: 'Wrong123!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Your current password is incorrect.', code: 'PASSWORD_WRONG' });
    expect((await del(user.auth, { confirm: 'DELETE', password: 'Wrong123!' }, 'de')).json().message).toBe('Ihr aktuelles Passwort ist falsch.');
    expect((await del(user.auth, { confirm: 'DELETE' }, 'es')).json().message).toBe('Introduzca su contraseña actual.');
    expect((await pending(user.profile.id)).rows).toHaveLength(0);
    // A fresh session alone is not enough for an account that has a password.
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: user.auth })).statusCode).toBe(200);
    const right = await del(user.auth, { confirm: 'DELETE', password: PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect((await pending(user.profile.id)).rows).toHaveLength(1);
  });

  it('wrong passwords spend the sign-in budget of the account: a 429 before the password can be guessed', async () => {
    const strict = await createTestApp({ emailDeliverability: 'syntax' });
    try {
      const user = await signUp(strict);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await strict.inject({ method: 'POST', url: '/api/account/delete', headers: user.auth, payload: { confirm: 'DELETE', password: `Wrong${i}!` } })).statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      // The right password is held back too while the budget is spent, and so is a sign-in from the same address.
      expect((await strict.inject({ method: 'POST', url: '/api/account/delete', headers: user.auth, payload: { confirm: 'DELETE', password: PASSWORD } })).statusCode).toBe(429);
      expect((await login(strict, user.email, PASSWORD)).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  }, 120_000);

  it('an account without a password: accepted within 10 minutes of signing in, refused later with "sign in again"', async () => {
    const fresh = await createSignedInCandidate(app);
    const ok = await del(fresh.auth, { confirm: 'DELETE' });
    expect(ok.statusCode, ok.body).toBe(200);

    const stale = await createSignedInCandidate(app);
    await app.db.update(sessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(sessions.id, stale.sessionId));
    const refused = await del(stale.auth, { confirm: 'DELETE' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'For your safety, sign in again to confirm: deleting your account needs a sign-in within the last 10 minutes.',
      code: 'SIGN_IN_AGAIN',
    });
    expect((await del(stale.auth, { confirm: 'DELETE' }, 'de')).json().message).toMatch(/^Melden Sie sich zu Ihrer Sicherheit/);
    expect((await del(stale.auth, { confirm: 'DELETE' }, 'es')).json().message).toMatch(/^Por su seguridad, inicie sesión de nuevo/);
    // A password typed by an account that has none proves nothing either.
    expect((await del(stale.auth, { confirm: 'DELETE', password: PASSWORD })).statusCode).toBe(403);
    expect((await pending(stale.id)).rows).toHaveLength(0);
    // Still signed in: refusing signs nobody out.
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: stale.auth })).statusCode).toBe(200);
  });
});

describe('messages in the candidate language', () => {
  it('answers auth and account messages in German or Spanish by Accept-Language, with the same code', async () => {
    const user = await signUp(app);
    const wrong = (lang: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 'login', email: user.email, password: 'Wrong123!' }, headers: { 'accept-language': lang } });
    const de = await wrong('de-DE,de;q=0.9,en;q=0.5');
    expect(de.json()).toMatchObject({ message: 'Die E-Mail-Adresse oder das Passwort ist falsch.', code: 'INVALID_CREDENTIALS' });
    expect((await wrong('es')).json().message).toBe('El correo electrónico o la contraseña no son correctos.');
    expect((await wrong('en-US')).json().message).toBe('The email or password is incorrect.');
    expect((await wrong('fr')).json().message).toBe('The email or password is incorrect.');
    const others = await app.inject({ method: 'POST', url: '/api/account/devices/sign-out-others', headers: { ...user.auth, 'accept-language': 'es' } });
    expect(others.json().message).toBe('Se ha cerrado la sesión en todos los demás dispositivos.');
  });
});
