// The application's progress kept on its row (migration 0015_application_progress): the database's figures equal the
// shared rules (packages/shared/src/application/progress.ts) for any mix of section statuses, offer and CV; they follow
// every way a section or a document changes (through the API and straight in the database); the migration's back-fill
// works them out for rows written before it. On the embedded database, or on PostgreSQL with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_KEYS, type SectionKey } from '@portal/shared/application/contract';
import { applicationDetails, completenessPercent, wizardStep, type SectionStatus } from '@portal/shared/application/progress';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { referencesSectionStatus, type StoredReferenceStatus } from '@portal/shared/domain/references-rule';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client';
import { applicationSections, applications, candidateReferences, documents } from '../src/db/schema/index';
import { recordOffer } from '../src/modules/application/service';
import { createTestApp, type TestApp } from './helpers/app';
import { PDF, upload } from './helpers/documents';
import { createSignedInCandidate, type SignedInCandidate } from './helpers/factories';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Stored = { step: number; completeness: number; hasResume: boolean };

async function stored(candidateId: string): Promise<Stored | undefined> {
  const [row] = await app.db
    .select({ step: applications.step, completeness: applications.completeness, hasResume: applications.hasResume })
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
  return row;
}

/** What the shared rules say for these statuses, offer and CV. */
function expected(statuses: Partial<Record<SectionKey, SectionStatus>>, offer: boolean, resume: boolean): Stored {
  const details = applicationDetails(statuses, { createdAt: null, updatedAt: null }, { offerRecorded: offer });
  return { step: wizardStep(details), completeness: completenessPercent(details, resume), hasResume: resume };
}

/** A reference row of the candidate (its details do not matter to the rule, only status and type). */
const referenceRow = (who: SignedInCandidate) => ({
  candidateId: who.id,
  orgId: who.orgId,
  salutation: 'Ms.',
  firstName: 'Dana',
  lastName: 'Whitfield',
  contactMethod: 'phone' as const,
  country: 'United States',
  city: 'Tulsa',
  state: 'OK',
  referenceIsOrWasMy: 'Nurse manager',
  workTogetherFrom: '2021-03',
  workTogetherTo: '2024-06',
  jobTitle: 'Nurse Manager',
  companyName: 'Riverbend Care Center',
});

const dash = async (who: SignedInCandidate) => (await app.inject({ method: 'GET', url: '/api/candidate/dash', headers: who.auth })).json().data.cands;
const applicationOf = async (who: SignedInCandidate) => (await app.inject({ method: 'GET', url: '/api/candidate/application', headers: who.auth })).json().data;

/** The dashboard (kept figures) says what the application call (worked out from the sections) says. */
async function expectSameFigures(who: SignedInCandidate) {
  const [cands, application] = [await dash(who), await applicationOf(who)];
  expect({ step: cands.step, stepKey: cands.stepKey, completeness: cands.completeness, hasResume: cands.hasResume }).toEqual({
    step: application.step,
    stepKey: SECTION_KEYS[application.step],
    completeness: application.completeness,
    hasResume: application.documents.some((d: { kind: string }) => d.kind === 'resume'),
  });
  return cands;
}

const save = (who: SignedInCandidate, key: SectionKey, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/candidate/application/${key}`, headers: who.auth, payload: body });
const uploadDoc = async (who: SignedInCandidate, kind: string) => {
  const body = upload(kind, 'file.pdf', PDF);
  const res = await app.inject({ method: 'POST', url: '/api/candidate/documents', headers: { ...who.auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
};

describe('application progress kept by the database', () => {
  it('equals the shared rules for any statuses, references, offer and CV', async () => {
    const me = await createSignedInCandidate(app);
    const status = fc.constantFrom<SectionStatus | null>(null, 'draft', 'complete', 'notApplicable');
    // The references section is worked out from the candidate's references (decision 031); a stored row of it is ignored.
    const reference = fc.record({
      status: fc.constantFrom<StoredReferenceStatus>('draft', 'requested', 'opened', 'completed', 'declined'),
      referenceType: fc.constantFrom('Manager', 'Supervisor', 'Coworker'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(status, { minLength: SECTION_KEYS.length, maxLength: SECTION_KEYS.length }),
        fc.array(reference, { maxLength: 4 }),
        fc.boolean(),
        fc.boolean(),
        async (picked, refs, offer, resume) => {
        await app.db.delete(applicationSections).where(eq(applicationSections.candidateId, me.id));
        await app.db.delete(documents).where(eq(documents.candidateId, me.id));
        await app.db.delete(candidateReferences).where(eq(candidateReferences.candidateId, me.id));
        await app.db.insert(applications).values({ candidateId: me.id }).onConflictDoNothing();
        await app.db.update(applications).set({ offerRecordedAt: offer ? new Date() : null }).where(eq(applications.candidateId, me.id));
        const statuses: Partial<Record<SectionKey, SectionStatus>> = {};
        const rows = SECTION_KEYS.flatMap((key, i) => {
          if (!picked[i]) return [];
          if (key !== 'profReferences') statuses[key] = picked[i]!;
          return [{ candidateId: me.id, section: key, status: picked[i]! }];
        });
        if (rows.length) await app.db.insert(applicationSections).values(rows);
        const fromReferences = referencesSectionStatus(refs);
        if (fromReferences) statuses.profReferences = fromReferences;
        for (const ref of refs) await app.db.insert(candidateReferences).values({ ...referenceRow(me), ...ref });
        if (resume) await app.db.insert(documents).values({ candidateId: me.id, kind: 'resume', filename: 'cv.pdf', mime: 'application/pdf', size: 1, sha256: 'x', content: Buffer.from('x') });
        expect(await stored(me.id)).toEqual(expected(statuses, offer, resume));
        },
      ),
      { numRuns: 60, seed: 15 },
    );
  });

  it('follows saves, drafts, not applicable, CV upload and removal, the offer, and a section removed', async () => {
    const me = await createSignedInCandidate(app);
    expect((await expectSameFigures(me)).step).toBe(0);
    const file = await uploadDoc(me, 'license');
    expect(await expectSameFigures(me)).toMatchObject({ step: 0, completeness: 0, hasResume: false });

    expect((await save(me, 'personalInfo', { data: sampleSectionData(sectionByKey('personalInfo'), { fileId: file }) })).statusCode).toBe(200);
    expect(await expectSameFigures(me)).toMatchObject({ step: 1, stepKey: 'education' });
    // A draft does not count; completing it does.
    expect((await save(me, 'education', { data: sampleSectionData(sectionByKey('education'), { fileId: file }), draft: true })).statusCode).toBe(200);
    expect((await expectSameFigures(me)).step).toBe(1);
    expect((await save(me, 'education', { data: sampleSectionData(sectionByKey('education'), { fileId: file }) })).statusCode).toBe(200);
    expect((await expectSameFigures(me)).step).toBe(2);
    // Back to a draft: missing again.
    expect((await save(me, 'education', { data: sampleSectionData(sectionByKey('education'), { fileId: file }), draft: true })).statusCode).toBe(200);
    expect((await expectSameFigures(me)).step).toBe(1);
    expect((await save(me, 'miltaryHistory', { data: null, notApplicable: true })).statusCode).toBe(200);
    const withMilitary = await expectSameFigures(me);

    const cv = await uploadDoc(me, 'resume');
    const withCv = await expectSameFigures(me);
    expect(withCv.hasResume).toBe(true);
    expect(withCv.completeness).toBeGreaterThan(withMilitary.completeness);
    expect((await app.inject({ method: 'DELETE', url: `/api/candidate/documents/${cv}`, headers: me.auth })).statusCode).toBe(200);
    expect(await expectSameFigures(me)).toMatchObject({ hasResume: false, completeness: withMilitary.completeness });

    // The offer makes health status due: one more section counts.
    await recordOffer(app.db, me.id);
    expect((await expectSameFigures(me)).completeness).toBeLessThanOrEqual(withMilitary.completeness);

    // Straight in the database (psql, another tool): a section removed, a document's kind changed.
    await app.db.delete(applicationSections).where(and(eq(applicationSections.candidateId, me.id), eq(applicationSections.section, 'personalInfo')));
    expect((await expectSameFigures(me)).step).toBe(0);
    await app.db.update(documents).set({ kind: 'resume' }).where(eq(documents.id, file));
    expect((await expectSameFigures(me)).hasResume).toBe(true);
  });

  it('a candidate deleted takes the row with them (no row is made again by the cascade)', async () => {
    const me = await createSignedInCandidate(app);
    await uploadDoc(me, 'resume');
    expect((await save(me, 'personalInfo', { data: sampleSectionData(sectionByKey('personalInfo')) })).statusCode).toBe(200);
    await app.db.execute(sql`delete from candidates where id = ${me.id}`);
    expect(await stored(me.id)).toBeUndefined();
  });

  it('the migration works out rows written before it', async () => {
    const me = await createSignedInCandidate(app);
    const statuses: Partial<Record<SectionKey, SectionStatus>> = { personalInfo: 'complete', education: 'notApplicable', medicalTraining: 'draft', healthStatus: 'complete' };
    // As before the migration: rows written without its triggers, and no application row.
    await app.db.execute(sql`alter table application_sections disable trigger application_sections_progress`);
    await app.db.execute(sql`alter table documents disable trigger documents_progress`);
    try {
      await app.db.insert(applicationSections).values(Object.entries(statuses).map(([section, status]) => ({ candidateId: me.id, section, status })));
      await app.db.insert(documents).values({ candidateId: me.id, kind: 'resume', filename: 'cv.pdf', mime: 'application/pdf', size: 1, sha256: 'x', content: Buffer.from('x') });
    } finally {
      await app.db.execute(sql`alter table application_sections enable trigger application_sections_progress`);
      await app.db.execute(sql`alter table documents enable trigger documents_progress`);
    }
    expect(await stored(me.id)).toBeUndefined();
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0015_application_progress.sql'), 'utf8').split('--> statement-breakpoint');
    for (const statement of migration.slice(-2)) await app.db.execute(sql.raw(statement));
    expect(await stored(me.id)).toEqual(expected(statuses, false, true));
  });
});
