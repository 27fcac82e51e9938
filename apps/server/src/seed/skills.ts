import { ZChecklistDefinition, ZTestDefinition } from '@portal/shared/skills';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema/index';
import { BUILTIN_CHECKLISTS, SAMPLE_TEST } from '../modules/skills/builtin';
import { upsertChecklist, upsertTest } from '../modules/skills/catalogue';

/**
 * The skills catalogue for every brand (CNA, PCT, Medical Assistant, both CMAs, Med-Surg, ICU, Telemetry, ER) and the
 * sample timed test of the demo agency. Idempotent: an unchanged checklist adds no version.
 */
export async function seedSkills(db: Db): Promise<number> {
  for (const checklist of BUILTIN_CHECKLISTS) await upsertChecklist(db, null, ZChecklistDefinition.parse(checklist));
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, 'MHS')).limit(1);
  if (org) await upsertTest(db, org.id, ZTestDefinition.parse(SAMPLE_TEST));
  return BUILTIN_CHECKLISTS.length + (org ? 1 : 0);
}
