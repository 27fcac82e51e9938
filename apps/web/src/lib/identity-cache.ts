// The brand (identity) of spec §7, cached in local storage `identity` (spec §9) so public pages show it at once.
import { STORAGE_KEYS } from '@portal/shared';
import { type TBrand, ZBrand } from '@portal/shared/schemas/org';
import { readJson, writeJson } from './storage';

export type Brand = TBrand;

export function readIdentity(): Brand | null {
  // A cached value from an older release (or edited by hand) must not break rendering: validate it.
  const parsed = ZBrand.safeParse(readJson(STORAGE_KEYS.identity));
  return parsed.success ? parsed.data : null;
}

export function writeIdentity(brand: Brand): void {
  writeJson(STORAGE_KEYS.identity, brand);
}
