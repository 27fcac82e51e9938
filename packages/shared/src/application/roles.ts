// What fits each role of the application's first step (decision 044): the specialties and the certifications a
// candidate of that role picks from first. The long lists stay one click away ("Show all") and every option stays valid;
// these only decide what a candidate meets first.
//
// The specialties are the job search's Submodality values (specialties.ts), chosen by the jobs the role can take: the
// ones whose licence the role holds (domain/readiness.ts SPECIALTY_REQUIREMENTS: the nursing units ask for an RN licence,
// PCT and CNA jobs for the nurse-aide registry) and the support roles close to it. The certifications are the cards of
// domain.md §1 `boardCert` and `lifeSupportCert` a candidate of that role holds.
import type { Field, Shortlist } from './contract';

/** The role values of the application (sections.ts ROLE_OPTIONS). */
export type RoleValue = 'RN' | 'LPN/LVN' | 'PCT' | 'CNA' | 'Medical Assistant' | 'CMA' | 'Allied';

const NURSING_UNITS = [
  'ICU',
  'Med-Surg',
  'Telemetry',
  'Step-Down',
  'ER',
  'L&D',
  'Mother-Baby',
  'NICU',
  'PICU',
  'Pediatrics',
  'OR',
  'PACU',
  'Cath Lab',
  'Oncology',
  'Dialysis',
  'Psych',
  'Home Health',
  'Long-Term Care',
] as const;

/** The allied-health specialties (the role "Allied": the techs, imaging, lab, respiratory and therapy). */
export const ALLIED_SPECIALTIES = [
  'Surgical Tech',
  'Sterile Processing',
  'Pharmacy Tech',
  'Rad Tech',
  'CT Tech',
  'MRI Tech',
  'Ultrasound Tech',
  'Mammography Tech',
  'Medical Lab Scientist',
  'Phlebotomist',
  'Respiratory Therapist',
  'Physical Therapist',
  'Occupational Therapist',
  'Speech Language Pathologist',
] as const;

/** The specialties each role meets first. */
export const ROLE_SPECIALTIES: Readonly<Record<RoleValue, readonly string[]>> = {
  RN: NURSING_UNITS,
  'LPN/LVN': ['LPN/LVN'],
  PCT: ['PCT', 'CNA', 'Phlebotomist'],
  CNA: ['CNA', 'PCT'],
  'Medical Assistant': ['Medical Assistant', 'CMA', 'Phlebotomist'],
  CMA: ['CMA', 'Medical Assistant', 'Phlebotomist'],
  Allied: ALLIED_SPECIALTIES,
};

/** The certifications each role meets first (sections.ts CERTIFICATION_OPTIONS). */
export const ROLE_CERTIFICATIONS: Readonly<Record<RoleValue, readonly string[]>> = {
  RN: ['BLS', 'ACLS', 'PALS', 'NRP', 'TNCC', 'ENPC', 'NIHSS', 'CCRN', 'PCCN', 'CEN', 'CMSRN'],
  'LPN/LVN': ['BLS', 'ACLS', 'PALS'],
  PCT: ['BLS', 'CNA', 'CPT (phlebotomy)'],
  CNA: ['BLS', 'CNA'],
  'Medical Assistant': ['BLS', 'CMA (AAMA)', 'RMA', 'CCMA', 'CPT (phlebotomy)'],
  CMA: ['BLS', 'CMA (AAMA)', 'RMA', 'CCMA', 'CPT (phlebotomy)'],
  Allied: ['BLS', 'ACLS', 'ARRT', 'RRT', 'CPT (phlebotomy)'],
};

export const BY_ROLE = {
  specialties: { by: 'role', values: ROLE_SPECIALTIES },
  certification: { by: 'role', values: ROLE_CERTIFICATIONS },
} as const satisfies Record<string, Shortlist>;

/**
 * The option values a multiselect shows first for this entry: its shortlist for the entry's answer, in the shortlist's
 * order (the role's own first: a CNA meets CNA), then the options already chosen that are not on it (a choice is never
 * hidden), in the field's order. Null when every option shows: the field has no shortlist, the answer it follows is not
 * given yet, or the shortlist has nothing for it.
 */
export function shortlistOf(field: Field, entry: Record<string, unknown>): string[] | null {
  if (field.kind !== 'multiselect' || !field.shortlist) return null;
  const answer = entry[field.shortlist.by];
  const listed = typeof answer === 'string' ? field.shortlist.values[answer] : undefined;
  if (!listed?.length) return null;
  const offered = new Set(field.options.map((o) => o.value));
  const chosen = new Set(
    Array.isArray(entry[field.name]) ? (entry[field.name] as unknown[]).filter((v): v is string => typeof v === 'string') : [],
  );
  const first = [...new Set(listed)].filter((value) => offered.has(value));
  const kept = field.options.filter((o) => chosen.has(o.value) && !first.includes(o.value)).map((o) => o.value);
  // Nothing hidden means nothing to shorten.
  return first.length + kept.length < field.options.length ? [...first, ...kept] : null;
}
