// The job page shows Submit and Favorite only once both the job and the references rule are known: the rule's notice
// goes above Favorite, so showing the buttons first would move Favorite under a click as the notice arrives, and would
// offer Submit for a moment to a candidate the server refuses. A failed rule load blocks nothing (the server decides).
import { cleanup, render, screen } from '@testing-library/react';
import type { RefStatus } from '@portal/shared/dashboard';
import type { TJobPage } from '@portal/shared/schemas/submissions';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import JobDetailPage from './job-detail';

const JOB: TJobPage = {
  _id: '7d1f0a52-3c8e-4f61-9b1a-2f4e5d6c7b8a',
  Public_Notes: null,
  Modality: 'Nursing',
  Submodality: 'Dialysis',
  Shift: 'Evenings 5x8 (15:00-23:30)',
  Position_Name: 'Travel RN - Dialysis',
  NumberOfPositions: 5,
  City: 'Dallas',
  State: 'TX',
  Zip: '75201',
  Duration_Amount: 13,
  Weekly_Hours: 40,
  facilityName: 'Dallas Kidney and Dialysis Center',
  completionBonusPay: null,
  startingBonusPay: null,
  gapRate: null,
  OvertimeBase: null,
  OtPayRate: null,
  weeklyPay: 1800,
  weeklyStipends: 900,
  createdAt: '2026-11-20T10:00:00Z',
  Estimated_Start_Date: '2027-01-10',
  isOpen: true,
  submission: null,
};
const NOT_MET: RefStatus = { completed: 0, awaiting: 0, managerCompleted: false, meetsRule: false, ruleEnabled: true, missing: '' };

const json = (data: unknown, status = 200) => new Response(JSON.stringify(status < 400 ? { status: true, data } : { status: false, message: 'Something went wrong.' }), { status });

/** The reference status answers only when the test says so. */
let answerStatus: (response: Response) => void;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/reference/status')) return new Promise<Response>((resolve) => (answerStatus = resolve));
      if (url.includes(`/api/job/${JOB._id}`)) return json(JOB);
      if (url.includes('/api/jobs/readiness')) return json([{ jobId: JOB._id, ready: false, todo: [{ kind: 'application', link: '/application' }] }]);
      return new Response('', { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[`/openjobs/${JOB._id}`]}>
        <Routes>
          <Route path="/openjobs/:id" element={<JobDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

describe('the job page', () => {
  it('waits for the references rule before it shows its actions, then shows the notice above Favorite', async () => {
    renderPage();
    // The job is in; the rule is not: a loading indicator, no buttons to click yet.
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes(`/api/job/${JOB._id}`))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Favorite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit to this job' })).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    answerStatus(json(NOT_MET));
    const favourite = await screen.findByRole('button', { name: 'Favorite' });
    const submit = screen.getByRole('button', { name: 'Submit to this job' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    const notice = document.getElementById('reference-rule')!;
    expect(notice.textContent).toContain('references');
    // In the document's order: Submit, the notice, then Favorite.
    expect(submit.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(favourite) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Travel RN - Dialysis');
    // The readiness meter (decision 037), above Submit, with its one link.
    expect(screen.getByText('1 thing to do').compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Submit your application' }).getAttribute('href')).toBe('/application');
  });

  it('a failed rule load shows the actions with Submit enabled: the server decides', async () => {
    renderPage();
    await vi.waitFor(() => expect(answerStatus).toBeTypeOf('function'));
    answerStatus(json(null, 500));
    await screen.findByRole('button', { name: 'Favorite' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Submit to this job' }).hasAttribute('disabled')).toBe(false);
    expect(document.getElementById('reference-rule')).toBeNull();
  });
});
