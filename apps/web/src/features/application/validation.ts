// Client-side check of a section before "Save and continue", with the shared validator (packages/shared/src/application
// /validate.ts) and its messages; the server checks the same schema again. Errors are keyed "<entry>.<field>" (see
// form-logic errorKey). Sensitive values still masked as the server sent them are not checked: they are kept as stored.
import type { Section } from '@portal/shared/application/contract';
import { validateSection } from '@portal/shared/application/validate';
import { type Entry, errorKey, issuesToErrors, toData, withoutUntouchedMasked } from './form-logic';

function check(section: Section, entries: Entry[], draft: boolean, through: string | undefined): Record<string, string> {
  const result = validateSection(section, toData(section, entries), { draft, through });
  return result.success ? {} : issuesToErrors(section, result.errors);
}

/** `through` (with `draft`): a section in parts, checked complete up to that part (shared validate.ts). */
export function validateEntries(section: Section, entries: Entry[], options: { draft?: boolean; through?: string } = {}): Record<string, string> {
  const draft = options.draft ?? false;
  const errors = check(section, entries, draft, options.through);
  // A value of the wrong format stops the schema before it looks for missing answers: check again without the values
  // already found wrong, so every field's message shows at once.
  const wrong = Object.keys(errors).filter((key) => key !== '_section');
  if (wrong.length) {
    const without = entries.map((entry, index) =>
      Object.fromEntries(Object.entries(entry).filter(([name]) => !wrong.includes(errorKey(index, name)))),
    );
    for (const [key, message] of Object.entries(check(section, without, draft, options.through))) errors[key] ??= message;
  }
  return withoutUntouchedMasked(errors, section, entries);
}
