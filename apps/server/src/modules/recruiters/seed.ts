// Demo recruiters (seed:demo): the agency's own team and one partner recruiter. Idempotent: a recruiter already there
// (and any change the agency made to it) is left as it is.
import type { Db } from '../../db/client';
import { recruiters } from '../../db/schema/index';
import { orgIdByCode } from './repository';

export const DEMO_RECRUITERS = [
  {
    org: 'MHS',
    name: 'Avery Thompson',
    email: 'avery.thompson@meridianhealthstaffing.com',
    phone: '(615) 555-0101',
    photo: '/brand/recruiters/avery.svg',
    specialties: ['PCT', 'CNA'],
    states: ['TN', 'KY', 'AL'],
  },
  {
    org: 'MHS',
    name: 'Morgan Diaz',
    email: 'morgan.diaz@meridianhealthstaffing.com',
    phone: '(615) 555-0102',
    photo: '/brand/recruiters/morgan.svg',
    specialties: ['Medical Assistant', 'CMA'],
    states: ['GA', 'FL', 'SC'],
  },
  {
    org: 'MHS',
    name: 'Riley Chen',
    email: 'riley.chen@meridianhealthstaffing.com',
    phone: '(615) 555-0103',
    specialties: ['PCT', 'Medical Assistant'],
    states: ['TX', 'OK'],
  },
  {
    org: 'D2D',
    name: 'Samira Patel',
    email: 'samira.patel@doc2docjobs.com',
    phone: '(404) 555-0150',
    specialties: ['CNA'],
    states: ['GA'],
  },
] as const;

export async function seedRecruiters(db: Db): Promise<number> {
  let count = 0;
  for (const { org, ...recruiter } of DEMO_RECRUITERS) {
    const orgId = await orgIdByCode(db, org);
    if (!orgId) continue;
    await db
      .insert(recruiters)
      .values({ orgId, photo: null, ...recruiter, specialties: [...recruiter.specialties], states: [...recruiter.states] })
      .onConflictDoNothing();
    count += 1;
  }
  return count;
}
