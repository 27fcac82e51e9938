// Which calls a signed-in page makes first, by address: the signed-in layout's (app/layout/app-layout.tsx prefetch)
// and the page's own (its module's prefetch, app/routes.tsx PageModule). first-calls.ts starts them as the document
// loads; first-calls-table.test.ts checks this table against those prefetches. No imports: this module is bundled
// with first-calls.ts alone, apart from the app.

/** The storage keys of the session's token (STORAGE_KEYS.jwt) and of the chosen language (lib/i18n.ts). */
export const TOKEN_KEY = 'jwt';
export const LANGUAGE_KEY = 'language';

/** The global that hands the started calls to the app's API client (lib/api-client.ts takeFirstCall). */
export const FIRST_CALLS_GLOBAL = '__portalFirstCalls';

/** What first-calls.ts leaves for the API client: each call's pending answer, the session and language it used, and
 * when it started them (Date.now()). */
export type FirstCalls = { token: string; language: string; at: number; calls: Map<string, Promise<Response>> };

/** A started call older than this is not taken (the app takes them as it starts; a later ask gets a fresh answer). */
export const FIRST_CALLS_MAX_AGE_MS = 10_000;

/** Every signed-in page renders in the signed-in layout, which asks these first. */
export const LAYOUT_CALLS = ['/api/candidate/ui-settings', '/api/candidate/profile'];

/** The screens on which the layout's sidebar is docked (WIDE_SCREEN_MEDIA), and what the sidebar asks there first (its
 * badges): on a smaller screen the sidebar is in a drawer that loads after the first paint, and asks then. */
export const WIDE_SCREEN = '(min-width: 900px)';
export const WIDE_LAYOUT_CALLS = ['/api/candidate/dash'];

/** Pages that ask calls of their own before they first render. */
export const PAGE_CALLS: [address: RegExp, calls: string[]][] = [
  [/^\/$/, ['/api/candidate/dash']],
  [/^\/jobs\/open\/?$/, ['/api/job/compactStatesCode', '/submodalitiesList', '/api/auth/getLikedJobids']],
];

/**
 * Open Jobs opens on the jobs matching the profile (decision 045), and so asks for the profile's filter first, when the
 * address names no filter (features/jobs/filter-params.ts) and no search was made there in this session (its stored
 * state, features/jobs/open-jobs-state.ts, under this key).
 */
export const FOR_YOU_CALL = '/api/jobs/for-you';
export const OPEN_JOBS_STATE_KEY = 'openJobFilter';
export const FILTER_IN_ADDRESS = /[?&](state|compactState|specialties|modality|durationMin|durationMax|minPay)=/;
const opensForYou = (pathname: string, search: string, savedSearch: string | null) =>
  /^\/jobs\/open\/?$/.test(pathname) && !FILTER_IN_ADDRESS.test(search) && !/"applied":\{/.test(savedSearch ?? '');

/** The calls a signed-in visit of `pathname` makes first, on a wide screen or not; none on the sign-in pages (a
 * stored session is sent on). `search`: the address's query; `savedSearch`: the stored Open Jobs state. */
export function firstCallsOf(pathname: string, wide: boolean, { search = '', savedSearch = null }: { search?: string; savedSearch?: string | null } = {}): string[] {
  if (pathname.startsWith('/auth/')) return [];
  const page = PAGE_CALLS.filter(([address]) => address.test(pathname)).flatMap(([, calls]) => calls);
  if (opensForYou(pathname, search, savedSearch)) page.push(FOR_YOU_CALL);
  return [...new Set([...LAYOUT_CALLS, ...(wide ? WIDE_LAYOUT_CALLS : []), ...page])];
}
