import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import type { ChangeLogEntry } from '../api/get-logs';
import { ChangeLogPanel } from './changelog-panel';

const ENTRIES: ChangeLogEntry[] = [
  {
    version: '1.1.0',
    deployedAt: '2026-02-03',
    items: [
      { modName: 'Jobs', type: 'New Feature', desc: 'Favourite <strong>open jobs</strong>.' },
      { modName: 'Accounts', type: 'Bugs', desc: 'Sign-in keeps the e-mail.' },
    ],
  },
  { version: '1.0.0', deployedAt: '2026-01-15', items: [{ modName: 'References', type: 'Improvement', desc: 'Faster list.' }] },
];

function renderPanel() {
  render(
    <Providers queryClient={createQueryClient()}>
      <ChangeLogPanel open onClose={() => undefined} />
    </Providers>,
  );
}

describe('change-log panel (spec §2, §5)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: true, data: { data: ENTRIES } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('reads the releases with {portal:"Candidate", release:true} and shows version, MM/DD/YYYY date and items', async () => {
    renderPanel();
    expect(await screen.findByText('1.1.0')).toBeTruthy();
    expect(screen.getByText('Deployed 02/03/2026')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/tech/getLogs');
    expect(JSON.parse(String(init.body))).toEqual({ portal: 'Candidate', release: true });
    expect(screen.getByText('New Feature')).toBeTruthy();
    expect(screen.getByText('Bugs')).toBeTruthy();
  });

  // DOMPurify's removal of unsafe markup is not checked here: happy-dom's DOM lets it keep event-handler attributes
  // that a real browser's DOM lets it strip. The browser tests render real release notes.
  it('renders the item HTML', async () => {
    renderPanel();
    const bold = await screen.findByText('open jobs');
    expect(bold.tagName).toBe('STRONG');
  });

  it('searches on Enter and on the search button, ignoring case; a blank query resets', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('1.1.0');
    const input = screen.getByRole('textbox', { name: 'Search changes' });

    await user.type(input, 'REFERENCES');
    // Typing alone does not search.
    expect(screen.getByText('1.1.0')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('1.1.0')).toBeNull();
    expect(screen.getByText('1.0.0')).toBeTruthy();

    await user.clear(input);
    expect(screen.getByText('1.1.0')).toBeTruthy();

    await user.type(input, 'sign-in');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const entries = screen.getAllByTestId('changelog-entry');
    expect(entries).toHaveLength(1);
    expect(within(entries[0] as HTMLElement).getByText('Accounts')).toBeTruthy();
    expect(within(entries[0] as HTMLElement).queryByText('Jobs')).toBeNull();
  });
});
