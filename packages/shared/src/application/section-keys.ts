// The application's sections and the flags that never count, without zod: the signed-in layout's profile notices work
// out completeness with these (progress.ts) before any form needs the schemas of contract.ts, which re-exports them.

/** spec §3, in wizard order (step 0 … 17); keys verbatim, misspellings included. */
export const SECTION_KEYS = [
  'personalInfo',
  'education',
  'medicalTraining',
  'boardCert',
  'lifeSupportCert',
  'licenses',
  'LicenseandExams',
  'workHistory',
  'miltaryHistory',
  'gapHistory',
  'hospitalAffilation',
  'profLiability',
  'actionsAndSanctions',
  'healthStatus',
  'profReferences',
  'supplementalClaims',
  'formW9',
  'backgroundCheck',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** Flags of applicationDetails that never count toward completeness (spec §4). */
export const IGNORED_DETAIL_FLAGS = ['createdAt', 'updatedAt', 'clinicalCapabilities'] as const;
