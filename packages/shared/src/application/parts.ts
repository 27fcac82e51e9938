// A long section in parts (decision 044; contract.ts SectionPart): whether a part is done, and where the wizard opens
// such a section. The web's wizard and the server's save route read the same rule (validate.ts `through`).
import type { Section, TSectionState } from './contract';
import { validateSection } from './validate';

/** The part `key` and the parts before it hold every required answer (the later parts may still be a draft). */
export function partDone(section: Section, data: unknown, key: string, now?: Date): boolean {
  return validateSection(section, data ?? {}, { draft: true, through: key, now }).success;
}

/**
 * The part a section in parts opens at: the first for a new or a complete section (the candidate reads it from the
 * start); for a draft, the first part not done yet, or the last when the others are. Null for a section without parts.
 */
export function openingPart(section: Section, state: Pick<TSectionState, 'data' | 'status'> | undefined, now?: Date): string | null {
  const parts = section.parts;
  if (!parts?.length) return null;
  if (state?.status !== 'draft') return parts[0]!.key;
  return parts.slice(0, -1).find((part) => !partDone(section, state.data, part.key, now))?.key ?? parts[parts.length - 1]!.key;
}

/** The part holding a field, or null (a section without parts). */
export function partOfField(section: Pick<Section, 'parts'>, name: string): string | null {
  return section.parts?.find((part) => part.fields.includes(name))?.key ?? null;
}
