// Client-side check of a section before "Save and continue", with the shared validator (packages/shared/src/application
// /validate.ts) and its messages; the server checks the same schema again. Errors are keyed "<entry>.<field>" (see
// form-logic errorKey). Sensitive values still masked as the server sent them are not checked: they are kept as stored.
import type { Section } from '@portal/shared/application/contract';
import { validateSection } from '@portal/shared/application/validate';
import { type Entry, issuesToErrors, toData, withoutUntouchedMasked } from './form-logic';

export function validateEntries(section: Section, entries: Entry[], options: { draft?: boolean } = {}): Record<string, string> {
  const result = validateSection(section, toData(section, entries), options);
  if (result.success) return {};
  return withoutUntouchedMasked(issuesToErrors(section, result.errors), section, entries);
}
