import type { TOrgInput } from '@portal/shared/schemas/org';
import type { Db } from '../db/client';
import { seedPostalAddresses } from '../modules/job-emails/demo-addresses';
import { upsertOrg } from '../modules/orgs/repository';

// Support phones are written without brackets: the footer of spec §1 wraps them in brackets itself.
/** The agency’s own brand (default) and its partner organisations with their white-label boards (spec §2). */
export const DEMO_ORGS: (TOrgInput & { isDefault?: boolean })[] = [
  {
    code: 'MHS',
    prefix: 'MHS-candidate',
    name: 'Meridian Health Staffing',
    logo: '/brand/meridian-logo.svg',
    favicon: '/brand/meridian-favicon.svg',
    supportEmail: 'support@meridianhealthstaffing.com',
    supportPhone: '615-555-0142',
    isDefault: true,
  },
  { code: 'D2D', name: 'Doc2Doc Jobs', supportEmail: 'help@doc2docjobs.com', supportPhone: '404-555-0117', boards: ['doc2docjobs'] },
  { code: 'TLC', name: 'TLC Nursing Careers', supportEmail: 'care@tlcjobs.com', supportPhone: '214-555-0178', boards: ['tlcjobs'] },
  { code: 'RAD', name: 'Radiant Allied Jobs', supportEmail: 'team@radjobs.com', supportPhone: '602-555-0133', boards: ['radjobs'] },
  { code: 'LHS', name: 'Lakeshore Health Staffing', supportEmail: 'jobs@lhsjobs.com', supportPhone: '312-555-0190', boards: ['lhsjobs'] },
  { code: 'N2N', name: 'Nurse2Nurse Staffing', supportEmail: 'hello@n2njobs.com', supportPhone: '919-555-0164', boards: ['n2njobs'] },
  { code: 'MYN', name: 'MyNurse Jobs', supportEmail: 'support@mynjobs.com', supportPhone: '305-555-0121', boards: ['mynjobs'] },
];

export async function seedOrgs(db: Db): Promise<number> {
  for (const org of DEMO_ORGS) await upsertOrg(db, org);
  await seedPostalAddresses(db);
  return DEMO_ORGS.length;
}
