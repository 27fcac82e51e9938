// Reference data the job search needs on every installation (not demo data): the specialty taxonomy and the Nurse
// Licensure Compact members. Written with ON CONFLICT DO NOTHING at start, so edits made in the database survive.
import type { SpecialtyType } from '@portal/shared/schemas/jobs';
// The Nurse Licensure Compact members: one list, in packages/shared, with its source and date.
import { NLC_AS_OF, NLC_STATES } from '@portal/shared/domain/nurse-compact';
import { usStateName } from '@portal/shared/domain/us-states';
import type { Db } from '../../db/client';
import { compactStates, modalities, submodalities } from '../../db/schema/index';

/** Discipline groups of domain.md §4; only Nursing is typed Nursing, every other group is allied health. */
export const MODALITIES: { name: string; type: SpecialtyType }[] = [
  { name: 'Nursing', type: 'Nursing' },
  { name: 'Allied', type: 'Allied' },
  { name: 'Imaging', type: 'Allied' },
  { name: 'Lab', type: 'Allied' },
  { name: 'Respiratory', type: 'Allied' },
  { name: 'Therapy', type: 'Allied' },
];

/**
 * Specialties (Submodality values). PCT and CNA are nursing support roles; Medical Assistant and CMA are allied
 * (spec §2 "Specialty picker", domain.md §4).
 */
export const SPECIALTIES: { value: string; label: string; modality: string }[] = [
  { value: 'ICU', label: 'ICU (Intensive Care)', modality: 'Nursing' },
  { value: 'Med-Surg', label: 'Medical-Surgical', modality: 'Nursing' },
  { value: 'Telemetry', label: 'Telemetry', modality: 'Nursing' },
  { value: 'Step-Down', label: 'Step-Down / PCU', modality: 'Nursing' },
  { value: 'ER', label: 'Emergency Room', modality: 'Nursing' },
  { value: 'L&D', label: 'Labor & Delivery', modality: 'Nursing' },
  { value: 'Mother-Baby', label: 'Mother-Baby / Postpartum', modality: 'Nursing' },
  { value: 'NICU', label: 'NICU (Neonatal ICU)', modality: 'Nursing' },
  { value: 'PICU', label: 'PICU (Pediatric ICU)', modality: 'Nursing' },
  { value: 'Pediatrics', label: 'Pediatrics', modality: 'Nursing' },
  { value: 'OR', label: 'Operating Room', modality: 'Nursing' },
  { value: 'PACU', label: 'PACU (Recovery)', modality: 'Nursing' },
  { value: 'Cath Lab', label: 'Cardiac Cath Lab', modality: 'Nursing' },
  { value: 'Oncology', label: 'Oncology', modality: 'Nursing' },
  { value: 'Dialysis', label: 'Dialysis', modality: 'Nursing' },
  { value: 'Psych', label: 'Behavioral Health / Psych', modality: 'Nursing' },
  { value: 'Home Health', label: 'Home Health', modality: 'Nursing' },
  { value: 'Long-Term Care', label: 'Long-Term Care / SNF', modality: 'Nursing' },
  { value: 'LPN/LVN', label: 'LPN / LVN', modality: 'Nursing' },
  { value: 'PCT', label: 'PCT (Patient Care Technician)', modality: 'Nursing' },
  { value: 'CNA', label: 'CNA (Certified Nursing Assistant)', modality: 'Nursing' },
  { value: 'Medical Assistant', label: 'Medical Assistant', modality: 'Allied' },
  { value: 'CMA', label: 'CMA (Certified Medical Assistant)', modality: 'Allied' },
  { value: 'Surgical Tech', label: 'Surgical Technologist', modality: 'Allied' },
  { value: 'Sterile Processing', label: 'Sterile Processing Technician', modality: 'Allied' },
  { value: 'Pharmacy Tech', label: 'Pharmacy Technician', modality: 'Allied' },
  { value: 'Rad Tech', label: 'Radiologic Technologist (X-Ray)', modality: 'Imaging' },
  { value: 'CT Tech', label: 'CT Technologist', modality: 'Imaging' },
  { value: 'MRI Tech', label: 'MRI Technologist', modality: 'Imaging' },
  { value: 'Ultrasound Tech', label: 'Ultrasound / Sonographer', modality: 'Imaging' },
  { value: 'Mammography Tech', label: 'Mammography Technologist', modality: 'Imaging' },
  { value: 'Medical Lab Scientist', label: 'Medical Laboratory Scientist', modality: 'Lab' },
  { value: 'Phlebotomist', label: 'Phlebotomist', modality: 'Lab' },
  { value: 'Respiratory Therapist', label: 'Respiratory Therapist', modality: 'Respiratory' },
  { value: 'Physical Therapist', label: 'Physical Therapist', modality: 'Therapy' },
  { value: 'Occupational Therapist', label: 'Occupational Therapist', modality: 'Therapy' },
  { value: 'Speech Language Pathologist', label: 'Speech-Language Pathologist', modality: 'Therapy' },
];

const typeOf = (modality: string): SpecialtyType =>
  MODALITIES.find((m) => m.name.toLowerCase() === modality.toLowerCase())?.type ?? 'Allied';

export async function ensureJobReferenceData(db: Db): Promise<number> {
  await db.insert(modalities).values(MODALITIES).onConflictDoNothing();
  await db
    .insert(submodalities)
    .values(SPECIALTIES.map((s) => ({ ...s, type: typeOf(s.modality) })))
    .onConflictDoNothing();
  await db
    .insert(compactStates)
    .values(NLC_STATES.map((code) => ({ code, name: usStateName(code) ?? code, asOf: NLC_AS_OF })))
    .onConflictDoNothing();
  return SPECIALTIES.length + NLC_STATES.length;
}

/**
 * Imported jobs may name a specialty the taxonomy lacks; it is added (typed by its modality) so the picker can offer
 * it and the search can find the job.
 */
export async function ensureTaxonomyFor(db: Db, pairs: { modality: string; submodality: string }[]): Promise<void> {
  if (!pairs.length) return;
  const modalityNames = [...new Set(pairs.map((p) => p.modality))];
  await db
    .insert(modalities)
    .values(modalityNames.map((name) => ({ name, type: typeOf(name) })))
    .onConflictDoNothing();
  const seen = new Map<string, string>();
  for (const pair of pairs) if (!seen.has(pair.submodality)) seen.set(pair.submodality, pair.modality);
  await db
    .insert(submodalities)
    .values(
      [...seen].map(([value, modality]) => ({ value, label: value, modality, type: typeOf(modality) })),
    )
    .onConflictDoNothing();
}
