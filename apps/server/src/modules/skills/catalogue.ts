// The skills catalogue (domain.md §2): checklists and timed tests the agency loads from JSON or CSV files, versioned.
// A file is checked whole first; every problem says where (line or item) and why, like `portal jobs:import`.
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  CONTENT_LANGUAGES,
  type TChecklistDefinition,
  type TChecklistFull,
  type TChecklistSections,
  type TChecklistTranslations,
  type TContentLanguage,
  type TChecklistSummary,
  type TSkillTestData,
  type TSkillsCategory,
  type TTestDefinition,
  type TTestLanguage,
  type TTestSummary,
  SKILL_CATEGORIES,
  ZChecklistDefinition,
  ZChecklistRow,
  ZTestDefinition,
} from '@portal/shared/skills';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { skillChecklists, skillTests } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { readCsvRecords } from '../../lib/csv';

export type Problem = { where: string; reason: string };
type ChecklistRow = typeof skillChecklists.$inferSelect;
type TestRow = typeof skillTests.$inferSelect;

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

function reasonsOf(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** A check no schema makes, for both JSON and CSV: an item id used twice in one checklist (`seen`: the ids before it). */
const itemTwice = (seen: ReadonlySet<string>, itemId: string, slug: string): string[] => (seen.has(itemId) ? [`item id ${itemId} appears twice in ${slug}.`] : []);

function duplicateItems(def: TChecklistDefinition): string[] {
  const seen = new Set<string>();
  return def.sections.flatMap((section) =>
    section.items.flatMap((item) => {
      const twice = itemTwice(seen, item.id, def.slug);
      seen.add(item.id);
      return twice;
    }),
  );
}

/** JSON: one checklist or an array of checklists. */
export function readChecklistJson(content: string): { checklists: TChecklistDefinition[]; problems: Problem[] } {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw badRequest(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(data) ? data : [data];
  const checklists: TChecklistDefinition[] = [];
  const problems: Problem[] = [];
  list.forEach((value, index) => {
    const where = Array.isArray(data) ? `item ${index + 1}` : 'checklist';
    const parsed = ZChecklistDefinition.safeParse(value);
    if (!parsed.success) return problems.push({ where, reason: reasonsOf(parsed.error) });
    const twice = duplicateItems(parsed.data);
    if (twice.length) return problems.push({ where, reason: twice.join(' ') });
    if (checklists.some((c) => c.slug === parsed.data.slug)) return problems.push({ where, reason: `slug ${parsed.data.slug} appears twice in the file.` });
    checklists.push(parsed.data);
  });
  return { checklists, problems };
}

export const CSV_COLUMNS = ['slug', 'name', 'category', 'role', 'description', 'section', 'item', 'item_id'] as const;

/**
 * CSV: a header row naming the columns (slug, name, category, role, section, item; description and item_id optional),
 * then one row per item. Rows of one slug must agree on its name, category and role.
 */
export async function readChecklistCsv(content: string): Promise<{ checklists: TChecklistDefinition[]; problems: Problem[] }> {
  const records = await readCsvRecords(content);
  const [header, ...body] = records;
  if (!header) return { checklists: [], problems: [] };
  const names = header.record.map((n) => n.toLowerCase());
  const missing = ['slug', 'name', 'category', 'role', 'section', 'item'].filter((n) => !names.includes(n));
  if (missing.length) throw badRequest(`The header row must name the columns ${missing.join(', ')} (found: ${names.join(', ')}).`);
  const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length) throw badRequest(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Columns: ${CSV_COLUMNS.join(', ')}.`);

  const problems: Problem[] = [];
  const drafts = new Map<string, { def: Omit<TChecklistDefinition, 'sections'> & { sections: Map<string, TChecklistDefinition['sections'][number]> }; line: string; ids: Set<string> }>();
  for (const { record, info } of body) {
    const where = `line ${info.lines}`;
    if (record.length !== names.length) {
      problems.push({ where, reason: `This row has ${record.length} values; the header names ${names.length} columns.` });
      continue;
    }
    const raw = Object.fromEntries(names.map((n, i) => [n, record[i] ?? ''])) as Record<string, string>;
    // The same field checks (and messages) as a JSON checklist's (ZChecklistDefinition's fields, packages/shared).
    const parsed = ZChecklistRow.safeParse({ ...raw, description: raw.description ?? '', item_id: raw.item_id || slugOf(raw.item ?? '') });
    const reasons = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    const row = parsed.success ? parsed.data : null;
    const existing = row ? drafts.get(row.slug) : undefined;
    if (row && existing) {
      const d = existing.def;
      if (d.name !== row.name || d.category !== row.category || d.role !== row.role)
        reasons.push(`name, category and role of ${row.slug} differ from ${existing.line}.`);
      reasons.push(...itemTwice(existing.ids, row.item_id, row.slug));
    }
    if (!row || reasons.length) {
      problems.push({ where, reason: reasons.join(' ') });
      continue;
    }
    const itemId = row.item_id;
    const entry =
      existing ??
      (() => {
        const created = {
          def: { slug: row.slug, name: row.name, category: row.category, role: row.role, description: row.description, sections: new Map() },
          line: where,
          ids: new Set<string>(),
        };
        drafts.set(row.slug, created);
        return created;
      })();
    if (!entry.def.description && row.description) entry.def.description = row.description;
    const sectionId = slugOf(row.section) || 'section';
    const section = entry.def.sections.get(sectionId) ?? { id: sectionId, title: row.section, items: [] };
    entry.def.sections.set(sectionId, section);
    section.items.push({ id: itemId, text: row.item });
    entry.ids.add(itemId);
  }
  const checklists = [...drafts.values()].map(({ def }) => ({ ...def, sections: [...def.sections.values()] }));
  return { checklists, problems };
}

export async function readChecklistFile(content: string, format: 'csv' | 'json') {
  return format === 'json' ? readChecklistJson(content) : readChecklistCsv(content);
}

export function readTestJson(content: string): { tests: TTestDefinition[]; problems: Problem[] } {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw badRequest(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const list = Array.isArray(data) ? data : [data];
  const tests: TTestDefinition[] = [];
  const problems: Problem[] = [];
  list.forEach((value, index) => {
    const where = Array.isArray(data) ? `item ${index + 1}` : 'test';
    const parsed = ZTestDefinition.safeParse(value);
    if (!parsed.success) return problems.push({ where, reason: reasonsOf(parsed.error) });
    tests.push(parsed.data);
  });
  return { tests, problems };
}

const scopeOf = (orgId: string | null) => (orgId ? eq(skillChecklists.orgId, orgId) : isNull(skillChecklists.orgId));
const testScopeOf = (orgId: string | null) => (orgId ? eq(skillTests.orgId, orgId) : isNull(skillTests.orgId));

/**
 * A checklist file's definition split in two: its English (the text of record, what the content hash is made of) and
 * its translations kept by language, the categories and items by id (decision 043). Languages with no text are left out.
 */
export function splitChecklist(def: TChecklistDefinition): { english: Omit<TChecklistDefinition, 'translations'> & { sections: TChecklistSections }; translations: TChecklistTranslations } {
  const { translations: own, sections, ...head } = def;
  const english = { ...head, sections: sections.map(({ translations: _s, items, ...section }) => ({ ...section, items: items.map(({ translations: _i, ...item }) => item) })) };
  const translations: TChecklistTranslations = {};
  for (const lang of CONTENT_LANGUAGES) {
    const texts: NonNullable<TChecklistTranslations[TContentLanguage]> = Object.fromEntries(Object.entries(own?.[lang] ?? {}).filter(([, text]) => text !== undefined));
    const titles = Object.fromEntries(sections.flatMap((s) => (s.translations?.[lang] ? [[s.id, s.translations[lang].title]] : [])));
    const items = Object.fromEntries(sections.flatMap((s) => s.items.flatMap((i) => (i.translations?.[lang] ? [[i.id, i.translations[lang].text]] : []))));
    if (Object.keys(titles).length) texts.sections = titles;
    if (Object.keys(items).length) texts.items = items;
    if (Object.keys(texts).length) translations[lang] = texts;
  }
  return { english, translations };
}

/**
 * Adds a version when the English content changed; an unchanged checklist is left as it is. Translations are not part
 * of a version: new or changed ones are written onto every version with this English content ('translated'), so a
 * draft or a signed checklist keeps its version and its answers, and reads in the new language at once.
 */
export async function upsertChecklist(db: Db, orgId: string | null, def: TChecklistDefinition): Promise<'added' | 'updated' | 'translated' | 'unchanged'> {
  const { english, translations } = splitChecklist(def);
  const contentHash = hash(english);
  const [latest] = await db
    .select()
    .from(skillChecklists)
    .where(and(scopeOf(orgId), eq(skillChecklists.slug, def.slug)))
    .orderBy(desc(skillChecklists.version))
    .limit(1);
  if (latest && latest.contentHash === contentHash && !latest.retiredAt) {
    // Key order aside (jsonb keeps its own): the same texts are no change.
    if (isDeepStrictEqual(latest.translations ?? {}, translations)) return 'unchanged';
    await db
      .update(skillChecklists)
      .set({ translations })
      .where(and(scopeOf(orgId), eq(skillChecklists.slug, def.slug), eq(skillChecklists.contentHash, contentHash)));
    return 'translated';
  }
  const itemCount = english.sections.reduce((n, s) => n + s.items.length, 0);
  await db.insert(skillChecklists).values({
    orgId,
    slug: english.slug,
    version: (latest?.version ?? 0) + 1,
    name: english.name,
    category: english.category,
    role: english.role,
    description: english.description,
    sections: english.sections,
    itemCount,
    contentHash,
    translations,
  });
  return latest ? 'updated' : 'added';
}

export async function upsertTest(db: Db, orgId: string | null, def: TTestDefinition): Promise<'added' | 'updated' | 'unchanged'> {
  const contentHash = hash(def);
  const [latest] = await db
    .select()
    .from(skillTests)
    .where(and(testScopeOf(orgId), eq(skillTests.slug, def.slug)))
    .orderBy(desc(skillTests.version))
    .limit(1);
  if (latest && latest.contentHash === contentHash) return 'unchanged';
  await db.insert(skillTests).values({
    orgId,
    slug: def.slug,
    version: (latest?.version ?? 0) + 1,
    name: def.name,
    category: def.category,
    description: def.description,
    timeLimitMinutes: def.timeLimitMinutes,
    passMark: def.passMark,
    maxAttempts: def.maxAttempts,
    validDays: def.validDays,
    questions: def.questions,
    drawCount: def.drawCount ?? null,
    translations: def.translations,
    contentHash,
  });
  return latest ? 'updated' : 'added';
}

/** Retires every version of a checklist in a scope: candidates can no longer start it (their answers stay). */
export async function retireChecklist(db: Db, orgId: string | null, slug: string): Promise<number> {
  const rows = await db
    .update(skillChecklists)
    .set({ retiredAt: new Date() })
    .where(and(scopeOf(orgId), eq(skillChecklists.slug, slug), isNull(skillChecklists.retiredAt)))
    .returning({ id: skillChecklists.id });
  return rows.length;
}

type ChecklistText = Pick<ChecklistRow, 'name' | 'role' | 'description' | 'translations'>;
/** A checklist's name, role and description in a language it carries (each text it lacks in English). */
export const checklistTextIn = (row: ChecklistText, lang: TContentLanguage | null) => {
  const t = lang ? row.translations?.[lang] : undefined;
  return { name: t?.name ?? row.name, role: t?.role ?? row.role, description: t?.description ?? row.description };
};
/** The categories and items in a language the checklist carries (each text it lacks in English); ids never change. */
export function sectionsIn(row: Pick<ChecklistRow, 'sections' | 'translations'>, lang: TContentLanguage | null): TChecklistSections {
  const t = lang ? row.translations?.[lang] : undefined;
  if (!t?.sections && !t?.items) return row.sections;
  return row.sections.map((section) => ({
    id: section.id,
    title: t.sections?.[section.id] ?? section.title,
    items: section.items.map((item) => ({ id: item.id, text: t.items?.[item.id] ?? item.text })),
  }));
}

export const toSummary = (row: ChecklistRow, lang: TContentLanguage | null = null): TChecklistSummary => ({
  id: row.id,
  slug: row.slug,
  version: row.version,
  ...checklistTextIn(row, lang),
  category: row.category as TChecklistSummary['category'],
  itemCount: row.itemCount,
});
/** The whole checklist in the request's language (else English): what the checklist pages show. */
export const toFull = (row: ChecklistRow, lang: TContentLanguage | null = null): TChecklistFull => ({ ...toSummary(row, lang), sections: sectionsIn(row, lang) });

/** A test's name and description in a language it carries (else English). */
export const testTextIn = (row: Pick<TestRow, 'name' | 'description' | 'translations'>, lang: TTestLanguage | null) => {
  const t = lang ? row.translations?.[lang] : undefined;
  return { name: t?.name ?? row.name, description: t?.description ?? row.description };
};

/** Questions an attempt of this test asks. */
export const questionsPerAttempt = (row: Pick<TestRow, 'drawCount' | 'questions'>) => Math.min(row.drawCount ?? row.questions.length, row.questions.length);

export const toTestSummary = (row: TestRow, lang: TTestLanguage | null = null): TTestSummary => ({
  slug: row.slug,
  version: row.version,
  ...testTextIn(row, lang),
  category: row.category as TTestSummary['category'],
  questionCount: questionsPerAttempt(row),
  timeLimitMinutes: row.timeLimitMinutes,
  passMark: row.passMark,
  maxAttempts: row.maxAttempts,
});

/** The newest version of each slug an organisation sees: its own checklists shadow those of every brand. */
function newestBySlug<T extends { slug: string; orgId: string | null; version: number }>(rows: T[]): T[] {
  const best = new Map<string, T>();
  for (const row of rows) {
    const seen = best.get(row.slug);
    if (!seen || (seen.orgId === null && row.orgId !== null) || (Boolean(seen.orgId) === Boolean(row.orgId) && row.version > seen.version)) best.set(row.slug, row);
  }
  return [...best.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

export async function currentChecklists(db: Db, orgId: string): Promise<ChecklistRow[]> {
  const rows = await db
    .select()
    .from(skillChecklists)
    .where(or(eq(skillChecklists.orgId, orgId), isNull(skillChecklists.orgId)));
  // Retiring marks every version of a slug in its scope; an organisation's retired checklist falls back to every brand's.
  return newestBySlug(rows.filter((row) => !row.retiredAt));
}

export async function currentChecklist(db: Db, orgId: string, slug: string): Promise<ChecklistRow | undefined> {
  return (await currentChecklists(db, orgId)).find((row) => row.slug === slug);
}

export async function currentTests(db: Db, orgId: string): Promise<TestRow[]> {
  const rows = await db
    .select()
    .from(skillTests)
    .where(or(eq(skillTests.orgId, orgId), isNull(skillTests.orgId)));
  return newestBySlug(rows);
}

export async function currentTest(db: Db, orgId: string, slug: string): Promise<TestRow | undefined> {
  return (await currentTests(db, orgId)).find((row) => row.slug === slug);
}

/** spec §7 GET /api/auth/get-skillsCategory: the catalogue grouped by category (Nursing, Allied). */
export async function skillsCategories(db: Db, orgId: string, lang: TContentLanguage | null = null): Promise<TSkillsCategory[]> {
  const [checklists, tests] = await Promise.all([currentChecklists(db, orgId), currentTests(db, orgId)]);
  return SKILL_CATEGORIES.map((category) => ({
    category,
    checklists: checklists
      .filter((c) => c.category === category)
      .map((c) => toSummary(c, lang))
      .sort((a, b) => a.name.localeCompare(b.name)),
    tests: tests
      .filter((t) => t.category === category)
      .map((t) => toTestSummary(t, lang))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

/** spec §7 GET /api/auth/get-skillTestData without parameters: every checklist and every timed test one can take. */
export async function skillTestData(db: Db, orgId: string, lang: TContentLanguage | null = null): Promise<TSkillTestData> {
  const [checklists, tests] = await Promise.all([currentChecklists(db, orgId), currentTests(db, orgId)]);
  return {
    checklists: checklists.map((c) => toSummary(c, lang)).sort((a, b) => a.name.localeCompare(b.name)),
    tests: tests.map((t) => toTestSummary(t, lang)).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
