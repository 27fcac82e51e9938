import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import { getAuth, setSession } from '../../../lib/auth-store';
import { SessionDialog } from './session-dialog';

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderDialog() {
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <SessionDialog />
      </MemoryRouter>
    </Providers>,
  );
}

const setCookie = (present: boolean) => {
  document.cookie = present ? 'username=a%40example.com; path=/' : 'username=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

describe('session dialog (spec §2/§4), in a browser without the Cookie Store API: checked every second', () => {
  beforeEach(() => {
    vi.stubGlobal('cookieStore', undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: true, message: 'ok' }), { status: 200 })));
    setSession({ token: 'token', email: 'a@example.com', org: 'MHS' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setCookie(false);
  });

  it('stays closed while the username cookie is there', async () => {
    setCookie(true);
    renderDialog();
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens "Oh No!" within a second of the cookie going, counts down 30 s, then clears the session and goes to /', async () => {
    setCookie(true);
    renderDialog();
    await act(async () => vi.advanceTimersByTime(2_000));
    setCookie(false);
    await act(async () => vi.advanceTimersByTime(1_000));
    // The dialog's own chunk loads as it first opens.
    expect(await screen.findByRole('dialog', { name: 'Oh No!' })).toBeTruthy();
    expect(screen.getByText('Your session has expired. You will be logged out in 30 seconds.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Your session has expired. You will be logged out in 20 seconds.')).toBeTruthy();
    expect(getAuth().token).toBe('token');
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(getAuth().token).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('Logout Now ends the session at once and tells the server', async () => {
    renderDialog();
    await act(async () => vi.advanceTimersByTime(1_000));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(await screen.findByRole('button', { name: 'Logout Now' }));
    expect(getAuth().token).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/api/auth/logout'))).toBe(true);
  });
});

/** A browser's cookie store as far as the watch uses it: get, and a change event (decision 055). */
class FakeCookieStore extends EventTarget {
  cookie: { name: string; value: string; expires: number | null } | null = null;
  readonly get = vi.fn(async (name: string) => (this.cookie && this.cookie.name === name && (this.cookie.expires === null || this.cookie.expires > Date.now()) ? this.cookie : null));
  set(expires: number | null) {
    this.cookie = { name: 'username', value: '1', expires };
    this.dispatchEvent(new Event('change'));
  }
  delete() {
    this.cookie = null;
    this.dispatchEvent(new Event('change'));
  }
}

describe('session dialog (spec §2/§4), with the Cookie Store API: read when it changes and when it expires (decision 055)', () => {
  let store: FakeCookieStore;
  let read: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: true, message: 'ok' }), { status: 200 })));
    store = new FakeCookieStore();
    vi.stubGlobal('cookieStore', store);
    read = vi.spyOn(document, 'cookie', 'get');
    setSession({ token: 'token', email: 'a@example.com', org: 'MHS' });
  });
  afterEach(() => {
    read.mockRestore();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the cookie once while it stays, not every second, and never through document.cookie', async () => {
    store.set(Date.now() + 60 * 60_000);
    renderDialog();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(store.get).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('opens "Oh No!" at once when the cookie is deleted (a sign-out elsewhere), and counts down from 30', async () => {
    store.set(Date.now() + 60 * 60_000);
    renderDialog();
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    await act(async () => store.delete());
    expect(await screen.findByRole('dialog', { name: 'Oh No!' })).toBeTruthy();
    expect(screen.getByText('Your session has expired. You will be logged out in 30 seconds.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(getAuth().token).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('opens "Oh No!" when the cookie expires, and follows a later expiry the server sets', async () => {
    store.set(Date.now() + 5_000);
    renderDialog();
    await act(async () => vi.advanceTimersByTimeAsync(3_000));
    // The server moves the session (and its cookie) on: the first expiry passes without a dialog.
    await act(async () => store.set(Date.now() + 10_000));
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(5_500));
    expect(await screen.findByRole('dialog', { name: 'Oh No!' })).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
  });
});
