// The agency API (/api/agency/v1) and its keys (`portal agency:*`, run in-process here through the command's own
// runner, as the control socket runs it): a key sees only its organisation, its scopes decide what it may do, a
// revocation ends it at once, sensitive reads are logged and shown to the candidate.
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/program';
import { candidateReferences, jobSubmissions, jobs, skillTestAttempts, skillTests } from '../src/db/schema/index';
import { referenceAnswerPlace } from '../src/modules/application/sealed';
import { cipherOf } from '../src/modules/application/service';
import { createTestApp, type TestApp } from './helpers/app';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';
import { createJob } from './helpers/job-factories';
import { pdfText } from './helpers/pdf';
import { giveCompletedReferences } from './helpers/reference-factories';

const RATE = 40;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ agencyRateLimit: RATE });
});
afterAll(async () => {
  await app?.close();
});

/** `portal <args>` as the control socket runs it: this app's database, the output lines. */
async function portal(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(args, { withDatabase: (work) => work(app.database), resolvePath: (f) => f }, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, lines: out.join('').trimEnd().split('\n'), err: err.join('') };
}

async function makeKey(org: string, scopes = 'candidates:read') {
  const made = await portal('agency:key', '--org', org, '--name', `Sync ${org}`, '--scopes', scopes);
  expect(made.code, made.err).toBe(0);
  const key = made.lines.at(-1)!;
  const id = /id ([0-9a-f-]{36})/.exec(made.lines.join('\n'))![1]!;
  return { key, id, auth: { authorization: `Bearer ${key}` } };
}

const api = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', path: string, headers: Record<string, string> = {}, payload?: object) =>
  app.inject({ method, url: `/api/agency/v1${path}`, headers, ...(payload ? { payload } : {}) });

const W9_SSN = '987-65-4321';
async function candidateWithApplication(org = 'MHS'): Promise<SignedInCandidate> {
  const who = await createSignedInCandidate(app, { orgCode: org });
  const w9 = { ...(sampleSectionData(sectionByKey('formW9')) as Record<string, unknown>), ssn: W9_SSN };
  const saved = await app.inject({ method: 'PUT', url: '/api/candidate/application/formW9', headers: who.auth, payload: { data: w9 } });
  expect(saved.statusCode, saved.body).toBe(200);
  return who;
}

describe('keys', () => {
  it('agency:key prints the key last (shown once, stored hashed); agency:keys lists it with its last use; agency:revoke ends it at once', async () => {
    const made = await portal('agency:key', '--org', 'MHS', '--name', 'Bullhorn sync', '--scopes', 'candidates:read,submissions:write');
    expect(made.code, made.err).toBe(0);
    const key = made.lines.at(-1)!;
    expect(key).toMatch(/^cpk_live_[A-Za-z0-9_-]{43}$/);
    expect(made.lines[0]).toContain('Bullhorn sync');
    expect(made.lines[0]).toContain('candidates:read, submissions:write');
    const id = /id ([0-9a-f-]{36})/.exec(made.lines[0]!)![1]!;
    // Only a hash is kept.
    const stored = (await app.db.execute(`SELECT key_hash, prefix FROM agency_keys WHERE id = '${id}'`)) as unknown as { rows: Array<{ key_hash: string; prefix: string }> };
    expect(stored.rows[0]!.key_hash).not.toContain(key.slice(9));
    expect(key.startsWith(stored.rows[0]!.prefix)).toBe(true);

    expect((await portal('agency:keys', '--org', 'MHS')).lines.find((l) => l.startsWith(id))).toContain('last used never, live');
    expect((await api('GET', '/candidates', { authorization: `Bearer ${key}` })).statusCode).toBe(200);
    const listed = (await portal('agency:keys', '--org', 'MHS')).lines.find((l) => l.startsWith(id))!;
    expect(listed).toMatch(/last used \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, live/);
    expect(listed).not.toContain(key);

    const revoked = await portal('agency:revoke', id);
    expect(revoked.code, revoked.err).toBe(0);
    expect(revoked.lines[0]).toContain('is revoked');
    const after = await api('GET', '/candidates', { authorization: `Bearer ${key}` });
    expect(after.statusCode).toBe(401);
    expect((await portal('agency:revoke', id)).lines[0]).toContain('was already revoked');
    expect((await portal('agency:keys', '--org', 'MHS')).lines.find((l) => l.startsWith(id))).toMatch(/revoked \d{4}/);
  });

  it('refuses an unknown scope, an unknown organisation and an unknown key id with a message', async () => {
    const scope = await portal('agency:key', '--org', 'MHS', '--name', 'x', '--scopes', 'candidates:write');
    expect(scope.code).toBe(1);
    expect(scope.err).toContain('A scope is one of: candidates:read, candidates:sensitive, submissions:write, jobs:write.');
    const org = await portal('agency:key', '--org', 'NOPE', '--name', 'x');
    expect(org.err).toContain('No organisation with the code NOPE.');
    expect((await portal('agency:revoke', 'not-an-id')).err).toContain('No key with the id not-an-id.');
  });
});

describe('access', () => {
  it('401 without a key, with a malformed or unknown one, in the API’s error shape', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer nope' }, { authorization: `Bearer cpk_live_${'A'.repeat(43)}` }, { authorization: 'Basic abc' }]) {
      const res = await api('GET', '/candidates', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, message: expect.stringContaining('agency API key') });
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
    // A candidate's session is no agency key.
    const who = await createSignedInCandidate(app);
    expect((await api('GET', '/candidates', who.auth)).statusCode).toBe(401);
    // Checked before the body: no key and a bad body is still a 401.
    expect((await api('PATCH', '/submissions/x', {}, { status: 'nope' })).statusCode).toBe(401);
  });

  it('403 outside its scopes', async () => {
    const read = await makeKey('MHS');
    const patch = await api('PATCH', '/submissions/00000000-0000-0000-0000-000000000000', read.auth, { status: 'interview' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json().message).toBe('This key may not do that: it needs the scope submissions:write.');
    expect((await api('PUT', '/jobs/P-1', read.auth, {})).statusCode).toBe(403);
    const jobsOnly = await makeKey('MHS', 'jobs:write');
    expect((await api('GET', '/candidates', jobsOnly.auth)).statusCode).toBe(403);
  });

  it('one organisation never sees another’s candidates, documents, references, submissions or jobs (404)', async () => {
    const mine = await makeKey('MHS', 'candidates:read,candidates:sensitive,submissions:write,jobs:write');
    const theirs = await makeKey('TLC', 'candidates:read,candidates:sensitive,submissions:write,jobs:write');
    const other = await candidateWithApplication('TLC');
    const doc = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...other.auth, ...upload('resume', 'cv.pdf', PDF).headers }, payload: upload('resume', 'cv.pdf', PDF).payload });
    expect(doc.statusCode, doc.body).toBe(200);
    const [ref] = await giveCompletedReferences(app, other);
    const job = await createJob(app, 'TLC');
    const [submission] = await app.db.insert(jobSubmissions).values({ candidateId: other.id, jobId: job.id }).returning();

    const list = await api('GET', '/candidates?limit=200', mine.auth);
    expect(list.json().data.map((c: { id: string }) => c.id)).not.toContain(other.id);
    expect((await api('GET', '/candidates?limit=200', theirs.auth)).json().data.map((c: { id: string }) => c.id)).toContain(other.id);
    for (const path of [
      `/candidates/${other.id}`,
      `/candidates/${other.id}/documents`,
      `/candidates/${other.id}/documents/${doc.json().data.id}`,
      `/candidates/${other.id}/packet.pdf`,
      `/candidates/${other.id}/references`,
      `/candidates/${other.id}/references/${ref!.id}.pdf`,
      `/candidates/${other.id}/checklists`,
      `/candidates/${other.id}/submissions`,
    ]) {
      const res = await api('GET', path, mine.auth);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain(other.email);
    }
    expect((await api('PATCH', `/submissions/${submission!.id}`, mine.auth, { status: 'placed' })).statusCode).toBe(404);
    expect((await api('POST', `/candidates/${other.id}/offers`, mine.auth, {})).statusCode).toBe(404);
    // The same Position_ID is each organisation's own job: closing one leaves the other open.
    expect((await api('DELETE', `/jobs/${job.externalId}`, mine.auth)).statusCode).toBe(404);
    const [still] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(still!.isOpen).toBe(true);
    // Nothing of it was read, so nothing is logged for the other organisation's candidate.
    const activity = await app.inject({ method: 'GET', url: '/api/account', headers: other.auth });
    expect(activity.json().data.activity.filter((a: { action: string }) => a.action.startsWith('agency_'))).toEqual([]);
  });

  it(`a key may make ${RATE} calls a minute, then 429 with Retry-After`, async () => {
    const busy = await makeKey('MHS');
    for (let i = 0; i < RATE; i++) expect((await api('GET', '/candidates?limit=1', busy.auth)).statusCode).toBe(200);
    const refused = await api('GET', '/candidates?limit=1', busy.auth);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same organisation has its own budget.
    expect((await api('GET', '/candidates?limit=1', (await makeKey('MHS')).auth)).statusCode).toBe(200);
  });
});

describe('reads', () => {
  it('lists candidates with their summaries, by cursor and updatedSince', async () => {
    const key = await makeKey('LHS');
    const first = await candidateWithApplication('LHS');
    await giveCompletedReferences(app, first);
    const second = await createSignedInCandidate(app, { orgCode: 'LHS' });
    const third = await createSignedInCandidate(app, { orgCode: 'LHS' });
    const page1 = (await api('GET', '/candidates?limit=2', key.auth)).json();
    expect(page1.data).toHaveLength(2);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await api('GET', `/candidates?limit=2&cursor=${page1.nextCursor}`, key.auth)).json();
    expect(page2.nextCursor).toBeNull();
    const all = [...page1.data, ...page2.data];
    expect(all.map((c: { id: string }) => c.id).sort()).toEqual([first.id, second.id, third.id].sort());
    const one = all.find((c: { id: string }) => c.id === first.id);
    expect(one).toMatchObject({
      email: first.email,
      firstName: 'Casey',
      status: 'in_progress',
      submittedAt: null,
      recruiter: null,
      references: { completed: 2, managerCompleted: true, meetsRule: true },
      checklists: { signed: 0, inProgress: 0, expired: 0 },
    });
    expect(one.completeness).toBeGreaterThan(0);
    expect(all.find((c: { id: string }) => c.id === second.id).status).toBe('registered');
    // A change after a time: only what changed since.
    const since = new Date(Date.now() + 1000).toISOString();
    expect((await api('GET', `/candidates?updatedSince=${encodeURIComponent(since)}`, key.auth)).json().data).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const w9 = { ...(sampleSectionData(sectionByKey('formW9')) as Record<string, unknown>), ssn: '111-22-3333' };
    await app.inject({ method: 'PUT', url: '/api/candidate/application/formW9', headers: first.auth, payload: { data: w9 } });
    expect((await api('GET', `/candidates?updatedSince=${encodeURIComponent(since)}`, key.auth)).json().data.map((c: { id: string }) => c.id)).toEqual([first.id]);
    const bad = await api('GET', '/candidates?cursor=nonsense', key.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The cursor is not one this API gave: start again without it.');
    expect((await api('GET', '/candidates?updatedSince=yesterday', key.auth)).statusCode).toBe(400);
  });

  it('masks sensitive answers unless the key has candidates:sensitive; an unmasked read is shown to the candidate', async () => {
    const who = await candidateWithApplication();
    const masked = await api('GET', `/candidates/${who.id}`, (await makeKey('MHS')).auth);
    expect(masked.statusCode).toBe(200);
    expect(masked.json().data.application).toMatchObject({ masked: true, sections: { formW9: { data: { ssn: '***-**-4321' } } } });
    expect(masked.body).not.toContain(W9_SSN);
    const activity = async () => (await app.inject({ method: 'GET', url: '/api/account', headers: who.auth })).json().data.activity as Array<{ action: string; detail: Record<string, unknown> }>;
    expect((await activity()).filter((a) => a.action.startsWith('agency_'))).toEqual([]);

    const plain = await api('GET', `/candidates/${who.id}`, (await makeKey('MHS', 'candidates:read candidates:sensitive')).auth);
    expect(plain.json().data.application).toMatchObject({ masked: false, sections: { formW9: { data: { ssn: W9_SSN } } } });
    expect(plain.headers['cache-control']).toBe('no-store');
    expect((await activity())[0]).toMatchObject({ action: 'agency_application', detail: { agency: 'Meridian Health Staffing' } });
  });

  it('documents, the packet, references with the referees’ answers and their PDFs; each document read is in the candidate’s activity', async () => {
    const key = await makeKey('MHS');
    const who = await candidateWithApplication();
    const sent = upload('resume', 'my-cv.pdf', PDF);
    const doc = (await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...sent.headers }, payload: sent.payload })).json().data;
    const listed = await api('GET', `/candidates/${who.id}/documents`, key.auth);
    expect(listed.json().data).toEqual([expect.objectContaining({ id: doc.id, filename: 'my-cv.pdf' })]);
    const bytes = await api('GET', `/candidates/${who.id}/documents/${doc.id}`, key.auth);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    expect(bytes.headers['content-disposition']).toContain('attachment');
    const packet = await api('GET', `/candidates/${who.id}/packet.pdf`, key.auth);
    expect(packet.statusCode).toBe(200);
    expect(packet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(packet.body).not.toContain(W9_SSN);

    const [ref] = await giveCompletedReferences(app, who);
    await app.db
      .update(candidateReferences)
      .set({ answer: cipherOf(app).encrypt({ additionalNotes: 'Calm under pressure', wouldYouHireThisEmployeeAgain: 'yes' }, referenceAnswerPlace(who.id, ref!.id)) })
      .where(eq(candidateReferences.id, ref!.id));
    const refs = (await api('GET', `/candidates/${who.id}/references`, key.auth)).json().data;
    expect(refs.find((r: { id: string }) => r.id === ref!.id)).toMatchObject({ outcome: 'reference', answers: { additionalNotes: 'Calm under pressure' }, answeredBy: { name: 'Test Referee' } });
    const refPdf = await api('GET', `/candidates/${who.id}/references/${ref!.id}.pdf`, key.auth);
    expect(refPdf.statusCode).toBe(200);
    expect(refPdf.headers['content-type']).toBe('application/pdf');
    // The candidate's own view of the reference still carries no answer.
    expect((await app.inject({ method: 'GET', url: '/api/candidate/references', headers: who.auth })).body).not.toContain('Calm under pressure');
    // A finished test attempt, and its PDF.
    const [test] = await app.db
      .insert(skillTests)
      .values({ slug: `pharm-${who.id.slice(0, 8)}`, version: 1, name: 'Pharmacology', category: 'General', timeLimitMinutes: 30, passMark: 80, questions: [], contentHash: who.id })
      .returning();
    const finished = new Date();
    const [attempt] = await app.db
      .insert(skillTestAttempts)
      .values({ candidateId: who.id, orgId: who.orgId, testId: test!.id, slug: test!.slug, attemptNo: 1, deadlineAt: finished, submittedAt: finished, score: 90, passed: true })
      .returning();
    const checklists = await api('GET', `/candidates/${who.id}/checklists`, key.auth);
    expect(checklists.json().data).toEqual({ checklists: [], tests: [expect.objectContaining({ id: attempt!.id, name: 'Pharmacology', score: 90, passed: true })] });
    const testPdf = await api('GET', `/candidates/${who.id}/tests/${attempt!.id}.pdf`, key.auth);
    expect(testPdf.statusCode).toBe(200);
    expect(await pdfText(testPdf.rawPayload)).toMatch(/Score 90% \(.*pass mark 80%\)/);

    const account = (await app.inject({ method: 'GET', url: '/api/account', headers: who.auth })).json().data.activity as Array<{ action: string; detail: Record<string, unknown> }>;
    const agency = account.filter((a) => a.action.startsWith('agency_'));
    expect(agency.map((a) => a.action)).toEqual(['agency_test', 'agency_packet', 'agency_document']);
    expect(agency[0]!.detail).toEqual({ agency: 'Meridian Health Staffing', name: 'Pharmacology' });
    expect(agency[1]!.detail).toEqual({ agency: 'Meridian Health Staffing' });
    expect(agency[2]!.detail).toEqual({ agency: 'Meridian Health Staffing', name: 'my-cv.pdf' });
  });
});

describe('writes', () => {
  it('PATCH a submission’s status: the candidate sees it; the command does the same through the same function', async () => {
    const key = await makeKey('MHS', 'candidates:read,submissions:write');
    const who = await createSignedInCandidate(app);
    const job = await createJob(app, 'MHS');
    const [submission] = await app.db.insert(jobSubmissions).values({ candidateId: who.id, jobId: job.id }).returning();
    const listed = (await api('GET', `/candidates/${who.id}/submissions`, key.auth)).json().data;
    expect(listed).toEqual([expect.objectContaining({ _id: submission!.id, status: 'submitted' })]);

    const set = await api('PATCH', `/submissions/${submission!.id}`, key.auth, { status: 'interview' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ id: submission!.id, candidateId: who.id, status: 'interview' });
    const seen = await app.inject({ method: 'GET', url: '/api/candidate/submission/get', headers: who.auth });
    expect(seen.json().data[0].status).toBe('interview');
    const bad = await api('PATCH', `/submissions/${submission!.id}`, key.auth, { status: 'hired' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The status is one of: submitted, in_review');

    const cli = await portal('submissions:set-status', who.email, 'in_review');
    expect(cli.code, cli.err).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/candidate/submission/get', headers: who.auth })).json().data[0].status).toBe('in_review');

    // An offer: the health-status section opens and the submission named is offered.
    const offer = await api('POST', `/candidates/${who.id}/offers`, key.auth, { submissionId: submission!.id });
    expect(offer.statusCode, offer.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/candidate/application', headers: who.auth })).json().data.offerRecorded).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/candidate/submission/get', headers: who.auth })).json().data[0].status).toBe('offered');
  });

  it('PUT a job by Position_ID adds then changes it, by the import’s rules; DELETE closes it', async () => {
    const key = await makeKey('MHS', 'jobs:write');
    const body = {
      Position_Name: 'Travel CNA',
      Modality: 'Nursing',
      Submodality: 'CNA',
      Shift: 'Days 5x8',
      City: 'Memphis',
      State: 'TN',
      Zip: '38103',
      Duration_Amount: 13,
      Weekly_Hours: 40,
      facilityName: 'Delta Medical Center',
      weeklyPay: '$1,250',
    };
    const added = await api('PUT', '/jobs/API-100', key.auth, body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ positionId: 'API-100', created: true, isOpen: true });
    const changed = await api('PUT', '/jobs/API-100', key.auth, { ...body, weeklyPay: 1400 });
    expect(changed.json().data).toMatchObject({ id: added.json().data.id, created: false });
    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, added.json().data.id));
    expect(row!.weeklyPay).toBe(1400);
    const refused = await api('PUT', '/jobs/API-100', key.auth, { ...body, Zip: '3810' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Zip must be 5 digits.');
    expect((await api('PUT', '/jobs/API-100', key.auth, { ...body, Position_ID: 'API-200' })).statusCode).toBe(400);

    const closed = await api('DELETE', '/jobs/API-100', key.auth);
    expect(closed.json().data).toMatchObject({ positionId: 'API-100', isOpen: false });
    const [after] = await app.db.select().from(jobs).where(eq(jobs.id, added.json().data.id));
    expect(after!.isOpen).toBe(false);
    expect((await api('DELETE', '/jobs/API-404', key.auth)).statusCode).toBe(404);
  });

  it('is in the OpenAPI document under its own tag', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const agency = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>).filter(([path]) => path.startsWith('/api/agency/v1/'));
    expect(agency.map(([path]) => path)).toEqual(expect.arrayContaining(['/api/agency/v1/candidates', '/api/agency/v1/submissions/{id}', '/api/agency/v1/jobs/{positionId}']));
    for (const [, methods] of agency) for (const op of Object.values(methods)) expect(op.tags).toEqual(['Agency']);
    expect(doc.components.securitySchemes.agencyKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
