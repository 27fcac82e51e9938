// References (spec §1, §3, §5, §7; domain.md §3): the candidate's request for a reference, the referee's answer through
// an e-mailed single-use link, and the rule that gates applying (at least 2 completed references, one from a Manager).
// One schema for the server and the forms, with the spec's messages byte for byte where it gives them.
import { z } from 'zod';
import { PERSON_NAME_PATTERN } from './names';

/** spec §9: reference job title max 20; company name max 50. */
export const REFERENCE_JOB_TITLE_MAX = 20;
export const REFERENCE_COMPANY_MAX = 50;
/** spec §1: at least 2 references, one of them a Manager. */
export const REFERENCES_REQUIRED = 2;
/** A completed reference older than this is flagged for renewal and no longer counts for the rule (domain.md §3: 12–24 months). */
export const REFERENCE_RENEWAL_MONTHS = 24;
/** Reminders to the referee after 3 and 7 days unless answered; the link lives 14 days. */
export const REFERENCE_REMINDER_DAYS = [3, 7] as const;
export const REFERENCE_LINK_DAYS = 14;

export const SALUTATIONS = ['Mr.', 'Mrs.', 'Ms.', 'Mx.', 'Dr.'] as const;
export const CONTACT_METHODS = ['email', 'phone', 'both'] as const;
/** Only a Manager satisfies the "one of them a Manager" part of the rule (spec §1). */
export const REFERENCE_TYPES = ['Manager', 'Supervisor', 'Charge Nurse', 'Coworker'] as const;
export const REFERENCE_RELATIONSHIPS = ['Direct supervisor', 'Nurse manager', 'Charge nurse', 'Department director', 'Physician', 'Coworker'] as const;
/**
 * `draft`: a referee kept without a request sent (entered in the application before it shared the References list;
 * decision 031): the candidate checks the details and sends it. `expired` is derived from the link's end.
 */
export const REFERENCE_STATUSES = ['draft', 'requested', 'opened', 'completed', 'declined', 'expired'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

export const REFERENCE_MESSAGES = {
  // spec §5
  phoneInvalid: 'Phone number is not valid.',
  emailRequired: 'Please enter an email.',
  emailInvalid: 'Please enter a valid email.',
  salutationRequired: 'Please select a salutation.',
  firstNameRequired: 'Please enter the first name.',
  lastNameRequired: 'Please enter the last name.',
  namesOnly: 'Please enter only alphabets.',
  contactMethodRequired: 'Please select how to contact the reference.',
  phoneRequired: 'Please enter a phone number.',
  countryRequired: 'Please enter the country.',
  cityRequired: 'Please enter the city.',
  stateRequired: 'Please enter the state.',
  referenceTypeRequired: 'Please select the reference type.',
  relationshipRequired: 'Please select who the reference is or was to you.',
  fromRequired: 'Please enter when you started working together.',
  toRequired: 'Please enter when you stopped working together.',
  monthInvalid: 'Please enter a month as YYYY-MM.',
  monthInFuture: 'This month is in the future.',
  toBeforeFrom: 'The end must not be before the start.',
  jobTitleRequired: 'Please enter their job title when working with you.',
  jobTitleMax: `Job title must be at most ${REFERENCE_JOB_TITLE_MAX} characters.`,
  companyRequired: 'Please enter the company name.',
  companyMax: `Company name must be at most ${REFERENCE_COMPANY_MAX} characters.`,
  tooLong: 'This is too long.',
  // answers and calls
  requested: 'Your reference request has been sent.',
  updated: 'Data has been updated',
  removed: 'Item has been removed',
  resent: 'Email sent',
  notFound: 'This reference was not found.',
  alreadyAnswered: 'This reference has already been answered.',
  answeredKept: 'This reference has been answered, so it stays with your agency and cannot be withdrawn. Please ask the agency if it should be removed.',
  ownEmail: 'This is your own e-mail address. Please enter the e-mail of your referee.',
  linkInvalid: 'This link has expired or has already been used. Ask the candidate to send a new request.',
  answered: 'Thank you. Your answer has been recorded.',
  noEmail: 'This reference is contacted by phone; there is no e-mail to send.',
  draftNotSent: 'This referee has not been sent a request yet. Check the details and send it with Update.',
} as const;

/** spec §5 phone forms: (123)123-1234 or 123-123-1234. */
export const REFERENCE_PHONE = /^(\(\d{3}\)|\d{3}-)\d{3}-\d{4}$/;

const text = (required: string, max: number, maxMessage: string = REFERENCE_MESSAGES.tooLong) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
const optionalText = (max: number) => z.string().trim().max(max, REFERENCE_MESSAGES.tooLong).optional().default('');
const name = (required: string) => text(required, 30).regex(PERSON_NAME_PATTERN, REFERENCE_MESSAGES.namesOnly);

/** "2021-03" (or "03/2021", or {month, year}: spec §3 "objects in some forms, strings in others") → "2021-03". */
export function normaliseMonth(value: unknown): string | null {
  if (value && typeof value === 'object') {
    const o = value as { month?: unknown; year?: unknown };
    const m = Number(o.month);
    const y = Number(o.year);
    if (Number.isInteger(m) && Number.isInteger(y) && m >= 1 && m <= 12 && y >= 1900 && y <= 2999) return `${y}-${String(m).padStart(2, '0')}`;
    return null;
  }
  if (typeof value !== 'string') return null;
  const v = value.trim();
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(v);
  const us = /^(\d{1,2})\/(\d{4})$/.exec(v);
  const [y, m] = iso ? [Number(iso[1]), Number(iso[2])] : us ? [Number(us[2]), Number(us[1])] : [0, 0];
  if (!y || m < 1 || m > 12 || y < 1900) return null;
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** "Worked together to" of a referee the candidate still works with (a current manager): the end is "present". */
export const WORK_TOGETHER_PRESENT = 'present';

const month = (required: string, { present = false }: { present?: boolean } = {}) =>
  z.union([z.string(), z.object({ month: z.unknown(), year: z.unknown() })], { error: required }).transform((value, ctx) => {
    if (typeof value === 'string' && !value.trim()) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (present && typeof value === 'string' && value.trim().toLowerCase() === WORK_TOGETHER_PRESENT) return WORK_TOGETHER_PRESENT;
    const m = normaliseMonth(value);
    if (!m) {
      ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES.monthInvalid });
      return z.NEVER;
    }
    if (m > new Date().toISOString().slice(0, 7)) {
      ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES.monthInFuture });
      return z.NEVER;
    }
    return m;
  });

const phone = z
  .string()
  .trim()
  .max(20, REFERENCE_MESSAGES.phoneInvalid)
  .refine((v) => v === '' || REFERENCE_PHONE.test(v), REFERENCE_MESSAGES.phoneInvalid)
  .meta({ pattern: `^$|${REFERENCE_PHONE.source}`, description: 'A US phone number, (918) 555-0142 or 918-555-0142, or empty.' })
  .optional()
  .default('');

const always = () => true;
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** The refinements below also run on a payload that failed (`when`): it may be anything, even null. */
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const method = (v: unknown) => str(obj(v).contactMethod);
const needsEmail = (v: unknown) => method(v) === 'email' || method(v) === 'both';
const needsPhone = (v: unknown) => method(v) === 'phone' || method(v) === 'both';

/** spec §3 reference request (with the extended fields) and §5 rules. */
export const ZReferenceRequest = z
  .object({
    salutation: z.enum(SALUTATIONS, { error: REFERENCE_MESSAGES.salutationRequired }),
    firstName: name(REFERENCE_MESSAGES.firstNameRequired),
    lastName: name(REFERENCE_MESSAGES.lastNameRequired),
    contactMethod: z.enum(CONTACT_METHODS, { error: REFERENCE_MESSAGES.contactMethodRequired }),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, REFERENCE_MESSAGES.emailInvalid)
      .meta({ pattern: '^$|^[^\\s@]+@[^\\s@]+$', description: 'An e-mail address (needed when contactMethod is email or both), or empty.' })
      .optional()
      .default(''),
    country: text(REFERENCE_MESSAGES.countryRequired, 56),
    city: text(REFERENCE_MESSAGES.cityRequired, 60),
    state: text(REFERENCE_MESSAGES.stateRequired, 60),
    workPhone: phone,
    phone,
    referenceType: z.enum(REFERENCE_TYPES, { error: REFERENCE_MESSAGES.referenceTypeRequired }),
    referenceIsOrWasMy: z.enum(REFERENCE_RELATIONSHIPS, { error: REFERENCE_MESSAGES.relationshipRequired }),
    workTogetherFrom: month(REFERENCE_MESSAGES.fromRequired),
    workTogetherTo: month(REFERENCE_MESSAGES.toRequired, { present: true }),
    referenceJobTitleWhenWorkingWithMe: text(REFERENCE_MESSAGES.jobTitleRequired, REFERENCE_JOB_TITLE_MAX, REFERENCE_MESSAGES.jobTitleMax),
    companyName: text(REFERENCE_MESSAGES.companyRequired, REFERENCE_COMPANY_MAX, REFERENCE_MESSAGES.companyMax),
    // Extended fields (spec §3).
    currentCompanyName: optionalText(REFERENCE_COMPANY_MAX),
    specificAreaOfExpertise: optionalText(100),
    currentJobTitle: optionalText(50),
    /** The "with org" call variant adds it (spec §7); the session decides the organisation. */
    org: z.string().max(50).optional(),
  })
  // spec §5: email required only when contactMethod is email or both; phone when phone or both. These run even while
  // other fields are wrong (`when`), so the form shows every message at once.
  .refine((v) => !needsEmail(v) || str(obj(v).email) !== '', { path: ['email'], message: REFERENCE_MESSAGES.emailRequired, when: always })
  .refine((v) => str(obj(v).email) === '' || z.email().safeParse(str(obj(v).email)).success, { path: ['email'], message: REFERENCE_MESSAGES.emailInvalid, when: always })
  .refine((v) => !needsPhone(v) || str(obj(v).phone) !== '', { path: ['phone'], message: REFERENCE_MESSAGES.phoneRequired, when: always })
  .refine(
    (v) => {
      const from = normaliseMonth(obj(v).workTogetherFrom);
      const to = normaliseMonth(obj(v).workTogetherTo);
      return !from || !to || to >= from;
    },
    { path: ['workTogetherTo'], message: REFERENCE_MESSAGES.toBeforeFrom, when: always },
  );
export type TReferenceRequest = z.input<typeof ZReferenceRequest>;
export type TReferenceRequestValues = z.output<typeof ZReferenceRequest>;

/** What the candidate sees of a reference: the request and its status, never the referee's answers. */
export const ZReference = z.object({
  _id: z.string(),
  salutation: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactMethod: z.enum(CONTACT_METHODS),
  email: z.string(),
  country: z.string(),
  city: z.string(),
  state: z.string(),
  workPhone: z.string(),
  phone: z.string(),
  referenceType: z.string(),
  referenceIsOrWasMy: z.string(),
  workTogetherFrom: z.string(),
  workTogetherTo: z.string(),
  referenceJobTitleWhenWorkingWithMe: z.string(),
  companyName: z.string(),
  currentCompanyName: z.string(),
  specificAreaOfExpertise: z.string(),
  currentJobTitle: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  /** When the request e-mail went out (null: not yet, or contacted by phone). */
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  linkExpiresAt: z.string().nullable(),
  /** A completed reference older than 24 months: ask for a new one. */
  needsRenewal: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReference = z.infer<typeof ZReference>;

// ---- the referee's answer ----

export const RATING_VALUES = ['excellent', 'good', 'fair', 'poor', 'unableToAssess'] as const;
/** The nine scaled ratings of spec §3 (with the reason for leaving, rehire and notes: the twelve answers). */
export const RATING_FIELDS = [
  'jobPerformance',
  'dependabilityOrAttendanceOrPunctuality',
  'interpersonalSkillsOrRelationships',
  'acceptanceOfSuggestionsAndCriticism',
  'goodCommunicationSkills',
  'leadershipSkills',
  'emotionalStability',
  'enthusiasmTowardJob',
  'clinicalCompetency',
] as const;
export type RatingField = (typeof RATING_FIELDS)[number];
export const LEAVING_REASONS = ['stillEmployed', 'contractEnded', 'resigned', 'relocated', 'careerChange', 'terminated', 'other'] as const;
export const REFEREE_OUTCOMES = ['reference', 'declined', 'datesOnly'] as const;

export const RATING_LABELS: Record<RatingField, string> = {
  jobPerformance: 'Job performance',
  dependabilityOrAttendanceOrPunctuality: 'Dependability, attendance and punctuality',
  interpersonalSkillsOrRelationships: 'Interpersonal skills and relationships',
  acceptanceOfSuggestionsAndCriticism: 'Acceptance of suggestions and criticism',
  goodCommunicationSkills: 'Communication skills',
  leadershipSkills: 'Leadership skills',
  emotionalStability: 'Emotional stability',
  enthusiasmTowardJob: 'Enthusiasm toward the job',
  clinicalCompetency: 'Clinical competency',
};

export const RESPONSE_MESSAGES = {
  ...(Object.fromEntries(RATING_FIELDS.map((f) => [f, `Please select a rating for ${RATING_LABELS[f].toLowerCase()}.`])) as Record<RatingField, string>),
  reasonTheEmployeeIsLeavingTheFacility: 'Please select the reason for leaving.',
  wouldYouHireThisEmployeeAgain: 'Please select whether you would hire this employee again.',
  additionalNotes: 'Please enter additional notes.',
  answeredByName: 'Please enter your name.',
  answeredByTitle: 'Please enter your job title.',
  outcome: 'Please choose how you answer.',
  employedFrom: 'Please enter the first day of employment.',
  employedTo: 'Please enter the last day of employment.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
};

const rating = (field: RatingField) => z.enum(RATING_VALUES, { error: RESPONSE_MESSAGES[field] });
const day = (required: string | undefined = RESPONSE_MESSAGES.dateInvalid) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, RESPONSE_MESSAGES.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), RESPONSE_MESSAGES.dateInvalid)
    .meta({ format: 'date' });

const ZAnsweredBy = {
  token: z.string().min(1).max(200),
  answeredByName: z.string({ error: RESPONSE_MESSAGES.answeredByName }).trim().min(1, RESPONSE_MESSAGES.answeredByName).max(80, REFERENCE_MESSAGES.tooLong),
  answeredByTitle: z.string({ error: RESPONSE_MESSAGES.answeredByTitle }).trim().min(1, RESPONSE_MESSAGES.answeredByTitle).max(80, REFERENCE_MESSAGES.tooLong),
};

/** The full reference: all twelve answers required (spec §5). */
export const ZRefereeReference = z.object({
  outcome: z.literal('reference'),
  ...ZAnsweredBy,
  ...(Object.fromEntries(RATING_FIELDS.map((f) => [f, rating(f)])) as { [K in RatingField]: ReturnType<typeof rating> }),
  reasonTheEmployeeIsLeavingTheFacility: z.enum(LEAVING_REASONS, { error: RESPONSE_MESSAGES.reasonTheEmployeeIsLeavingTheFacility }),
  wouldYouHireThisEmployeeAgain: z.enum(['yes', 'no'], { error: RESPONSE_MESSAGES.wouldYouHireThisEmployeeAgain }),
  additionalNotes: z.string({ error: RESPONSE_MESSAGES.additionalNotes }).trim().min(1, RESPONSE_MESSAGES.additionalNotes).max(2000, REFERENCE_MESSAGES.tooLong),
});

/** "HR can confirm dates only" (domain.md §3): many employers forbid more. */
export const ZRefereeDatesOnly = z.object({
  outcome: z.literal('datesOnly'),
  ...ZAnsweredBy,
  employedFrom: day(RESPONSE_MESSAGES.employedFrom),
  employedTo: day(RESPONSE_MESSAGES.employedTo),
  positionHeld: z.string().trim().max(80, REFERENCE_MESSAGES.tooLong).optional().default(''),
});

/** "I can't give a reference". */
export const ZRefereeDeclined = z.object({
  outcome: z.literal('declined'),
  ...ZAnsweredBy,
  declineReason: z.string().trim().max(500, REFERENCE_MESSAGES.tooLong).optional().default(''),
});

export const ZRefereeAnswer = z.discriminatedUnion('outcome', [ZRefereeReference, ZRefereeDatesOnly, ZRefereeDeclined], {
  error: RESPONSE_MESSAGES.outcome,
});
export type TRefereeAnswer = z.input<typeof ZRefereeAnswer>;

/**
 * A referee's answer taken by phone and recorded by the agency (`portal references:record-phone`, or an agency call
 * later): the same three outcomes and the same answers as the referee's page, without the link's token.
 * answeredByName and answeredByTitle are the referee who answered on the phone.
 */
export const ZPhoneAnswer = z.discriminatedUnion(
  'outcome',
  [ZRefereeReference.omit({ token: true }), ZRefereeDatesOnly.omit({ token: true }), ZRefereeDeclined.omit({ token: true })],
  { error: RESPONSE_MESSAGES.outcome },
);
export type TPhoneAnswer = z.input<typeof ZPhoneAnswer>;

/** The agency's messages about a phone answer (operator and agency tools; the candidate never sees them). */
export const PHONE_ANSWER_MESSAGES = {
  recordedByRequired: 'Please give the name of the person who took the answer.',
  recordedByTooLong: 'The name of the person who took the answer is at most 80 characters.',
  notFound: 'This reference was not found.',
  draft: 'The candidate has not sent this request yet: an answer can be recorded once it is requested.',
  alreadyAnswered: 'This reference has already been answered.',
} as const;

/** What the referee's page shows: who asks and why (no token, nothing of the candidate beyond name and agency). */
export const ZRefereeInvitation = z.object({
  candidateName: z.string(),
  agency: z.string(),
  agencyLogo: z.string().nullable(),
  supportEmail: z.string(),
  refereeName: z.string(),
  companyName: z.string(),
  referenceIsOrWasMy: z.string(),
  workTogetherFrom: z.string(),
  workTogetherTo: z.string(),
  referenceJobTitleWhenWorkingWithMe: z.string(),
  expiresAt: z.string(),
});
export type TRefereeInvitation = z.infer<typeof ZRefereeInvitation>;

/** The references rule for the candidate (same shape as dashboard RefStatus). */
export const ZRefStatus = z.object({
  completed: z.number().int(),
  awaiting: z.number().int(),
  managerCompleted: z.boolean(),
  meetsRule: z.boolean(),
  ruleEnabled: z.boolean(),
  missing: z.string(),
});

/** What is still missing, in the candidate's words (the submit refusal says it; spec §1 the guide's rule). */
export function describeMissing(completed: number, managerCompleted: boolean): string {
  const more = Math.max(0, REFERENCES_REQUIRED - completed);
  if (more === 0 && managerCompleted) return '';
  const count = `${more} more completed reference${more === 1 ? '' : 's'}`;
  const what = more === 0 ? 'a completed reference from a Manager' : managerCompleted ? count : more === 1 ? `${count} from a Manager` : `${count}, one of them from a Manager,`;
  return `You need ${what} before you can apply for jobs.`;
}
