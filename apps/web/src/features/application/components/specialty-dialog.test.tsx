import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import { SpecialtyDialog } from './specialty-dialog';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let update: () => Response;

const userData = (specialties: string[], isPCT?: boolean) => ({
  data: { applicationDetails: {}, resume: null, specialties, email: 'casey@example.com', skillsChecklist: [], references: [], isPCT },
});

function stub(specialties: string[], isPCT?: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (url === '/api/candidate/update') return update();
      return new Response(JSON.stringify({ status: true, data: userData(specialties, isPCT) }), { status: 200 });
    }),
  );
}

beforeEach(() => {
  calls = [];
  update = () => new Response(JSON.stringify({ status: true, message: 'updated Successfully', data: {} }), { status: 200 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (paused = false) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <SpecialtyDialog paused={paused} />
    </Providers>,
  );

describe('specialty picker (spec §2, §4, §7, §8)', () => {
  it('waits while another modal (the guide) is open, then opens', async () => {
    stub(['PCT/CNA/CMA']);
    const view = show(true);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(
      <Providers queryClient={createQueryClient()}>
        <SpecialtyDialog paused={false} />
      </Providers>,
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('opens for the PCT/CNA/CMA placeholder, offers PCT, CNA and Medical Assistant with their type, and replaces the placeholder', async () => {
    stub(['ICU', 'PCT/CNA/CMA']);
    show();
    expect(
      await screen.findByRole('dialog', { name: 'Tell us more precisely about your specialties, select one or more.' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'PCT (Nursing)',
      'CNA (Nursing)',
      'Medical Assistant (Allied)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save specialties' }));
    expect(screen.getByText('Please select at least one specialty.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/candidate/update')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: /^CNA/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^PCT/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save specialties' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/candidate/update')).toBe(true));
    const sent = calls.find((call) => call.url === '/api/candidate/update')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toMatchObject({ email: 'casey@example.com', specialties: ['ICU', 'CNA', 'PCT'] });
    expect(await screen.findByText('updated Successfully')).toBeTruthy();
  });

  it('without the PCT flag the server sends (a CMA), it offers only CMA and saves it in the placeholder\'s place', async () => {
    stub(['PCT/CNA/CMA', 'ICU'], false);
    show();
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['CMA (Allied)']);
    await userEvent.click(screen.getByRole('checkbox', { name: /^CMA/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save specialties' }));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/candidate/update')?.body).toMatchObject({ specialties: ['CMA', 'ICU'] }));
  });

  it('without a server message a failure says "Something went wrong"', async () => {
    stub(['PCT/CNA/CMA']);
    update = () => new Response(JSON.stringify({ status: false }), { status: 500 });
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: /^PCT/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save specialties' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('stays closed without the placeholder', async () => {
    stub(['ICU']);
    show();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
