// Specialty picker (spec §2 "Specialty picker", §4 "Specialty dialog"): the options and the placeholder rule.
export type SpecialtyPickerOption = { label: string; value: string; type: 'Nursing' | 'Allied' };

/** The combined value chosen at sign-up that the dialog asks to make precise (spec §4: "PCT/CNA/CMA"). */
export const SPECIALTY_PLACEHOLDER = 'PCT/CNA/CMA';

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
