// The whitelist check of a filter object (spec §7), apart from the form's conversion (job-filter.ts) so that the web
// app builds a filter without loading zod.
import { ZJobFilter } from '../schemas/jobs';
import { toJobQuery, type TJobQuery } from './job-filter';

export type ParseJobFilterResult = { ok: true; query: TJobQuery } | { ok: false; message: string; path: string };

/** Whitelist check of an untrusted filter object: unknown fields, operators, nested objects and long lists fail. */
export function parseJobFilter(input: unknown): ParseJobFilterResult {
  const parsed = ZJobFilter.safeParse(input ?? {});
  if (!parsed.success) {
    // A field or operator outside the whitelist says more than what is missing next to it.
    const issue = parsed.error.issues.find((i) => i.code === 'unrecognized_keys') ?? parsed.error.issues[0];
    return { ok: false, message: issue?.message ?? 'Invalid filter.', path: ['filter', ...(issue?.path ?? [])].map(String).join('.') };
  }
  return { ok: true, query: toJobQuery(parsed.data) };
}
