// GET /api/reference/get-reference: the candidate's references as the References page lists them, read in one prepared
// statement (only the columns the list shows, never the referee's answer), kept per candidate (lib/candidate-pages.ts).
// The status "expired" and "needs renewal" depend on the time: they are built with the request's `now`, and a kept
// answer is built again at the first instant one of them changes.
import { ok } from '@portal/shared/api';
import { needsRenewal, referenceStatusOf } from '@portal/shared/domain/references-rule';
import { REFERENCE_RENEWAL_MONTHS, ZReference, type TReference } from '@portal/shared/schemas/references';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { prepareRead } from '../../db/prepared';
import { CandidatePages, firstChange, isoOf, textBytes, utc, type PageAnswer } from '../../lib/candidate-pages';

export const ZReferencesAnswer = ok(z.array(ZReference));

/**
 * One row per reference, in the list's order: the columns of toApi (service.ts), dates in UTC (isoOf). The rows as they
 * are, not gathered into one JSON text (json_agg) and parsed here: less CPU per request read (docs/performance.md).
 */
const LIST_SQL = `select "id", "salutation", "first_name", "last_name", "contact_method", "email",
  "country", "city", "state", "work_phone", "phone", "reference_type", "reference_is_or_was_my", "work_together_from",
  "work_together_to", "job_title", "company_name", "current_company_name", "specific_area_of_expertise", "current_job_title",
  "status", ${utc('"sent_at"')}, ${utc('"opened_at"')}, ${utc('"answered_at"')}, ${utc('"link_expires_at"')}, ${utc('"created_at"')},
  ${utc('"updated_at"')}
  from "candidate_references" where "candidate_id" = $1::uuid and "org_id" = $2::uuid order by "created_at", "id"`;

type Row = [
  id: string, salutation: string, firstName: string, lastName: string, contactMethod: TReference['contactMethod'], email: string,
  country: string, city: string, state: string, workPhone: string, phone: string, referenceType: string, referenceIsOrWasMy: string,
  workTogetherFrom: string, workTogetherTo: string, jobTitle: string, companyName: string, currentCompanyName: string,
  specificAreaOfExpertise: string, currentJobTitle: string, status: 'draft' | 'requested' | 'opened' | 'completed' | 'declined',
  sentAt: string | null, openedAt: string | null, answeredAt: string | null, linkExpiresAt: string | null, createdAt: string, updatedAt: string,
];

const DAY_MS = 86_400_000;

/** The list at `now` (as toApi gives each reference), and the first instant a status or a renewal flag would change. */
export function buildReferences(rows: readonly Row[], now: Date): PageAnswer {
  const t = now.getTime();
  let until = Infinity;
  const data = rows.map((r): TReference => {
    const status = r[20];
    const answeredAt = isoOf(r[23]);
    const linkExpiresAt = isoOf(r[24]);
    const rule = { status, linkExpiresAt: linkExpiresAt === null ? null : new Date(linkExpiresAt), answeredAt: answeredAt === null ? null : new Date(answeredAt) };
    const expires = rule.linkExpiresAt?.getTime();
    if ((status === 'requested' || status === 'opened') && expires !== undefined && expires > t) until = Math.min(until, expires);
    const renewal = needsRenewal(rule, now);
    if (status === 'completed' && rule.answeredAt && !renewal) {
      // Renewal is due REFERENCE_RENEWAL_MONTHS calendar months after the answer: not before 28 days a month have
      // passed (then the first instant is searched), and well within 31 days a month and one month more.
      const answered = rule.answeredAt.getTime();
      const earliest = answered + REFERENCE_RENEWAL_MONTHS * 28 * DAY_MS;
      const latest = answered + (REFERENCE_RENEWAL_MONTHS + 1) * 31 * DAY_MS;
      until = Math.min(until, t < earliest ? earliest : firstChange(t, latest, (at) => needsRenewal(rule, new Date(at))));
    }
    return {
      _id: r[0],
      salutation: r[1],
      firstName: r[2],
      lastName: r[3],
      contactMethod: r[4],
      email: r[5],
      country: r[6],
      city: r[7],
      state: r[8],
      workPhone: r[9],
      phone: r[10],
      referenceType: r[11],
      referenceIsOrWasMy: r[12],
      workTogetherFrom: r[13],
      workTogetherTo: r[14],
      referenceJobTitleWhenWorkingWithMe: r[15],
      companyName: r[16],
      currentCompanyName: r[17],
      specificAreaOfExpertise: r[18],
      currentJobTitle: r[19],
      status: referenceStatusOf(rule, now),
      sentAt: isoOf(r[21]),
      openedAt: isoOf(r[22]),
      answeredAt,
      linkExpiresAt: status === 'completed' || status === 'declined' ? null : linkExpiresAt,
      needsRenewal: renewal,
      createdAt: isoOf(r[25]),
      updatedAt: isoOf(r[26]),
    };
  });
  return { answer: { status: true, data }, until };
}

/** The references page of each candidate, read in one prepared statement and kept. */
export function referencesList(app: FastifyInstance) {
  const read = prepareRead(app.db, 'portal_candidate_references', LIST_SQL);
  const pages = new CandidatePages<Row[]>(app, { build: buildReferences });
  return {
    pages,
    read: async (owner: { candidateId: string; orgId: string }) => {
      const rows = await read([owner.candidateId, owner.orgId]);
      return { values: rows as Row[], bytes: textBytes(rows) };
    },
  };
}
