// The candidate's language reaches the server when a signed-in candidate changes it (their e-mails follow it,
// decision 042); a link that names its language opens in it without changing the device's choice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAuthFromStorage } from './auth-store';
import { rememberLanguage } from './remember-language';

afterEach(() => {
  vi.restoreAllMocks();
  reloadAuthFromStorage();
});

describe('the language kept on the account', () => {
  it('is sent when a signed-in candidate changes it', async () => {
    localStorage.setItem('jwt', 'token-1');
    reloadAuthFromStorage();
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"status":true,"data":{"language":"de"}}', { status: 200 }));
    await rememberLanguage('de');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/account/language');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({ language: 'de' });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('is not sent while signed out (the next sign-in tells it)', async () => {
    reloadAuthFromStorage();
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    await rememberLanguage('es');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed call changes nothing on the page', async () => {
    localStorage.setItem('jwt', 'token-2');
    reloadAuthFromStorage();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await expect(rememberLanguage('es')).resolves.toBeUndefined();
  });
});

describe('a link that names its language', () => {
  it('opens the page in it, and the device keeps its own choice', async () => {
    const before = `${location.pathname}${location.search}${location.hash}`;
    localStorage.setItem('language', 'de');
    history.replaceState(null, '', '/verify-references?lang=es#token=abc');
    vi.resetModules();
    try {
      const { default: fresh } = await import('./i18n');
      expect(fresh.language).toBe('es');
      expect(document.documentElement.lang).toBe('es');
      expect(localStorage.getItem('language')).toBe('de');
      history.replaceState(null, '', '/verify-references?lang=fr#token=abc');
      vi.resetModules();
      const { default: other } = await import('./i18n');
      expect(other.language).toBe('de');
    } finally {
      history.replaceState(null, '', before);
      vi.resetModules();
    }
  });
});
