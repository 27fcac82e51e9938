// The credentialing application (spec §3 "Application details sections", §4 wizard, domain.md §1): the contract that the
// server, the web client and the section definitions share. One schema per section (sections.ts, as data) → one generic
// section form in the web → one save route on the server: adding a section is data, not a new feature folder.
import { z } from 'zod';
import { ZReference } from '../schemas/references';
import { SECTION_KEYS, type SectionKey } from './section-keys';

export { IGNORED_DETAIL_FLAGS, SECTION_KEYS, type SectionKey } from './section-keys';

// ---- field descriptors: what the generic form renders and what the generic validator checks ----

export type Option = { value: string; label: string };

type Base = {
  /** Key of the value inside the section's data (or inside one entry of a repeating section). */
  name: string;
  /** English label; the web client shows the i18n text `application:fields.<section>.<name>` when it exists. */
  label: string;
  required?: boolean;
  /** Short help under the field. */
  help?: string;
  /** Stored encrypted, masked on the way out (SSN, TIN, DOB, driver's licence, health and background-check answers). */
  sensitive?: boolean;
  /** Shown (and validated) only when another field of the same entry has one of these values. */
  showWhen?: { field: string; equals: string | boolean | Array<string | boolean> };
  /** Layout hint for the form grid: share a row with others (half, third) or take it whole. */
  width?: 'full' | 'half' | 'third';
  /**
   * An earlier answer kept readable: the field is shown only while it holds a value (a candidate never starts one), so
   * what was typed before a field changed shape is not lost (backgroundCheck's address history as text, decision 035).
   */
  keptOnly?: boolean;
  /** A section never saved starts with the account's answer (the name and e-mail given at sign-up), to confirm or change. */
  fromAccount?: 'firstName' | 'lastName' | 'email';
};

/**
 * A list's entries cover the last `years` years without a gap, month by month up to the current month: each entry runs
 * from its `from` (MM/YYYY) to its `to` (MM/YYYY), or to today when its `current` yes/no is Yes.
 */
export type Coverage = { years: number; from: string; to: string; current: string };

export type Field =
  /** `suggest: 'recruiters'`: the organisation's recruiters are offered (the application's "Your recruiter", one record with the dashboard's choice). */
  | (Base & { kind: 'text'; maxLength?: number; pattern?: string; patternMessage?: string; mask?: 'phone' | 'ssn' | 'ein' | 'zip' | 'npi'; suggest?: 'recruiters' })
  | (Base & { kind: 'textarea'; maxLength?: number })
  | (Base & { kind: 'email' })
  | (Base & { kind: 'number'; min?: number; max?: number; integer?: boolean; money?: boolean })
  /** MM/YYYY for history, MM/DD/YYYY for birth and expiry dates (domain.md "Formats"). */
  | (Base & { kind: 'date'; format: 'MM/YYYY' | 'MM/DD/YYYY'; notFuture?: boolean; notPast?: boolean })
  | (Base & { kind: 'select'; options: Option[] })
  /** `shortlist`: the options shown first for the entry's answer to another field (the role's own), the rest on request. */
  | (Base & { kind: 'multiselect'; options: Option[]; min?: number; shortlist?: Shortlist })
  /** A US state (2-letter USPS code); `compact` adds the Nurse Licensure Compact switch (spec §5 state selection). */
  | (Base & { kind: 'state' })
  | (Base & { kind: 'states'; min?: number; compact?: boolean })
  /**
   * Yes/No; `explainIfYes` adds a required explanation when the answer is Yes (actionsAndSanctions); `onlyOneYes`, in a
   * repeating section, lets at most one entry answer Yes (workHistory's current job, domain.md §1).
   */
  | (Base & { kind: 'yesNo'; explainIfYes?: boolean; onlyOneYes?: boolean })
  /** A box that must be ticked; `deferrable` (spec §5 policy acceptances) may be left for later in the process. */
  | (Base & { kind: 'accept'; text: string; deferrable?: boolean })
  /** E-signature: the typed full legal name, with the date it was signed (set by the server). */
  | (Base & { kind: 'signature'; statement: string })
  /**
   * Uploaded documents: the value is the id of a document of the candidate (see ZDocument), or a list of ids; an entry
   * holds at most DOCUMENTS_PER_ENTRY files over all its file fields.
   */
  | (Base & { kind: 'file'; accept: 'document' | 'image' | 'documentOrImage'; documentKind: string })
  /**
   * A list inside one entry (backgroundCheck's addresses): entries of its own `fields` (no files, no nested lists), at
   * least `min` when required; `covers` adds the rule that the entries cover the last N years without a gap.
   */
  | (Base & { kind: 'list'; fields: Field[]; itemLabel: string; min?: number; max: number; covers?: Coverage });

/**
 * The options of a multiselect that fit another answer of the same entry: `values[answer]` lists them (personalInfo's
 * specialties and certifications by the role, roles.ts). The form shows those first and the others on request; every
 * option stays valid.
 */
export type Shortlist = { by: string; values: Readonly<Record<string, readonly string[]>> };

/**
 * A part of a long section, shown on a screen of its own (decision 044): `fields` names the section's fields it holds,
 * in the section's order. The first part is what a candidate meets first; its required fields are checked before the
 * next part opens (validate.ts `through`), and the section is complete only when every part is.
 */
export type SectionPart = { key: string; title: string; intro: string; fields: readonly string[] };

export type Section = {
  key: SectionKey;
  /** Wizard step: the index in SECTION_KEYS. */
  step: number;
  title: string;
  /** One or two sentences: what the section is for, shown above the form. */
  intro: string;
  /** A repeating section holds a list of entries (licences, work history...); `min` entries when not "not applicable". */
  repeat?: { min: number; max: number; itemLabel: string };
  /** The candidate may say the section does not apply to them (e.g. medicalTraining for a CNA). */
  notApplicable?: boolean;
  /**
   * Sections that wait: `offer` (healthStatus opens only after an offer is recorded, ADA); `standalone` (the
   * background-check disclosure stands alone on its own screen before the authorisation, FCRA).
   */
  gate?: 'offer' | 'standalone';
  /** For `standalone`: the disclosure text shown alone on its own screen before the form. */
  disclosure?: string;
  /**
   * `references`: the section's entries are the candidate's references (the References feature's one list, decision
   * 031). They are added and changed through the reference calls, the section's status is worked out from them
   * (packages/shared/src/domain/references-rule.ts), and the section route saves nothing for it.
   */
  list?: 'references';
  /** A long section in parts, each on its own screen (personalInfo: who you are first, the rest after). */
  parts?: SectionPart[];
  fields: Field[];
};

/** spec §9 default file limit, counted per entry (each licence, each card...), not per kind of document. */
export const DOCUMENTS_PER_ENTRY = 3;

/**
 * The key of an entry's stable id in a repeating section's data (a UUID made by the client, or by the server when an
 * entry has none). A document is uploaded for an entry (section + entry) and goes with it.
 */
export const ENTRY_ID = '_entry';
export const ENTRY_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The document ids a file field's value holds (one id, or a list). */
export function fileIdsOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

/** Whether the section is in parts and one of them is `key`. */
export const hasPart = (section: Pick<Section, 'parts'>, key: string): boolean => (section.parts ?? []).some((part) => part.key === key);

/** The names of the fields of the part `key` and of the parts before it (validate.ts `through`); unknown keys throw. */
export function fieldsThrough(section: Pick<Section, 'key' | 'parts'>, key: string): Set<string> {
  const parts = section.parts ?? [];
  const index = parts.findIndex((part) => part.key === key);
  if (index === -1) throw new Error(`${section.key} has no part ${key}`);
  return new Set(parts.slice(0, index + 1).flatMap((part) => part.fields));
}

// ---- the calls (server: modules/application; web: features/application/api) ----

export const ZSectionKey = z.enum(SECTION_KEYS);

/** One stored section: its data (sensitive values masked), whether it is complete or not applicable, when saved. */
export const ZSectionState = z.object({
  data: z.unknown(),
  status: z.enum(['draft', 'complete', 'notApplicable']),
  updatedAt: z.string(),
});
export type TSectionState = z.infer<typeof ZSectionState>;

export const ZDocument = z.object({
  id: z.string(),
  /** What it is: resume, licence, blsFront, blsBack, dd214, coiFaceSheet, w9Signature, ... (a field's documentKind). */
  kind: z.string(),
  filename: z.string(),
  size: z.number(),
  mime: z.string(),
  createdAt: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

/** GET /api/candidate/application → data. */
export const ZApplication = z.object({
  sections: z.partialRecord(ZSectionKey, ZSectionState),
  /** spec §3: a completion flag per section (true = complete or not applicable), plus createdAt and updatedAt. */
  applicationDetails: z.record(z.string(), z.union([z.boolean(), z.string(), z.null()])),
  /** spec §4: the first section that is not complete (0 when all are). */
  step: z.number().int().min(0).max(SECTION_KEYS.length - 1),
  /** Percentage of the 18 sections complete (and the resume counted as one more part). */
  completeness: z.number().int().min(0).max(100),
  /** Set when the candidate submits the finished application (then /success); editing keeps it. */
  submittedAt: z.string().nullable(),
  /** healthStatus is open only after an offer is recorded for the candidate. */
  offerRecorded: z.boolean(),
  /** When the candidate read the background-check disclosure on its own screen (FCRA); null until then. Optional addition. */
  disclosureViewedAt: z.string().nullable().optional(),
  documents: z.array(ZDocument),
});
export type TApplication = z.infer<typeof ZApplication>;

/**
 * PUT /api/candidate/application/:section. `draft: true` keeps what is there without requiring every field (so a
 * half-filled section is never lost); otherwise the section is validated whole and becomes complete.
 * `notApplicable: true` marks a section that allows it as not applicable (data is then ignored).
 */
export const ZSaveSectionBody = z.object({
  data: z.unknown(),
  draft: z.boolean().optional(),
  notApplicable: z.boolean().optional(),
  /**
   * backgroundCheck only (optional addition): the candidate has read the disclosure on its own screen; the server records
   * the time it receives it (its own clock) the first time. Without a recorded acknowledgement the save is a 403.
   */
  disclosureViewedAt: z.string().max(40).optional(),
  /**
   * With `draft: true`, a section in parts (Section.parts): the key of the part the candidate finished. Every required
   * field of that part and of the parts before it is checked as for a complete save; the rest is kept as a draft.
   * Optional addition (decision 044).
   */
  part: z.string().max(40).optional(),
});
export type TSaveSectionBody = z.infer<typeof ZSaveSectionBody>;

/**
 * One of UserData.skillsChecklist (spec §3 "skillsChecklist list (with createdAt)"): a checklist the candidate started
 * (inProgress) or signed, with when it was started, last saved, signed and when the signed one expires.
 */
export const ZUserDataChecklist = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(['inProgress', 'signed']),
  createdAt: z.string(),
  updatedAt: z.string(),
  signedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TUserDataChecklist = z.infer<typeof ZUserDataChecklist>;

/**
 * GET /api/candidate/profile → data.data (spec §3 UserData; addition): the profile's fields plus applicationDetails
 * (flags, createdAt, updatedAt), resume (the newest CV or null), specialties, email, skillsChecklist and references.
 */
export const ZUserData = z.object({
  applicationDetails: z.record(z.string(), z.union([z.boolean(), z.string(), z.null()])),
  resume: ZDocument.nullable(),
  specialties: z.array(z.string()),
  email: z.string(),
  /** The candidate's skills checklists, in progress and signed, newest first. */
  skillsChecklist: z.array(ZUserDataChecklist),
  /** The candidate's references, as GET /api/reference/get-reference lists them (never the answers). */
  references: z.array(ZReference),
  /**
   * The PCT flag the specialty picker branches on (spec §2: PCT, CNA and Medical Assistant when set, otherwise only
   * CMA): set unless the candidate's role is CMA (specialties.ts pctFlagForRole). Addition.
   */
  isPCT: z.boolean(),
});
export type TUserData = z.infer<typeof ZUserData>;

/** POST /api/candidate/update (spec §7): email, org, specialties (values, or the picker's {label, value, type}). */
export const ZCandidateUpdateBody = z.object({
  email: z.string().max(254).optional(),
  org: z.string().max(40).optional(),
  specialties: z
    .array(z.union([z.string().trim().min(1).max(80), z.object({ value: z.string().trim().min(1).max(80), label: z.string().max(120).optional(), type: z.string().max(40).optional() })]), {
      error: 'Please select at least one specialty.',
    })
    .min(1, { error: 'Please select at least one specialty.' })
    .max(40, { error: 'Please select at most 40 specialties.' }),
});
