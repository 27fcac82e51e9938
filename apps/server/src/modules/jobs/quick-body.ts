// A search body's check without the schema's machinery, for the bodies the web client sends: ZJobSearchRequest
// (packages/shared/src/schemas/jobs.ts) accepts them and changes nothing in them (texts already trimmed, state codes
// already in capitals, numbers already numbers). For those, the body itself with the schema's defaults is what the
// schema would give, in a fraction of its time. Anything else (a value to trim or convert, an unknown key, anything
// the schema refuses) answers undefined, and the schema checks it as before: same answers, same messages.
// apps/server/test/quick-body.test.ts checks that for random bodies, valid or not.
import { PAGE_SIZE } from '@portal/shared';
import { isUsStateCode } from '@portal/shared/domain/us-states';
import { DURATION_WEEKS_MAX, FILTER_LIST_MAX, JOB_FIELDS, MONEY_MAX, PER_PAGE_MAX, type ZJobSearchRequest } from '@portal/shared/schemas/jobs';
import type { z } from 'zod';

type Body = z.output<typeof ZJobSearchRequest>;

const TOP = new Set(['filter', 'projection', 'page', 'perPage', 'org']);
const PROJECTED = new Set<string>(JOB_FIELDS);
const RANGE = new Set(['$gte', '$lte', '$gt', '$lt']);

const isPlain = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const isState = (value: unknown): boolean => typeof value === 'string' && value.length === 2 && value.toUpperCase() === value && isUsStateCode(value);
/** ZFilterText: 1 to 80 characters once trimmed; here, only a text that trimming leaves as it is. */
const isText = (value: unknown): boolean => typeof value === 'string' && value.length >= 1 && value.length <= 80 && value.trim() === value;
const isAmount = (value: unknown, max: number): boolean => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/** A value, or `{$in: [values]}` (that key only, at most FILTER_LIST_MAX values). */
function isOneOrIn(value: unknown, isItem: (item: unknown) => boolean): boolean {
  if (!isPlain(value)) return isItem(value);
  for (const key in value) if (key !== '$in') return false;
  const list = value.$in;
  return Array.isArray(list) && list.length <= FILTER_LIST_MAX && list.every(isItem);
}

/** A number, or `{$gte, $lte, $gt, $lt}` (at least one of them, nothing else). */
function isNumberOrRange(value: unknown, max: number): boolean {
  if (!isPlain(value)) return isAmount(value, max);
  let any = false;
  for (const key in value) {
    if (!RANGE.has(key) || !isAmount(value[key], max)) return false;
    any = true;
  }
  return any;
}

function isFilter(filter: unknown): boolean {
  if (!isPlain(filter)) return false;
  for (const key in filter) {
    const value = filter[key];
    switch (key) {
      case 'isOpen':
      case 'isComplete':
        if (value !== true) return false;
        break;
      case 'State':
        if (!isOneOrIn(value, isState)) return false;
        break;
      case 'Submodality':
      case 'Modality':
        if (!isOneOrIn(value, isText)) return false;
        break;
      case 'Duration_Amount':
        if (!isNumberOrRange(value, DURATION_WEEKS_MAX * 10)) return false;
        break;
      case 'weeklyPay':
        if (!isNumberOrRange(value, MONEY_MAX)) return false;
        break;
      case '$or':
        if (!Array.isArray(value) || value.length < 1 || value.length > FILTER_LIST_MAX) return false;
        for (const entry of value) {
          if (!isPlain(entry)) return false;
          for (const inner in entry) if (inner !== 'Submodality') return false;
          if (!isText(entry.Submodality)) return false;
        }
        break;
      default:
        return false;
    }
  }
  return true;
}

const isWhole = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** What ZJobSearchRequest would give for `data` when it would give it unchanged (defaults added); else undefined. */
export function quickSearchBody(data: unknown): Body | undefined {
  if (!isPlain(data)) return undefined;
  for (const key in data) if (!TOP.has(key)) return undefined;
  const { filter, projection, page, perPage, org } = data;
  if (filter !== undefined && !isFilter(filter)) return undefined;
  if (projection !== undefined) {
    if (!isPlain(projection)) return undefined;
    for (const key in projection) if (!PROJECTED.has(key) || (projection[key] !== 1 && projection[key] !== true)) return undefined;
  }
  if (page !== undefined && !isWhole(page, 100_000)) return undefined;
  if (perPage !== undefined && !isWhole(perPage, PER_PAGE_MAX)) return undefined;
  if (org !== undefined && (typeof org !== 'string' || org.length > 64)) return undefined;
  const body: Record<string, unknown> = { filter: filter ?? {}, page: page ?? 1, perPage: perPage ?? PAGE_SIZE };
  if (projection !== undefined) body.projection = projection;
  if (org !== undefined) body.org = org;
  return body as Body;
}
