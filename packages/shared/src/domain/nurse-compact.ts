// The Nurse Licensure Compact (NLC): where a multistate RN or LPN/LVN licence lets its holder practise.
// Source: design/domain.md §4, from compactstates.com/state-of-the-nurse-licensure-compact (reviewed 2026-06-17) and
// globalnurseguide.com/nlc-map-compact-nursing-states-2026 (verified 2026-07-02): the 40 fully implemented
// jurisdictions. Massachusetts and the U.S. Virgin Islands have enacted the compact without issuing multistate licences
// yet, and Guam only accepts them, so none of them is listed. Re-check against nursecompact.com before a release.
// The job search's compact-state switch (the compact_states table, seeded from here) and the readiness meter read it.

/** The date the list was last checked. */
export const NLC_AS_OF = '2026-07-02';

/** USPS codes of the fully implemented member states. */
export const NLC_STATES: readonly string[] = [
  'AL', 'AZ', 'AR', 'CO', 'CT', 'DE', 'FL', 'GA', 'ID', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MS', 'MO', 'MT', 'NE',
  'NH', 'NJ', 'NM', 'NC', 'ND', 'OH', 'OK', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];

/**
 * The licences the compact covers: RN and LPN/LVN only. APRN licences, CNA registry listings and the certifications
 * of PCTs, medical assistants and CMAs are not part of it (decision 037).
 */
export const NLC_LICENCE_TYPES: readonly string[] = ['RN', 'LPN/LVN'];

const MEMBERS = new Set(NLC_STATES);

export const isCompactState = (code: string): boolean => MEMBERS.has(code);
