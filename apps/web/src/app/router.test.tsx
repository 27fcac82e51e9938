import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAuthFromStorage } from '../lib/auth-store';
import { writeIdentity } from '../lib/identity-cache';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { renderRoutesAt } from '../test/render-routes';
import { RootError } from './router';

const BRAND = {
  code: 'MHS',
  prefix: 'MHS-candidate',
  name: 'Meridian Health Staffing',
  logo: null,
  favicon: null,
  supportEmail: 'support@example.com',
  supportPhone: '615-555-0142',
  board: null,
};

function renderAt(path: string, { token }: { token?: string } = {}) {
  if (token) localStorage.setItem('jwt', token);
  // A real sign-in also sets the `username` session cookie; without it the session dialog (spec §4) reports an
  // expired session over the page.
  document.cookie = token ? 'username=candidate%40example.com; path=/' : 'username=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  reloadAuthFromStorage();
  return renderRoutesAt(path);
}

// The page fades in 500 ms after a route change (spec §4), and a real page's chunk loads first; allow for both.
const WAIT = { timeout: 10_000 };

describe('route table, guard and not-found pages (spec §2)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      // The brand for the identity call; every other call finds nothing, as a server without this candidate's data would.
      vi.fn(async (input: RequestInfo | URL) =>
        String(input instanceof Request ? input.url : input).includes('/api/identity')
          ? new Response(JSON.stringify({ status: true, data: { result: { meta: BRAND } } }), { status: 200 })
          : new Response(JSON.stringify({ status: false, message: 'Not found.' }), { status: 404 }),
      ),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows Oops / Page Not Found :( with Go To Dashboard for an unknown path', async () => {
    const router = renderAt('/no-such-page', { token: 'token' });
    expect(await screen.findByRole('heading', { name: 'Oops' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Page Not Found :(')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go To Dashboard' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the not-found page for an unknown sub-path of auth', async () => {
    renderAt('/auth/no-such-step');
    expect(await screen.findByRole('heading', { name: 'Oops' }, WAIT)).toBeTruthy();
  });

  it('redirects an unknown path containing /login to /', async () => {
    // A public path (faqs) so the guard lets it through to the route table signed out.
    const router = renderAt('/faqs/old/login');
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/faqs/old/login'), WAIT);
    // / then needs a token: the guard goes on to sign-in.
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Sign In' }, WAIT)).toBeTruthy();
  });

  it('signed in, an unknown path containing /login lands on /', async () => {
    const router = renderAt('/jobs/login', { token: 'token' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signed out, a protected path goes to /auth/login remembering where it came from', async () => {
    const router = renderAt('/jobs/open');
    expect(await screen.findByRole('heading', { name: 'Sign In' }, WAIT)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: '/jobs/open', signedIn: false });
  });

  it('renders a titled placeholder for a page not built yet, inside the signed-in layout', async () => {
    renderAt('/app/pages/invoice', { token: 'token' });
    expect(await screen.findByRole('heading', { name: 'Invoice' }, WAIT)).toBeTruthy();
    expect(screen.getByText('This page is coming soon.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('shows the error screen for a render error outside a page, and tries again at another address', async () => {
    // React logs the caught error.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeIdentity({ ...BRAND, favicon: '/brand/meridian-favicon.svg' });
    function Thrower() {
      if (useLocation().pathname === '/broken') throw new Error('broken on purpose');
      return <p>working</p>;
    }
    function GoHome() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/')}>home</button>;
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <RootError>
          <Thrower />
        </RootError>
        <GoHome />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    // The shell that sets the tab's icon is what failed: the error screen sets the last brand's (index.html has none).
    await vi.waitFor(() => expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brand/meridian-favicon.svg'));
    await userEvent.click(screen.getByRole('button', { name: 'home' }));
    expect(await screen.findByText('working')).toBeTruthy();
    logged.mockRestore();
  });
});
