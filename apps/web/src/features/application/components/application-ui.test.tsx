import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { TApplication } from '@portal/shared/application/contract';
import { sampleSectionData } from '@portal/shared/application/samples';
import { sectionByKey } from '@portal/shared/application/sections';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import { clearSession, setSession } from '../../../lib/auth-store';
import i18n from '../../../lib/i18n';
import { IncompleteProfileBanner } from './incomplete-profile-banner';
import { SectionForm } from './section-form';

const APPLICATION: TApplication = {
  sections: {},
  applicationDetails: {},
  step: 0,
  completeness: 0,
  submittedAt: null,
  offerRecorded: false,
  documents: [],
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => unknown;

beforeEach(() => {
  calls = [];
  answer = () => APPLICATION;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return new Response(JSON.stringify({ status: true, data: answer(call) }), { status: 200 });
    }),
  );
});
afterEach(async () => {
  // Unmounting saves what was typed: unmount, and let that save go, while the stub still answers.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
});

const wrap = (ui: React.ReactNode, path = '/') =>
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );

describe('incomplete-profile banner (spec §2, §4)', () => {
  it('shows "Incomplete Profile. Please See dashboard." linking to / while a flag or the resume is missing', async () => {
    answer = () => ({
      data: {
        applicationDetails: { personalInfo: true },
        resume: null,
        specialties: [],
        email: 'a@b.c',
        skillsChecklist: [],
        references: [],
      },
    });
    wrap(<IncompleteProfileBanner />, '/jobs/open');
    const link = await screen.findByRole('link', { name: 'Incomplete Profile. Please See dashboard.' });
    expect(link.getAttribute('href')).toBe('/');
  });

  it('on the dashboard itself leads to the application instead', async () => {
    answer = () => ({ data: { applicationDetails: { personalInfo: true }, resume: null, specialties: [], email: 'a@b.c', references: [] } });
    wrap(<IncompleteProfileBanner />, '/');
    const link = await screen.findByRole('link', { name: 'Incomplete Profile. Please complete your application.' });
    expect(link.getAttribute('href')).toBe('/application');
  });
});

describe('generic section form', () => {
  it('"Save and continue" shows the shared messages per field and saves nothing while something is wrong', async () => {
    const onDone = vi.fn();
    wrap(<SectionForm section={sectionByKey('gapHistory')} state={undefined} application={APPLICATION} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Please select an option.')).toBeTruthy();
    expect(screen.getByText('Please correct the 4 highlighted fields.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('types through the date mask, saves a complete section, and "Not applicable" where the section allows it', async () => {
    const onDone = vi.fn();
    wrap(<SectionForm section={sectionByKey('gapHistory')} state={undefined} application={APPLICATION} onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(/From \(MM\/YYYY\)/), '012020');
    expect((screen.getByLabelText(/From \(MM\/YYYY\)/) as HTMLInputElement).value).toBe('01/2020');
    await userEvent.type(screen.getByLabelText(/To \(MM\/YYYY\)/), '062020');
    await userEvent.selectOptions(screen.getByLabelText(/Reason/), 'relocation');
    await userEvent.type(screen.getByLabelText(/Explanation/), 'Moved to Texas');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Data has been saved')).toBeTruthy();
    const complete = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(complete.url).toBe('/api/candidate/application/gapHistory');
    expect(complete.body).toMatchObject({
      data: [{ startDate: '01/2020', endDate: '06/2020', reason: 'relocation', explanation: 'Moved to Texas' }],
    });
    expect((complete.body as { draft?: boolean }).draft).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Not applicable' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toMatchObject({ data: null, notApplicable: true });
  });

  it('saves a draft when a field loses focus, and adds and removes entries within repeat.min/max', async () => {
    wrap(
      <SectionForm section={sectionByKey('gapHistory')} state={undefined} application={APPLICATION} onDone={() => undefined} />,
    );
    await userEvent.type(screen.getByLabelText(/From \(MM\/YYYY\)/), '01');
    await userEvent.tab();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && (c.body as { draft?: boolean }).draft === true)).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ data: [{ startDate: '01' }], draft: true });
    expect(screen.queryByRole('button', { name: /Remove Gap/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Gap' }));
    expect(screen.getByText('Gap 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Gap 2' }));
    expect(screen.queryByText('Gap 2')).toBeNull();
  });

  it('gaps found in the history are offered as pre-filled gapHistory entries', async () => {
    answer = (call) =>
      call.url.endsWith('/api/candidate/application/gaps')
        ? [
            { startDate: '01/2022', endDate: '06/2022', explanation: '' },
            { startDate: '01/2023', endDate: '04/2023', explanation: '' },
          ]
        : APPLICATION;
    wrap(
      <SectionForm section={sectionByKey('gapHistory')} state={undefined} application={APPLICATION} onDone={() => undefined} />,
    );
    expect((await screen.findByTestId('gap-suggestions')).textContent).toContain('We found 2 gaps of more than 30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Add them' }));
    expect(screen.queryByText('Gap 3')).toBeNull();
    const from = screen.getAllByLabelText(/From \(MM\/YYYY\)/) as HTMLInputElement[];
    expect(from.map((input) => input.value)).toEqual(['01/2022', '01/2023']);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('a second current job is refused on "Save and continue", in the candidate\'s language', async () => {
    const work = sampleSectionData(sectionByKey('workHistory')) as Array<Record<string, unknown>>;
    const current = { ...work[0], current: true, endDate: undefined };
    const state = { data: [current, { ...current, employer: 'Second Hospital' }], status: 'draft' as const, updatedAt: '2026-11-01T00:00:00.000Z' };
    await act(() => i18n.changeLanguage('de'));
    try {
      wrap(<SectionForm section={sectionByKey('workHistory')} state={state} application={APPLICATION} onDone={() => undefined} />);
      await userEvent.click(await screen.findByRole('button', { name: i18n.t('form.saveAndContinue', { ns: 'application' }) }));
      expect(await screen.findAllByText('Nur eine Stelle kann Ihre aktuelle Stelle sein. Bitte antworten Sie hier oder bei der anderen aktuellen Stelle mit Nein.')).toHaveLength(1);
      expect(calls.filter((c) => c.method === 'PUT' && !(c.body as { draft?: boolean }).draft)).toHaveLength(0);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('a Yes answer asks for an explanation', async () => {
    wrap(
      <SectionForm
        section={sectionByKey('hospitalAffilation')}
        state={undefined}
        application={APPLICATION}
        onDone={() => undefined}
      />,
    );
    expect(screen.queryByLabelText(/Please explain/)).toBeNull();
    const group = screen.getByRole('radiogroup', { name: /restricted or terminated/ });
    await userEvent.click(group.querySelector('input[value="yes"]')!);
    expect(screen.getByLabelText(/Please explain/)).toBeTruthy();
  });
});

describe('personal information in parts: a short first step, then the role’s own options (decision 044)', () => {
  const personal = sectionByKey('personalInfo');
  /** A new CNA's first step, all but the ZIP code. */
  const firstStep = {
    fName: 'Dana',
    lName: 'Price',
    email: 'dana.price@example.com',
    phone: '(615)555-0188',
    address: '12 Elm Street',
    city: 'Nashville',
    state: 'TN',
    role: 'CNA',
    otherStates: ['TN'],
  };
  const draft = (data: Record<string, unknown>) => ({ data, status: 'draft' as const, updatedAt: '2026-11-01T00:00:00.000Z' });
  beforeEach(() => {
    answer = (call) => (call.url.endsWith('/api/job/compactStatesCode') ? { codes: ['TN', 'TX'], asOf: '2026-07-02' } : APPLICATION);
  });

  it('the first part asks only who you are, how to reach you, role and states; Continue checks just those and opens the rest', async () => {
    wrap(<SectionForm section={personal} state={draft({ ...firstStep, role: '' })} application={APPLICATION} onDone={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Specialties/ })).toBeNull();
    expect(screen.queryByLabelText(/Regular rate/)).toBeNull();
    expect(screen.queryByLabelText(/Desired weekly pay/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select your role.')).toBeTruthy();
    expect(screen.getByText('Zip code must be exactly 5 digits.')).toBeTruthy();
    expect(screen.getByText('Please correct the 2 highlighted fields.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText(/^Role/), 'CNA');
    await userEvent.type(screen.getByLabelText(/ZIP code/), '37203');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Your work and preferences' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.body).toMatchObject({ data: { ...firstStep, zip: '37203' }, draft: true, part: 'start' });

    // The role's own specialties and certifications first; the others on request.
    const specialties = screen.getByRole('group', { name: /Specialties/ });
    expect(within(specialties).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['CNA', 'PCT']);
    expect(within(specialties).getByText('Those for your role come first: Certified Nursing Assistant (CNA).')).toBeTruthy();
    const showAll = within(specialties).getByRole('button', { name: 'Show all 37 options' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    const certification = screen.getByRole('group', { name: /Certifications you hold/ });
    expect(within(certification).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual(['BLS', 'CNA']);
    await userEvent.click(showAll);
    expect(within(specialties).getByRole('checkbox', { name: 'ICU (Intensive Care)' })).toBeTruthy();
    expect(within(specialties).getAllByRole('checkbox')).toHaveLength(37);
    expect(within(specialties).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
    // "Save and continue" on the last part checks the whole section.
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please select at least one specialty.')).toBeTruthy();
  });

  it('the part nav goes back, and an error of another part opens that part', async () => {
    const onDone = vi.fn();
    const whole = { ...(sampleSectionData(personal) as Record<string, unknown>), ...firstStep, zip: '37203', specialties: ['CNA'] };
    wrap(<SectionForm section={personal} state={draft(whole)} application={APPLICATION} onDone={onDone} />);
    // The first part is done: the section opens at the second.
    expect(await screen.findByRole('heading', { name: 'Your work and preferences' })).toBeTruthy();
    const parts = screen.getByRole('navigation', { name: 'Parts of this section' });
    expect(within(parts).getByRole('button', { name: 'About you (complete)' })).toBeTruthy();
    expect(within(parts).getByRole('button', { name: 'Your work and preferences (complete)' }).getAttribute('aria-current')).toBe('step');
    await userEvent.click(within(parts).getByRole('button', { name: 'About you (complete)' }));
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/ZIP code/));
    expect(within(parts).getByRole('button', { name: 'About you' })).toBeTruthy();
    await userEvent.click(within(parts).getByRole('button', { name: /^Your work and preferences/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Only the ZIP code is missing: the first part opens with its message.
    expect(await screen.findByText('Zip code must be exactly 5 digits.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a section never saved starts with the name and e-mail of the account', async () => {
    setSession({ token: 'token', email: 'dana.price@example.com', profileData: { firstName: 'Dana', lastName: 'Price' } });
    try {
      wrap(<SectionForm section={personal} state={undefined} application={APPLICATION} onDone={() => undefined} />);
      expect((screen.getByLabelText(/Legal first name/) as HTMLInputElement).value).toBe('Dana');
      expect((screen.getByLabelText(/Legal last name/) as HTMLInputElement).value).toBe('Price');
      expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('dana.price@example.com');
    } finally {
      clearSession();
    }
  });
});
