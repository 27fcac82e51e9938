// Specialty picker (spec §2 "Specialty picker", §4 "Specialty dialog"): the options and the placeholder rule; and the one
// list of specialties a candidate picks from (quick apply, the picker's save POST /api/candidate/update, the application).
import type { Option } from './contract';

/** Specialties (Submodality values of the job search, the same list as the server's reference data). */
export const SPECIALTY_OPTIONS: Option[] = (
  [
    ['ICU', 'ICU (Intensive Care)'],
    ['Med-Surg', 'Medical-Surgical'],
    ['Telemetry', 'Telemetry'],
    ['Step-Down', 'Step-Down / PCU'],
    ['ER', 'Emergency Room'],
    ['L&D', 'Labor & Delivery'],
    ['Mother-Baby', 'Mother-Baby / Postpartum'],
    ['NICU', 'NICU (Neonatal ICU)'],
    ['PICU', 'PICU (Pediatric ICU)'],
    ['Pediatrics', 'Pediatrics'],
    ['OR', 'Operating Room'],
    ['PACU', 'PACU (Recovery)'],
    ['Cath Lab', 'Cardiac Cath Lab'],
    ['Oncology', 'Oncology'],
    ['Dialysis', 'Dialysis'],
    ['Psych', 'Behavioral Health / Psych'],
    ['Home Health', 'Home Health'],
    ['Long-Term Care', 'Long-Term Care / SNF'],
    ['LPN/LVN', 'LPN / LVN'],
    ['PCT', 'PCT (Patient Care Technician)'],
    ['CNA', 'CNA (Certified Nursing Assistant)'],
    ['Medical Assistant', 'Medical Assistant'],
    ['CMA', 'CMA (Certified Medical Assistant)'],
    ['Surgical Tech', 'Surgical Technologist'],
    ['Sterile Processing', 'Sterile Processing Technician'],
    ['Pharmacy Tech', 'Pharmacy Technician'],
    ['Rad Tech', 'Radiologic Technologist (X-Ray)'],
    ['CT Tech', 'CT Technologist'],
    ['MRI Tech', 'MRI Technologist'],
    ['Ultrasound Tech', 'Ultrasound / Sonographer'],
    ['Mammography Tech', 'Mammography Technologist'],
    ['Medical Lab Scientist', 'Medical Laboratory Scientist'],
    ['Phlebotomist', 'Phlebotomist'],
    ['Respiratory Therapist', 'Respiratory Therapist'],
    ['Physical Therapist', 'Physical Therapist'],
    ['Occupational Therapist', 'Occupational Therapist'],
    ['Speech Language Pathologist', 'Speech-Language Pathologist'],
  ] as Array<[string, string]>
).map(([value, label]) => ({ value, label }));

export type SpecialtyPickerOption = { label: string; value: string; type: 'Nursing' | 'Allied' };

/** The combined value chosen at sign-up that the dialog asks to make precise (spec §4: "PCT/CNA/CMA"). */
export const SPECIALTY_PLACEHOLDER = 'PCT/CNA/CMA';

/**
 * What a candidate's specialties may hold (quick apply and POST /api/candidate/update, decision 035): the specialties,
 * and the combined PCT/CNA/CMA choice for someone who does not yet say which of them, that the picker makes precise.
 */
export const CANDIDATE_SPECIALTY_OPTIONS: Option[] = [{ value: SPECIALTY_PLACEHOLDER, label: 'PCT / CNA / CMA (not sure which yet)' }, ...SPECIALTY_OPTIONS];

export const CANDIDATE_SPECIALTY_VALUES: readonly string[] = CANDIDATE_SPECIALTY_OPTIONS.map((o) => o.value);

/**
 * The PCT flag of UserData (spec §2: the picker offers PCT, CNA and Medical Assistant when it is set, otherwise only
 * CMA): set unless the candidate's role is CMA. A candidate whose role is not known yet gets the PCT options.
 */
export const pctFlagForRole = (role: string | null | undefined): boolean => role !== 'CMA';

export const SPECIALTY_PICKER_TITLE = 'Tell us more precisely about your specialties, select one or more.';

const PCT_OPTIONS: SpecialtyPickerOption[] = [
  { label: 'PCT', value: 'PCT', type: 'Nursing' },
  { label: 'CNA', value: 'CNA', type: 'Nursing' },
  { label: 'Medical Assistant', value: 'Medical Assistant', type: 'Allied' },
];
const OTHER_OPTIONS: SpecialtyPickerOption[] = [{ label: 'CMA', value: 'CMA', type: 'Allied' }];

/** spec §2: PCT, CNA and Medical Assistant when the PCT flag is set, otherwise only CMA. */
export function specialtyPickerOptions(pctFlag: boolean): SpecialtyPickerOption[] {
  return (pctFlag ? PCT_OPTIONS : OTHER_OPTIONS).map((o) => ({ ...o }));
}

/** spec §4: the dialog opens when the candidate's specialties include the placeholder. */
export function needsSpecialtyPicker(specialties: readonly string[] | null | undefined): boolean {
  return (specialties ?? []).includes(SPECIALTY_PLACEHOLDER);
}

/** spec §4: on submit the placeholder is replaced by the chosen specialties, deduplicated, order kept. */
export function replaceSpecialtyPlaceholder(specialties: readonly string[], chosen: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of specialties) {
    if (value === SPECIALTY_PLACEHOLDER) out.push(...chosen);
    else out.push(value);
  }
  if (!specialties.includes(SPECIALTY_PLACEHOLDER)) out.push(...chosen);
  return [...new Set(out.map((v) => v.trim()).filter((v) => v.length > 0 && v !== SPECIALTY_PLACEHOLDER))];
}
