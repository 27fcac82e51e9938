import type { Db } from '../db/client';
import { seedRecruiters } from '../modules/recruiters/seed';
import { seedCandidates } from './candidates';
import { seedJobEmails } from './job-emails';
import { seedJobs } from './jobs';
import { seedOrgs } from './orgs';
import { seedReferences } from './references';
import { seedSkills } from './skills';

/** One step of the demo data. Every step is idempotent: running seed:demo twice changes nothing the second time. */
export type Seeder = { name: string; run: (db: Db) => Promise<number> };

export const demoSeeders: Seeder[] = [
  { name: 'organisations', run: seedOrgs },
  { name: 'demo candidate', run: seedCandidates },
  { name: 'jobs', run: seedJobs },
  { name: 'recruiters', run: seedRecruiters },
  { name: 'demo references', run: seedReferences },
  { name: 'skills checklists and tests', run: seedSkills },
  { name: 'demo job e-mails', run: (db) => seedJobEmails(db) },
];

export async function seedDemo(db: Db, { quiet = false, print = console.log }: { quiet?: boolean; print?: (line: string) => void } = {}): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const seeder of demoSeeders) {
    counts[seeder.name] = await seeder.run(db);
    if (!quiet) print(`  ${seeder.name}: ${counts[seeder.name]}`);
  }
  return counts;
}
