// The brand of the page (spec §1, §2 "White-label job boards", §7 identity call). Public paths ask
// `GET /api/identity?path=<pathname>`; the answer's result.meta is cached in local storage `identity` and used for the
// page title "<brand name> Compliances", the favicon, the logo and the support footer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PARTNER_BOARDS } from '@portal/shared/constants';
import { api } from './api-client';
import { type Brand, readIdentity, writeIdentity } from './identity-cache';

export type { Brand };

type IdentityResponse = { result: { meta: Brand } };

/** Paths of one partner board share one brand; every other path the agency's own. */
export function brandKeyForPath(pathname: string): string {
  const path = pathname.toLowerCase();
  return PARTNER_BOARDS.find((board) => path.includes(board)) ?? 'default';
}

export async function getIdentity(pathname: string): Promise<Brand> {
  const response = await api.get<IdentityResponse>(`/api/identity?path=${encodeURIComponent(pathname)}`);
  const brand = response.data.result.meta;
  writeIdentity(brand);
  return brand;
}

export const identityQueryOptions = (pathname: string) => {
  const key = brandKeyForPath(pathname);
  const cached = readIdentity();
  const cachedFits = cached !== null && (cached.board ?? 'default') === key;
  return queryOptions({
    queryKey: ['identity', key],
    queryFn: () => getIdentity(pathname),
    staleTime: 10 * 60_000,
    // Show the cached brand at once and refresh it in the background.
    ...(cachedFits ? { placeholderData: cached } : {}),
  });
};

/** The brand for the current path; null until known (first visit, before the identity call answers). */
export function useBrand(pathname: string): Brand | null {
  const { data } = useQuery(identityQueryOptions(pathname));
  return data ?? null;
}

export function brandTitle(brand: Brand | null): string {
  return brand ? `${brand.name} Compliances` : 'Compliances';
}

/** Applies the brand to the document: title and favicon (spec §1). */
export function useBrandDocument(brand: Brand | null): void {
  useEffect(() => {
    document.title = brandTitle(brand);
    const href = brand?.favicon || '/favicon.svg';
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    if (link.getAttribute('href') !== href) link.href = href;
  }, [brand]);
}
