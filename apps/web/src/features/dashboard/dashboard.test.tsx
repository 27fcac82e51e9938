// The dashboard's cards against the shapes of packages/shared/src/dashboard.ts: each says plainly when its part is
// absent, and shows the real data when present; the sidebar's badges read the same data.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { describeMissing } from '@portal/shared/schemas/references';
import type { DashboardData } from '@portal/shared/dashboard';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../app/providers';
import i18n from '../../lib/i18n';
import { Sidebar } from '../../app/layout/sidebar';
import { EmailsCard } from './components/emails-card';
import { NextSteps } from './components/next-steps';
import { RecruiterCard } from './components/recruiter-card';
import { SubmissionsCard } from './components/submissions-card';

const CANDS: NonNullable<DashboardData['cands']> = {
  firstName: 'Jordan',
  step: 1,
  stepKey: 'education',
  completeness: 42,
  submittedAt: null,
  hasResume: false,
  submissions: {
    total: 2,
    byStatus: { interview: 1, submitted: 1 },
    latest: [
      { id: 's1', jobId: 'j1', status: 'interview', positionName: 'PCT - Med Surg', facilityName: 'Saint Mary', city: 'Nashville', state: 'TN', updatedAt: '2026-11-20T10:00:00Z' },
      { id: 's2', jobId: 'j2', status: 'submitted', positionName: 'CNA - Rehab', facilityName: 'Lakeside', city: 'Memphis', state: 'TN', updatedAt: '2026-11-19T10:00:00Z' },
    ],
  },
  expiring: [
    { section: 'licenses', label: 'RN licence TN 12345', expiresOn: '2026-11-20', daysLeft: -4, expired: true },
    { section: 'lifeSupportCert', label: 'BLS card', expiresOn: '2027-01-03', daysLeft: 40, expired: false },
  ],
};

const wrap = (ui: React.ReactElement) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );

let dash: DashboardData = {};
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).includes('/api/candidate/dash')) return new Response(JSON.stringify({ status: true, data: dash }), { status: 200 });
      return new Response('', { status: 204 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('next steps', () => {
  it('with only the dashboard’s own part: the application step, and plain "nothing yet" for references and skills', async () => {
    wrap(<NextSteps data={{ cands: CANDS }} />);
    const application = await screen.findByTestId('step-application');
    expect(application.textContent).toContain('Step 2 of 18: Education');
    expect(within(application).getByTestId('completeness').textContent).toBe('42% complete');
    expect(application.textContent).toContain('Add your CV (PDF, at most 1 MB).');
    expect(screen.getByTestId('step-references').textContent).toContain('No references yet. You need at least 2, one of them from a Manager');
    expect(screen.getByTestId('step-skills').textContent).toContain('No skills checklist yet.');
    expect(screen.getByTestId('step-expiring').textContent).toMatch(/BLS card: expires .*2027.* \(in 40 days\)/);
    expect(screen.getByTestId('step-expiring').textContent).toMatch(/RN licence TN 12345: expired .*2026/);
  });

  it('with the references and skills parts: their real numbers', async () => {
    wrap(
      <NextSteps
        data={{
          cands: { ...CANDS, completeness: 100, hasResume: true, expiring: [] },
          refStatus: { completed: 1, awaiting: 2, managerCompleted: false, meetsRule: false, ruleEnabled: true, missing: describeMissing(1, false) },
          skills: { completed: 3, expiring: 1, latest: null },
        }}
      />,
    );
    expect((await screen.findByTestId('step-application')).textContent).toContain('Your application is complete.');
    expect(screen.getByTestId('step-references').textContent).toContain('1 completed, 2 awaiting a reply.');
    expect(screen.getByTestId('step-references').textContent).toContain('You need 1 more completed reference from a Manager before you can apply for jobs.');
    expect(screen.getByTestId('step-skills').textContent).toContain('3 checklists completed. 1 expires soon.');
    expect(screen.getByTestId('step-expiring').textContent).toContain('Nothing has expired, and nothing expires in the next 90 days.');
  });

  it('what the references rule still needs is in the candidate’s language (the server says it in English)', async () => {
    await act(() => i18n.changeLanguage('de'));
    try {
      const refStatus = { completed: 0, awaiting: 1, managerCompleted: false, meetsRule: false, ruleEnabled: true, missing: describeMissing(0, false) };
      wrap(<NextSteps data={{ cands: CANDS, refStatus }} />);
      const step = await screen.findByTestId('step-references');
      expect(step.textContent).not.toContain(refStatus.missing);
      expect(step.textContent).toContain(i18n.t('references:rule.needMoreWithManager', { count: 2 }));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('cards', () => {
  it('submissions: none yet, then the latest with their status', async () => {
    wrap(<SubmissionsCard cands={undefined} />);
    expect((await screen.findByTestId('card-submissions')).textContent).toContain('No submissions yet.');
    cleanup();
    wrap(<SubmissionsCard cands={CANDS} />);
    const rows = await screen.findAllByTestId('dashboard-submission');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('PCT - Med SurgInterview'), expect.stringContaining('CNA - RehabSubmitted')]);
  });

  it('job e-mails: absent part says none; present part lists them with the unread count', async () => {
    wrap(<EmailsCard data={{}} />);
    expect((await screen.findByTestId('card-emails')).textContent).toContain('No job e-mails yet.');
    cleanup();
    wrap(<EmailsCard data={{ emails: [{ id: 'e1', subject: 'New PCT jobs in Tennessee', sentAt: '2026-11-22T12:00:00Z', jobCount: 4 }], emailsUnread: 1 }} />);
    const card = await screen.findByTestId('card-emails');
    expect(card.textContent).toContain('1 new');
    expect(card.textContent).toContain('New PCT jobs in Tennessee');
    expect(card.textContent).toContain('4 jobs');
  });

  it('recruiter: not chosen yet, then how to reach the chosen one', async () => {
    wrap(<RecruiterCard recruiter={null} />);
    expect((await screen.findByTestId('card-recruiter')).textContent).toContain('You have not chosen a recruiter yet.');
    expect(screen.getByRole('button', { name: 'Choose a recruiter' })).toBeTruthy();
    cleanup();
    wrap(<RecruiterCard recruiter={{ id: 'r1', name: 'Avery Thompson', email: 'avery@example.com', phone: '(615) 555-0101', photo: null, specialties: ['PCT'], states: ['TN'] }} />);
    expect((await screen.findByRole('link', { name: 'E-mail Avery Thompson' })).getAttribute('href')).toBe('mailto:avery@example.com');
    expect(screen.getByRole('link', { name: 'Call Avery Thompson' }).getAttribute('href')).toBe('tel:6155550101');
    expect(screen.getByRole('button', { name: 'Change recruiter' })).toBeTruthy();
  });
});

describe('sidebar', () => {
  it('has section titles, every page, and badges from the dashboard data beside (not in) the links', async () => {
    localStorage.setItem('jwt', 'token');
    dash = { cands: CANDS, emailsUnread: 3, refStatus: { completed: 0, awaiting: 2, managerCompleted: false, meetsRule: false, ruleEnabled: true, missing: '' } };
    wrap(<Sidebar brand={null} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const title of ['Overview', 'Job search', 'Credentials', 'Account']) expect(within(nav).getByText(title)).toBeTruthy();
    for (const [name, href] of [
      ['Skills Checklist', '/skills/checklist'],
      ['References', '/references'],
      ['Job Email History', '/jobs/email'],
      ['My Account', '/accounts'],
      ['FAQs', '/faqs'],
    ])
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    const badges = await within(nav).findAllByTestId('nav-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(['33 new job e-mails', '22 documents expiring or expired', '22 references awaiting a reply']);
    expect(within(nav).getByRole('link', { name: 'References' }).textContent).toBe('References');
  });
});
