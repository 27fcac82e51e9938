// Demo references of the demo candidate: two completed (one from a Manager, so the demo account may apply for jobs, as
// the rule of spec §1 asks) and one awaiting a phone call. Their answers are not part of the demo data.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { candidateReferences, candidates } from '../db/schema/index';
import { DEMO_CANDIDATE } from './candidates';

/** Idempotent: a demo candidate who already has references keeps them as they are. */
export async function seedReferences(db: Db): Promise<number> {
  const [who] = await db.select({ id: candidates.id, orgId: candidates.orgId }).from(candidates).where(eq(candidates.email, DEMO_CANDIDATE.email)).limit(1);
  if (!who) return 0;
  const existing = await db.select({ id: candidateReferences.id }).from(candidateReferences).where(eq(candidateReferences.candidateId, who.id)).limit(1);
  if (existing.length) return 0;
  const answeredAt = new Date(Date.now() - 40 * 86_400_000);
  const base = {
    candidateId: who.id,
    orgId: who.orgId,
    country: 'United States',
    city: 'Nashville',
    state: 'TN',
    companyName: 'Cumberland General Hospital',
  };
  const rows = await db
    .insert(candidateReferences)
    .values([
      {
        ...base,
        salutation: 'Ms.',
        firstName: 'Renee',
        lastName: 'Caldwell',
        contactMethod: 'email',
        email: 'renee.caldwell@example.com',
        referenceType: 'Manager',
        referenceIsOrWasMy: 'Nurse manager',
        workTogetherFrom: '2021-02',
        workTogetherTo: '2024-08',
        jobTitle: 'Nurse Manager',
        status: 'completed',
        outcome: 'reference',
        sentAt: answeredAt,
        openedAt: answeredAt,
        answeredAt,
        answeredByName: 'Renee Caldwell',
        answeredByTitle: 'Nurse Manager',
        verifiedEmail: 'renee.caldwell@example.com',
        answerMethod: 'demo data',
      },
      {
        ...base,
        salutation: 'Mr.',
        firstName: 'Luis',
        lastName: 'Ortega',
        contactMethod: 'both',
        email: 'luis.ortega@example.com',
        phone: '(615)555-0134',
        referenceType: 'Charge Nurse',
        referenceIsOrWasMy: 'Charge nurse',
        workTogetherFrom: '2022-01',
        workTogetherTo: '2024-08',
        jobTitle: 'Charge Nurse',
        status: 'completed',
        outcome: 'reference',
        sentAt: answeredAt,
        openedAt: answeredAt,
        answeredAt,
        answeredByName: 'Luis Ortega',
        answeredByTitle: 'Charge Nurse',
        verifiedEmail: 'luis.ortega@example.com',
        answerMethod: 'demo data',
      },
      {
        ...base,
        salutation: 'Dr.',
        firstName: 'Priya',
        lastName: 'Natarajan',
        contactMethod: 'phone',
        phone: '615-555-0190',
        referenceType: 'Supervisor',
        referenceIsOrWasMy: 'Physician',
        workTogetherFrom: '2023-05',
        workTogetherTo: '2024-08',
        jobTitle: 'Hospitalist',
        companyName: 'Music City Medical Group',
      },
    ])
    .onConflictDoNothing()
    .returning({ id: candidateReferences.id });
  return rows.length;
}
