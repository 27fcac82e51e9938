// The brand (identity) of spec §7, cached in local storage `identity` (spec §9) so public pages show it at once.
import { STORAGE_KEYS } from '@portal/shared/constants';
import type { TBrand } from '@portal/shared/schemas/org';
import { readJson, writeJson } from './storage';

export type Brand = TBrand;

const STRING_FIELDS = ['code', 'prefix', 'name', 'supportEmail', 'supportPhone'] as const;
const NULLABLE_FIELDS = ['logo', 'favicon', 'board'] as const;

/** A cached value from an older release (or edited by hand) must not break rendering. Checked by hand rather than
 * with the zod schema to keep zod out of the first chunk every page loads. */
export function isBrand(value: unknown): value is Brand {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    STRING_FIELDS.every((field) => typeof record[field] === 'string') &&
    NULLABLE_FIELDS.every((field) => record[field] === null || typeof record[field] === 'string')
  );
}

export function readIdentity(): Brand | null {
  const cached = readJson<unknown>(STORAGE_KEYS.identity);
  return isBrand(cached) ? cached : null;
}

export function writeIdentity(brand: Brand): void {
  writeJson(STORAGE_KEYS.identity, brand);
}
