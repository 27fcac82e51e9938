// The brand of the page (spec §1, §2 "White-label job boards", §7 identity call). Public paths ask
// `GET /api/identity?path=<pathname>`; the answer's result.meta is cached in local storage `identity` and used for the
// page title "<brand name> Compliances", the favicon, the logo and the support footer.
//
// Signed in, every page wears the candidate's own organisation's brand (spec §3 auth state: brand, prefix), whatever
// the path: a partner board's own content still names the partner (useBrand), the shell does not (usePageBrand).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BRAND_ELEMENT_ID, PARTNER_BOARDS } from '@portal/shared/constants';
import { BOARD_PARAM, boardOfPlace } from '@portal/shared/domain/boards';
import { afterFirstPaint } from './after-paint';
import { api } from './api-client';
import { updateAuth, useAuth } from './auth-store';
import { rememberHomeBoard } from './home-board';
import { type Brand, isBrand, readIdentity, writeIdentity } from './identity-cache';

export type { Brand };

type IdentityResponse = { result: { meta: Brand } };

/**
 * The part of an address that decides its brand: the path, with the `board` parameter when it names a board (an
 * e-mailed link to /verify-references, /unsubscribe, a reset step: decision 034). Nothing else of the query goes to
 * the identity call (a link's token stays out of it).
 */
export function brandPlace(pathname: string, search = ''): string {
  const board = boardOfPlace(`/?${search.replace(/^\?/, '')}`);
  return board ? `${pathname}?${BOARD_PARAM}=${board}` : pathname;
}

/** Places of one partner board share one brand; every other place the agency's own. */
export function brandKeyForPath(place: string): string {
  const path = (place.split('?')[0] ?? '').toLowerCase();
  return PARTNER_BOARDS.find((board) => path.includes(board)) ?? boardOfPlace(place) ?? 'default';
}

export async function getIdentity(pathname: string): Promise<Brand> {
  const response = await api.get<IdentityResponse>(`/api/identity?path=${encodeURIComponent(pathname)}`);
  const brand = response.data.result.meta;
  writeIdentity(brand);
  return brand;
}


type PageBrand = { pathname: string; brand: Brand; at: number };

/**
 * The brand the server wrote into the page for the path it was asked for: what `GET /api/identity?path=` answers for
 * that path, so the first page needs no identity call and shows its brand with its first render. Read once, as the
 * app starts; later navigations ask the identity call as before.
 */
function readPageBrand(): PageBrand | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(BRAND_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    const brand: unknown = JSON.parse(element.textContent ?? '');
    if (!isBrand(brand)) return null;
    writeIdentity(brand);
    return { pathname: brandPlace(window.location.pathname, window.location.search), brand, at: Date.now() };
  } catch {
    return null;
  }
}

// Read as the module loads, before the first render and before any redirect changes the address.
let pageBrand = readPageBrand();
function pageBrandFor(pathname: string): PageBrand | null {
  return pageBrand?.pathname === pathname ? pageBrand : null;
}

/** For tests: read the page's brand element again. */
export function readPageBrandAgain(): void {
  pageBrand = readPageBrand();
}

export const identityQueryOptions = (pathname: string) => {
  const key = brandKeyForPath(pathname);
  const fromPage = pageBrandFor(pathname);
  const cached = readIdentity();
  const cachedFits = cached !== null && (cached.board ?? 'default') === key;
  return queryOptions({
    queryKey: ['identity', key],
    queryFn: () => getIdentity(pathname),
    staleTime: 10 * 60_000,
    // The page's own brand is the identity call's answer for this path, as fresh as the page; else the cached brand
    // shows at once and is refreshed in the background.
    ...(fromPage
      ? { initialData: fromPage.brand, initialDataUpdatedAt: fromPage.at }
      : cachedFits
        ? { placeholderData: cached }
        : {}),
  });
};

/** The brand for the current path; null until known (first visit, before the identity call answers). */
export function useBrand(pathname: string): Brand | null {
  const { data } = useQuery(identityQueryOptions(pathname));
  return data ?? null;
}

/** The signed-in candidate's organisation brand, for a session stored without it (sign-in stores it). */
export async function getSessionBrand(): Promise<Brand> {
  const response = await api.get<{ brand: Brand; prefix: string; board?: string | null }>('/api/profile/brand');
  const { brand, prefix } = response.data;
  if (!isBrand(brand)) throw new Error('unexpected brand');
  updateAuth({ brand, prefix });
  if (response.data.board !== undefined) rememberHomeBoard(response.data.board);
  return brand;
}

/**
 * The brand of the page's shell (title, favicon, logo, support footer): signed in, the session's organisation's
 * (asked once when the session was stored without it, the agency's cached identity meanwhile when it is the same
 * organisation); signed out, the path's (spec §2 "White-label job boards").
 */
export function usePageBrand(pathname: string): Brand | null {
  const { token, brand: sessionBrand, org } = useAuth();
  const identity = useBrand(pathname);
  const asked = useQuery({
    queryKey: ['session-brand', token],
    queryFn: getSessionBrand,
    enabled: Boolean(token) && !sessionBrand,
    staleTime: Infinity,
    retry: false,
  });
  if (!token) return identity;
  return sessionBrand ?? asked.data ?? (identity && identity.code === org ? identity : null);
}

export function brandTitle(brand: Brand | null): string {
  return brand ? `${brand.name} Compliances` : 'Compliances';
}

/** Applies the brand to the document: title and favicon (spec §1); the favicon once the first paint is on the screen. */
export function useBrandDocument(brand: Brand | null): void {
  useEffect(() => {
    document.title = brandTitle(brand);
    return afterFirstPaint(() => {
      const href = brand?.favicon || '/favicon.svg';
      let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.appendChild(link);
      }
      if (link.getAttribute('href') !== href) link.href = href;
    });
  }, [brand]);
}
