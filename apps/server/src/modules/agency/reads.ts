// The log of what an agency key read of a candidate's sensitive answers, documents and PDFs (security.md item 23: the
// candidate sees every such read on My Account, through modules/account/activity.ts).
import type { Db } from '../../db/client';
import { agencyReads } from '../../db/schema/index';
import type { AgencyKey } from './keys';

/** What was read: the unmasked application, a document's bytes, the profile packet, a checklist's or test's PDF. */
export const AGENCY_READS = ['application', 'document', 'packet', 'checklist', 'test'] as const;
export type AgencyRead = (typeof AGENCY_READS)[number];

export async function logAgencyRead(db: Db, key: AgencyKey, candidateId: string, what: AgencyRead, subject: string | null = null): Promise<void> {
  await db.insert(agencyReads).values({ orgId: key.orgId, keyId: key.id, candidateId, what, subject: subject?.slice(0, 200) ?? null });
}
