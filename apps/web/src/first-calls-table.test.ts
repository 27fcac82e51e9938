// The first-calls script (first-calls.ts) starts, for a signed-in page, the calls the page's and the layout's
// prefetch make, with the app's storage keys, and hands them over under the global the API client reads.
import { STORAGE_KEYS, WIDE_SCREEN_MEDIA } from '@portal/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetch as prefetchLayout } from './app/layout/app-layout';
import { preloadPage } from './app/routes';
import { FILTER_IN_ADDRESS, FIRST_CALLS_GLOBAL, FIRST_CALLS_MAX_AGE_MS, LANGUAGE_KEY, OPEN_JOBS_STATE_KEY, TOKEN_KEY, WIDE_SCREEN, firstCallsOf } from './first-calls-table';
import { hasFilterParams } from './features/jobs/filter-params';
import { INITIAL_STATE, saveOpenJobsState } from './features/jobs/open-jobs-state';
import { SESSION_STORAGE_KEYS } from './lib/auth-store';
import { FIRST_CALLS_GLOBAL as CLIENT_GLOBAL, api } from './lib/api-client';
import { reloadAuthFromStorage, setSession } from './lib/auth-store';
import { LANGUAGE_KEY as I18N_LANGUAGE_KEY } from './lib/i18n';

/** What each first call answers (enough for its reader). */
const ANSWERS: Record<string, unknown> = {
  '/api/candidate/ui-settings': { settings: null, guideSeen: true },
  '/api/candidate/profile': { data: null },
  '/api/candidate/dash': {},
  '/api/job/compactStatesCode': { codes: ['TX'], asOf: '2026-07-02' },
  '/submodalitiesList': [],
  '/api/auth/getLikedJobids': [],
  '/api/jobs/for-you': { filter: { state: ['TX'], compactState: false, specialties: ['CNA'] }, missing: [], applies: true },
};

const answer = (path: string) => new Response(JSON.stringify({ status: true, data: ANSWERS[path] ?? null }), { headers: { 'Content-Type': 'application/json' } });

describe('first calls', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession({ token: 'tok', email: 'a@b.co', org: 'MHS' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[FIRST_CALLS_GLOBAL];
    localStorage.clear();
    reloadAuthFromStorage();
  });

  it('shares its storage keys and global with the app', () => {
    expect(TOKEN_KEY).toBe(STORAGE_KEYS.jwt);
    expect(LANGUAGE_KEY).toBe(I18N_LANGUAGE_KEY);
    expect(FIRST_CALLS_GLOBAL).toBe(CLIENT_GLOBAL);
    expect(WIDE_SCREEN).toBe(WIDE_SCREEN_MEDIA);
    expect(OPEN_JOBS_STATE_KEY).toBe(SESSION_STORAGE_KEYS.openJobFilter);
    for (const search of ['', '?state=TX', '?page=2', '?minPay=1500&x=1', '?specialties=CNA', '?board=x&modality=Nursing', '?durationMax=13']) {
      expect(FILTER_IN_ADDRESS.test(search), search).toBe(hasFilterParams(new URLSearchParams(search)));
    }
  });

  it('Open Jobs asks for the profile’s filter only when it opens on it (no filter in the address, no search made yet)', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => ((init?.method ?? 'GET') === 'GET' && asked.push(url), answer(url))));
    saveOpenJobsState({ ...INITIAL_STATE, applied: { isOpen: true, isComplete: true } });
    const page = await preloadPage('/jobs/open');
    await page?.prefetch?.(new QueryClient(), '/jobs/open');
    expect(asked).not.toContain('/api/jobs/for-you');
    expect(firstCallsOf('/jobs/open', false, { savedSearch: localStorage.getItem(OPEN_JOBS_STATE_KEY) })).not.toContain('/api/jobs/for-you');
    expect(firstCallsOf('/jobs/open', false, { search: '?state=TX' })).not.toContain('/api/jobs/for-you');
    expect(firstCallsOf('/jobs/open', false)).toContain('/api/jobs/for-you');
  });

  it.each([
    ['/jobs/open', false],
    ['/jobs/open', true],
    ['/', false],
    ['/', true],
    ['/references', false],
    ['/references', true],
  ])('names the GET calls that %s asks before it first renders (wide screen: %s)', async (pathname, wide) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query === WIDE_SCREEN_MEDIA }));
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if ((init?.method ?? 'GET') === 'GET') asked.push(url);
        return answer(url);
      }),
    );
    const client = new QueryClient();
    const page = await preloadPage(pathname);
    await Promise.all([prefetchLayout(client), page?.prefetch?.(client, pathname)]);
    expect(new Set(asked)).toEqual(new Set(firstCallsOf(pathname, wide)));
  });

  it('is taken by the API client once, for the same session and language, instead of asking again', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    const started = { token: 'tok', language: document.documentElement.lang, at: Date.now(), calls: new Map([['/api/candidate/dash', Promise.resolve(answer('/api/candidate/dash'))]]) };
    (window as unknown as Record<string, unknown>)[FIRST_CALLS_GLOBAL] = started;
    await api.get('/api/candidate/dash');
    expect(fetchMock).not.toHaveBeenCalled();
    await api.get('/api/candidate/dash');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Calls started long ago, or for another session, are not taken.
    started.calls.set('/api/candidate/dash', Promise.resolve(answer('/api/candidate/dash')));
    started.at = Date.now() - FIRST_CALLS_MAX_AGE_MS - 1;
    await api.get('/api/candidate/dash');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    started.at = Date.now();
    started.token = 'other';
    await api.get('/api/candidate/dash');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('starts nothing when the app asked before the script ran (its answers could never be taken)', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    await api.get('/api/candidate/dash');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.resetModules();
    await import('./first-calls');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((window as unknown as Record<string, unknown>)[FIRST_CALLS_GLOBAL]).toBeNull();
    // Before the app, it starts the page's calls.
    delete (window as unknown as Record<string, unknown>)[FIRST_CALLS_GLOBAL];
    vi.resetModules();
    await import('./first-calls');
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
  });

  it('asks again when a started call could not reach the server', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    (window as unknown as Record<string, unknown>)[FIRST_CALLS_GLOBAL] = {
      token: 'tok',
      language: document.documentElement.lang,
      at: Date.now(),
      calls: new Map([['/api/candidate/profile', Promise.reject(new TypeError('Failed to fetch'))]]),
    };
    await expect(api.get('/api/candidate/profile')).resolves.toMatchObject({ status: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('names no call on the sign-in pages', () => {
    expect(firstCallsOf('/auth/login', true)).toEqual([]);
  });
});
