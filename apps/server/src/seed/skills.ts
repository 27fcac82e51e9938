import { ZChecklistDefinition, ZTestDefinition } from '@portal/shared/skills';
import type { Db } from '../db/client';
import { BUILTIN_CHECKLISTS, BUILTIN_TESTS } from '../modules/skills/builtin';
import { upsertChecklist, upsertTest } from '../modules/skills/catalogue';

/**
 * The skills catalogue for every brand: the checklists (CNA, PCT, Medical Assistant, both CMAs, Med-Surg, ICU,
 * Telemetry, ER) and the timed tests (patient safety, infection control, HIPAA, dosage calculation, CNA, phlebotomy).
 * Idempotent: an unchanged checklist or test adds no version.
 */
export async function seedSkills(db: Db): Promise<number> {
  for (const checklist of BUILTIN_CHECKLISTS) await upsertChecklist(db, null, ZChecklistDefinition.parse(checklist));
  for (const test of BUILTIN_TESTS) await upsertTest(db, null, ZTestDefinition.parse(test));
  return BUILTIN_CHECKLISTS.length + BUILTIN_TESTS.length;
}
