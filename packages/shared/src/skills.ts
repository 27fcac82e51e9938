// Skills checklists, skills tests and quick apply (spec §2, §3, §7, §9; domain.md §2): the shapes both sides use.
import { z } from 'zod';
import { requirementsOf } from './domain/readiness';
import { ZEmail, ZFirstName, ZLastName } from './schemas/auth';
import { APPLICATION_PHONE_PATTERN, ZIP_PATTERN } from './application/validate';
import { US_STATE_CODES } from './domain/us-states';
import { CANDIDATE_SPECIALTY_VALUES } from './application/specialties';

/** domain.md §2: the published 4-point proficiency scale [S16]. */
export const RATINGS = [1, 2, 3, 4] as const;
export const RATING_LABELS: Record<(typeof RATINGS)[number], string> = {
  1: 'No experience',
  2: 'Limited',
  3: 'Experienced',
  4: 'Highly skilled / expert',
};
/** domain.md §2: how often the skill is used. */
export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'lessThanMonthly', 'never'] as const;
export const FREQUENCY_LABELS: Record<(typeof FREQUENCIES)[number], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  lessThanMonthly: 'Less than monthly',
  never: 'Never',
};
/** Age groups served (neonate to geriatric). */
export const AGE_GROUPS = ['neonate', 'pediatric', 'adolescent', 'adult', 'geriatric'] as const;
export const AGE_GROUP_LABELS: Record<(typeof AGE_GROUPS)[number], string> = {
  neonate: 'Neonate (0–28 days)',
  pediatric: 'Pediatric (1 month–12 years)',
  adolescent: 'Adolescent (13–17 years)',
  adult: 'Adult (18–64 years)',
  geriatric: 'Geriatric (65+ years)',
};
export const SKILL_CATEGORIES = ['Nursing', 'Allied'] as const;
/** The languages checklists and tests may carry beside English (the text of record and the fallback of every text). */
export const CONTENT_LANGUAGES = ['de', 'es'] as const;
export type TContentLanguage = (typeof CONTENT_LANGUAGES)[number];
/** What the candidate attests before signing (shown on the page and printed on the PDF). */
export const ATTESTATION_TEXT =
  'I attest that the answers in this skills checklist are true and complete to the best of my knowledge, and that they describe my own experience.';

/** spec §9: 12 completed checklists a page, newest first. A checklist is current for a year (domain.md §2). */
export const CHECKLIST_PAGE_SIZE = 12;
export const CHECKLIST_VALID_DAYS = 365;
/** Expiring within this many days shows as "expires soon" (dashboard). */
export const EXPIRING_SOON_DAYS = 30;

export const SKILLS_MESSAGES = {
  saved: 'Data has been saved',
  completed: 'Your skills checklist has been submitted.',
  incomplete: 'Rate every item and choose how often you do it before you sign.',
  attest: 'Confirm that your answers are true and complete.',
  signature: 'Type your full name as your signature.',
  notFound: 'This checklist was not found.',
  testNotFound: 'This skills test was not found.',
  noAttemptsLeft: 'You have used every attempt allowed for this test.',
  attemptClosed: 'This attempt is finished; its answers can no longer change.',
  attemptRunning: 'Finish the test to get its result.',
  quickReceived: 'Thank you! Check your email for a link to finish your application and sign in.',
  quickSaved: 'Data has been saved',
  quickLinkInvalid: 'This link is invalid or has expired. Please start again.',
  quickDraftInvalid: 'Your quick application has expired. Please start again.',
  quickSignIn: 'This e-mail address already has an account. Sign in to see the quick application and choose whether to add it.',
  quickNotFound: 'This quick application was not found, or it was already added or discarded.',
  quickAttached: 'The quick application has been added to your account.',
  quickDiscarded: 'The quick application has been discarded.',
  chooseChecklist: 'Choose a checklist.',
} as const;

// ---- the catalogue (what the agency loads) ----

// Each field's check is written once, with a message that names the field: a JSON checklist and a CSV row of one go
// through the same checks and say the same things (apps/server/src/modules/skills/catalogue.ts).
const slugField = z.string().regex(/^[a-z0-9][a-z0-9-]{1,60}$/, { error: 'slug: lower-case letters, digits and hyphens (2 to 61).' });
const nameField = z.string().min(2, { error: 'name: 2 to 120 characters.' }).max(120, { error: 'name: 2 to 120 characters.' });
const categoryField = z.enum(SKILL_CATEGORIES, { error: 'category is Nursing or Allied.' });
const roleField = z.string().min(1, { error: 'role: 1 to 60 characters.' }).max(60, { error: 'role: 1 to 60 characters.' });
const descriptionField = z.string().max(500, { error: 'description: at most 500 characters.' });
const sectionTitleField = z.string().min(1, { error: 'section: 1 to 120 characters.' }).max(120, { error: 'section: 1 to 120 characters.' });
const itemTextField = z.string().min(1, { error: 'item: 1 to 300 characters.' }).max(300, { error: 'item: 1 to 300 characters.' });
const itemIdField = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { error: 'item_id: lower-case letters, digits and hyphens (at most 80).' });

/**
 * A checklist's text in German and Spanish beside English (the text of record): each text may carry `translations`
 * with the same field names as its English, e.g. an item `{"id", "text", "translations": {"de": {"text"}, "es": {"text"}}}`.
 * All optional: a checklist (or a text) without one shows its English in every language. Answers are keyed by item id,
 * never by text, so they are the same in every language (decision 043).
 */
const translationsOf = <T extends z.ZodType>(text: T) =>
  z.strictObject({ de: text.optional(), es: text.optional() }, { error: 'translations: only de and es.' }).optional();
export const ZChecklistItem = z.object({ id: itemIdField, text: itemTextField, translations: translationsOf(z.object({ text: itemTextField })) });
export const ZChecklistSection = z.object({
  id: z.string().min(1).max(80),
  title: sectionTitleField,
  items: z.array(ZChecklistItem).min(1),
  translations: translationsOf(z.object({ title: sectionTitleField })),
});
export const ZChecklistDefinition = z.object({
  slug: slugField,
  name: nameField,
  category: categoryField,
  role: roleField,
  /** What the checklist is for; states which CMA is meant (domain.md §2: the abbreviation is ambiguous). */
  description: descriptionField.default(''),
  sections: z.array(ZChecklistSection).min(1),
  /** The name, role and description in German and Spanish (role and description may be left out: English is shown). */
  translations: translationsOf(z.object({ name: nameField, role: roleField.optional(), description: descriptionField.optional() })),
});
/** One item with its checklist's and section's fields: a row of a CSV catalogue file (columns CSV_COLUMNS). */
export const ZChecklistRow = z.object({
  slug: slugField,
  name: nameField,
  category: categoryField,
  role: roleField,
  description: descriptionField,
  section: sectionTitleField,
  item: itemTextField,
  item_id: itemIdField,
});
export type TChecklistDefinition = z.infer<typeof ZChecklistDefinition>;
/** A checklist's categories and items in English, as kept and sent (translations are kept apart, keyed by id). */
export type TChecklistSections = Array<{ id: string; title: string; items: Array<{ id: string; text: string }> }>;
/**
 * How a checklist's translations are kept (skill_checklists.translations): per language, the name, role, description,
 * and the category titles and item texts by their ids. What a language lacks shows in English.
 */
export type TChecklistTranslations = Partial<
  Record<TContentLanguage, { name?: string; role?: string; description?: string; sections?: Record<string, string>; items?: Record<string, string> }>
>;

/** A checklist as the catalogue shows it (GET /api/auth/get-skillsCategory). */
export type TChecklistSummary = {
  id: string;
  slug: string;
  version: number;
  name: string;
  category: (typeof SKILL_CATEGORIES)[number];
  role: string;
  description: string;
  itemCount: number;
};
/** The whole checklist to take (GET /api/auth/get-skillTestData?slug=). */
export type TChecklistFull = TChecklistSummary & { sections: TChecklistSections };

export type TTestSummary = {
  slug: string;
  version: number;
  name: string;
  category: (typeof SKILL_CATEGORIES)[number];
  description: string;
  /** Questions each attempt asks (drawn from the test's questions). */
  questionCount: number;
  timeLimitMinutes: number;
  passMark: number;
  maxAttempts: number;
};
/** GET /api/auth/get-skillTestData without a slug (spec §7: no payload): every checklist and test one can take. */
export type TSkillTestData = { checklists: TChecklistSummary[]; tests: TTestSummary[] };
export type TSkillsCategory = { category: (typeof SKILL_CATEGORIES)[number]; checklists: TChecklistSummary[]; tests: TTestSummary[] };

// ---- answers ----

export const ZItemAnswer = z.object({
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  frequency: z.enum(FREQUENCIES).optional(),
});
export type TItemAnswer = z.infer<typeof ZItemAnswer>;
export const ZAnswers = z.record(z.string().max(80), ZItemAnswer).refine((v) => Object.keys(v).length <= 1000, { error: 'Too many answers.' });
export const ZSaveChecklistBody = z.object({
  answers: ZAnswers,
  ageGroups: z.array(z.enum(AGE_GROUPS)).max(AGE_GROUPS.length).optional(),
});
export type TSaveChecklistBody = z.infer<typeof ZSaveChecklistBody>;
export const ZCompleteChecklistBody = z.object({
  attest: z.literal(true, { error: SKILLS_MESSAGES.attest }),
  signature: z.string({ error: SKILLS_MESSAGES.signature }).trim().min(2, { error: SKILLS_MESSAGES.signature }).max(100),
});
export type TCompleteChecklistBody = z.infer<typeof ZCompleteChecklistBody>;

export type TChecklistProgress = { answered: number; total: number; percent: number };

/** An item counts as answered when it has both a rating and a frequency. */
export function checklistProgress(sections: TChecklistSections, answers: Record<string, TItemAnswer>): TChecklistProgress {
  let total = 0;
  let answered = 0;
  for (const section of sections)
    for (const item of section.items) {
      total += 1;
      const answer = answers[item.id];
      if (answer?.rating && answer.frequency) answered += 1;
    }
  return { answered, total, percent: total ? Math.floor((answered * 100) / total) : 0 };
}

/** The candidate's draft of a checklist (or, on a retake, the previous answers to start from). */
export type TChecklistDraft = {
  checklist: TChecklistFull;
  answers: Record<string, TItemAnswer>;
  ageGroups: string[];
  progress: TChecklistProgress;
  updatedAt: string | null;
  /** True when the answers come from the candidate's last completed checklist of this kind. */
  fromPrevious: boolean;
};

export type TCompletedChecklist = {
  id: string;
  slug: string;
  version: number;
  name: string;
  category: string;
  role: string;
  completedAt: string;
  expiresAt: string;
  expired: boolean;
  signature: string;
};
export type TCompletedChecklistDetail = TCompletedChecklist & {
  sections: TChecklistSections;
  answers: Record<string, TItemAnswer>;
  ageGroups: string[];
};
export type TInProgressChecklist = { slug: string; name: string; updatedAt: string; progress: TChecklistProgress };

// ---- timed skills tests ----

/** The languages a test carries beside English (the text of record); the candidate's language picks one (else English). */
export const TEST_LANGUAGES = CONTENT_LANGUAGES;
export type TTestLanguage = TContentLanguage;

const questionText = z.string().min(3).max(1000);
const optionsField = z.array(z.string().min(1).max(300)).min(2).max(8);
export const ZTestQuestion = z.object({
  id: z.string().min(1).max(80),
  text: questionText,
  options: optionsField,
  /** Index of the right option (never sent to the browser). */
  answer: z.number().int().min(0),
  /** The question and its options in German and Spanish, options in the same order as `options`. */
  translations: z.object({ de: z.object({ text: questionText, options: optionsField }).optional(), es: z.object({ text: questionText, options: optionsField }).optional() }).default({}),
});
const testText = z.object({ name: z.string().min(2).max(120), description: z.string().max(500).default('') });
export const ZTestDefinition = z
  .object({
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,60}$/, { error: 'slug: lower-case letters, digits and hyphens (2 to 61).' }),
    name: z.string().min(2).max(120),
    category: z.enum(SKILL_CATEGORIES, { error: 'category is Nursing or Allied.' }),
    description: z.string().max(500).default(''),
    timeLimitMinutes: z.number().int().min(1).max(240),
    /** Percent needed to pass. */
    passMark: z.number().int().min(1).max(100),
    maxAttempts: z.number().int().min(1).max(10).default(2),
    validDays: z.number().int().min(1).max(1095).default(365),
    /** How many questions each attempt draws at random (default: every question); the order is shuffled either way. */
    drawCount: z.number().int().min(1).max(200).optional(),
    /** The name and description in German and Spanish. */
    translations: z.object({ de: testText.optional(), es: testText.optional() }).default({}),
    questions: z.array(ZTestQuestion).min(1).max(200),
  })
  .superRefine((test, ctx) => {
    const seen = new Set<string>();
    if (test.drawCount !== undefined && test.drawCount > test.questions.length)
      ctx.addIssue({ code: 'custom', path: ['drawCount'], message: `drawCount is at most the number of questions (${test.questions.length}).` });
    test.questions.forEach((q, i) => {
      if (q.answer >= q.options.length) ctx.addIssue({ code: 'custom', path: ['questions', i, 'answer'], message: `answer is the index of one of the ${q.options.length} options (0 to ${q.options.length - 1}).` });
      if (seen.has(q.id)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: `question id ${q.id} appears twice.` });
      seen.add(q.id);
      for (const lang of TEST_LANGUAGES) {
        const t = q.translations[lang];
        if (t && t.options.length !== q.options.length)
          ctx.addIssue({ code: 'custom', path: ['questions', i, 'translations', lang, 'options'], message: `the ${lang} options must be the same ${q.options.length} options, in the same order.` });
      }
    });
  });
export type TTestDefinition = z.infer<typeof ZTestDefinition>;

export const ZTestAnswers = z.record(z.string().max(80), z.number().int().min(0).max(7)).refine((v) => Object.keys(v).length <= 200, { error: 'Too many answers.' });

/** What an attempt drew: a question (in the order shown) and its options' order (`order[shown index]` = the test's index). */
export type TDrawnQuestion = { id: string; order: number[] };

export type TTestAttempt = {
  id: string;
  slug: string;
  name: string;
  attemptNo: number;
  maxAttempts: number;
  startedAt: string;
  deadlineAt: string;
  /** The server's clock when this answer was made: the page counts down from deadlineAt - serverNow. */
  serverNow: string;
  /** The questions this attempt drew, in its order, with the options in its order (the right answers stay on the server). */
  questions: Array<{ id: string; text: string; options: string[] }>;
  /** Answers by question id: the index of the option as shown here. */
  answers: Record<string, number>;
  submittedAt: string | null;
  score: number | null;
  passed: boolean | null;
  timedOut: boolean;
  expiresAt: string | null;
  /** Once finished: how many of the drawn questions were answered right. */
  rightCount: number | null;
};
export type TTestStatus = TTestSummary & {
  attemptsUsed: number;
  openAttemptId: string | null;
  best: { attemptId: string; score: number; passed: boolean; submittedAt: string; expiresAt: string | null } | null;
};

// ---- quick apply (spec §2 quick routes, §3 quick application) ----

export const ZQuickApplication = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZEmail,
  phone: z.string().trim().regex(APPLICATION_PHONE_PATTERN, { error: 'Phone number must be (123) 456-7890 or (123)456-7890.' }),
  zip: z.string().trim().regex(ZIP_PATTERN, { error: 'Zip code must be exactly 5 digits.' }),
  role: z.string().trim().min(1, { error: 'Please choose a role.' }).max(60),
  /** From the one list of candidate specialties (application/specialties.ts), the combined PCT/CNA/CMA choice included. */
  specialties: z
    .array(z.string().trim().refine((s) => CANDIDATE_SPECIALTY_VALUES.includes(s), { error: 'Choose specialties from the list.' }))
    .min(1, { error: 'Please choose at least one specialty.' })
    .max(20),
  states: z
    .array(z.string().refine((s) => US_STATE_CODES.includes(s), { error: 'Choose states from the list.' }))
    .min(1, { error: 'Please choose at least one state.' })
    .max(60),
  org: z.string().trim().max(40).optional(),
});
export type TQuickApplication = z.infer<typeof ZQuickApplication>;
export const QUICK_ROLES = ['RN', 'LPN/LVN', 'PCT', 'CNA', 'Medical Assistant', 'CMA', 'Allied'] as const;

/**
 * The checklist the quick picker offers first for the role (and specialties) chosen on the short form: the role's own
 * (CNA, PCT, medical assistant: a role of the same name as its specialty), or for a nurse the first chosen specialty
 * that has a checklist. Null when none fits (allied roles choose for themselves). The checklists come from the one
 * specialty table of the readiness rule (domain/readiness.ts).
 */
export function suggestedChecklist(role: string, specialties: readonly string[] = []): string | null {
  // The quick form's CMA is a Certified Medical Assistant or a Certified Medication Aide: two checklists, no guess.
  if (role === 'CMA') return null;
  const own = requirementsOf(role).checklist;
  if (own) return own;
  if (role === 'RN' || role === 'LPN/LVN') return specialties.map((s) => requirementsOf(s).checklist).find((slug) => slug !== null) ?? null;
  return null;
}
