// Open Jobs' cards (decision 049): plain elements under one styled root say everything the MUI components said; a heart
// likes its job through the query client's mutation cache (no observer per card), at once, and goes back on failure.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import type { CardJob } from '../api/search-open-jobs';
import OpenJobsResults from './open-jobs-results';

const job = (id: string, extra: Partial<CardJob & { isOpen: boolean }> = {}): CardJob =>
  ({
    _id: id,
    Position_Name: `Travel RN - Dialysis ${id}`,
    facilityName: 'Dallas Kidney and Dialysis Center',
    City: 'Dallas',
    State: 'TX',
    Shift: 'Evenings 5x8',
    Submodality: 'Dialysis',
    Duration_Amount: 13,
    Weekly_Hours: 40,
    weeklyPay: 1530,
    weeklyStipends: 1530,
    completionBonusPay: null,
    startingBonusPay: null,
    Estimated_Start_Date: '2027-01-11',
    ...extra,
  }) as CardJob;

const JOBS = [job('a', { completionBonusPay: 500, startingBonusPay: 250, isOpen: false }), job('b', { weeklyStipends: null, Estimated_Start_Date: null })];
const json = (data: unknown, status = 200) => new Response(JSON.stringify(status < 400 ? { status: true, data } : { status: false, message: 'Something went wrong.' }), { status });
let likeAnswer: () => Response;

beforeEach(() => {
  localStorage.clear();
  likeAnswer = () => json({ jobId: 'b', liked: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/jobs/readiness')) return json([{ jobId: 'a', ready: true, todo: [] }, { jobId: 'b', ready: false, todo: [{ kind: 'application', link: '/application' }] }]);
      if (url.includes('/like')) return likeAnswer();
      if (url.includes('/api/auth/getLikedJobids')) return json([]);
      return new Response('', { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderResults = (client = createQueryClient()) => {
  render(
    <Providers queryClient={client}>
      <MemoryRouter>
        <OpenJobsResults
          jobs={{ items: JOBS, paging: { page: 1, perPage: 12, total: 2, totalPages: 1 } }}
          busy={false}
          liked={new Set(['a'])}
          onPage={() => undefined}
          onPerPage={() => undefined}
        />
      </MemoryRouter>
    </Providers>,
  );
  return client;
};

describe('Open Jobs cards', () => {
  it('say what, where, when and the pay, with the heart, the meter and the link to the job', async () => {
    renderResults();
    const first = within(await screen.findByRole('article', { name: 'Travel RN - Dialysis a' }));
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Travel RN - Dialysis a');
    expect(first.getByTitle('Dallas Kidney and Dialysis Center')).toBeTruthy();
    for (const text of ['Dialysis', 'Evenings 5x8', 'No longer open', 'Dallas, TX', '13 weeks · 40 h/week', '+ $1,530 stipends', 'Est. weekly gross $3,060']) {
      expect(first.getByText(text, { normalizer: (s) => s.replace(/\s+/g, ' ').trim() })).toBeTruthy();
    }
    expect(screen.getByRole('article', { name: 'Travel RN - Dialysis a' }).textContent).toContain('$1,530/week');
    expect(first.getByText(/Completion bonus \$500/)).toBeTruthy();
    expect(first.getByText(/Sign-on bonus \$250/)).toBeTruthy();
    expect(first.getByRole('button', { name: /Travel RN - Dialysis a/ }).getAttribute('aria-pressed')).toBe('true');
    expect(first.getByRole('link', { name: 'View job' }).getAttribute('href')).toBe('/openjobs/a');
    expect(await first.findByText('Ready to submit')).toBeTruthy();

    const second = within(screen.getByRole('article', { name: 'Travel RN - Dialysis b' }));
    expect(second.queryByText('No longer open')).toBeNull();
    expect(second.queryByText(/stipends/)).toBeNull();
    expect(second.getByText('Start date to be confirmed')).toBeTruthy();
    expect(await second.findByText('1 thing to do')).toBeTruthy();
  });

  it('a heart likes its job at once, and goes back when the like fails', async () => {
    const client = renderResults();
    client.setQueryData(['jobs', 'likes'], ['a']);
    const heart = within(await screen.findByRole('article', { name: 'Travel RN - Dialysis b' })).getByRole('button', { name: /Travel RN - Dialysis b/ });
    fireEvent.click(heart);
    await vi.waitFor(() => expect(client.getQueryData(['jobs', 'likes'])).toEqual(['b', 'a']));
    const like = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/job/b/like'));
    expect(like?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(like?.[1]?.body))).toMatchObject({ liked: true });

    likeAnswer = () => json(null, 500);
    client.setQueryData(['jobs', 'likes'], ['a']);
    fireEvent.click(heart);
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/api/job/b/like')).length).toBeGreaterThanOrEqual(2));
    await vi.waitFor(() => expect(client.getQueryData(['jobs', 'likes'])).toEqual(['a']));
  });
});
