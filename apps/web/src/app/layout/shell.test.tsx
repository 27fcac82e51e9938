// The shell's titles, breadcrumbs, menus and keyboard aids, rendered through the real route table.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingBarValue } from '../../components/loading-bar';
import { reloadAuthFromStorage } from '../../lib/auth-store';
import { renderRoutesAt } from '../../test/render-routes';
import { pageTitle } from './page-title';

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
  if (token) {
    localStorage.setItem('jwt', token);
    localStorage.setItem(
      'auth',
      JSON.stringify({
        email: 'jordan@example.com',
        org: 'MHS',
        brand: BRAND,
        profileData: { firstName: 'Jordan', lastName: 'Rivera' },
      }),
    );
  }
  document.cookie = token
    ? 'username=candidate%40example.com; path=/'
    : 'username=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  reloadAuthFromStorage();
  return renderRoutesAt(path);
}

const WAIT = { timeout: 10_000 };

describe('shell', { timeout: 20_000 }, () => {
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

  it('the tab title names the page before the brand title of spec §1', async () => {
    expect(pageTitle('Open Jobs', BRAND)).toBe('Open Jobs · Meridian Health Staffing Compliances');
    renderAt('/subscription', { token: 'token' });
    await screen.findByRole('heading', { name: 'Subscription' }, WAIT);
    await vi.waitFor(() => expect(document.title).toBe('Subscription · Meridian Health Staffing Compliances'), WAIT);
  });

  it('a not-found page is titled and crumbed as such, not by the typed path', async () => {
    renderAt('/no/such-page', { token: 'token' });
    await screen.findByRole('heading', { name: 'Oops' }, WAIT);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('Home/Page not found');
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Meridian Health Staffing Compliances'), WAIT);
  });

  it('the sidebar list holds only list items, and My Profile is in the user panel', async () => {
    renderAt('/subscription', { token: 'token' });
    await screen.findByRole('heading', { name: 'Subscription', level: 1 }, WAIT);
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    for (const list of nav.querySelectorAll('ul'))
      for (const child of list.children)
        expect(child.tagName, `a child of the menu list: ${child.outerHTML.slice(0, 80)}`).toBe('LI');
    expect(within(nav).getByRole('link', { name: 'Subscription' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link', { name: 'My Profile' })[0]!.getAttribute('href')).toBe('/profile');
  });

  it('the Language and status buttons are named by what they show', async () => {
    renderAt('/subscription', { token: 'token' });
    await screen.findByRole('heading', { name: 'Subscription', level: 1 }, WAIT);
    const language = screen.getByRole('button', { name: 'EN, Language: English' });
    expect(language.textContent).toBe('EN');
    const status = screen.getAllByRole('button', { name: 'Online, change status' })[0]!;
    expect(status.textContent).toBe('Online');
  });

  it('the skip link is the first link and moves focus to the page heading', async () => {
    renderAt('/auth/login');
    const heading = await screen.findByRole('heading', { name: 'Sign In', level: 1 }, WAIT);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.querySelector('a')).toBe(skip);
    await userEvent.click(skip);
    expect(document.activeElement).toBe(heading);
  });

  it('the loading bar closes in on the end one 500 ms step at a time', () => {
    const values = [0, 1, 2, 3, 6].map(loadingBarValue);
    expect(values[0]).toBe(40);
    for (let i = 1; i < values.length; i += 1) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
    expect(values.at(-1)!).toBeLessThan(100);
  });
});
