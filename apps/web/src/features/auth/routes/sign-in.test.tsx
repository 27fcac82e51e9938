// The sign-in form checks with the shared schema (loaded on first use) and shows its spec §5 messages: on submit, and
// after a submit again on every change. Nothing is sent while a field is wrong.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import SignInPage from './sign-in';

afterEach(() => vi.restoreAllMocks());

function renderPage() {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/auth/login']}>
        <Routes>
          <Route path="/auth/login" element={<SignInPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { fetchMock, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })) };
}

describe('sign-in form (spec §4, §5)', () => {
  it('shows the schema messages for empty fields on submit and sends nothing', async () => {
    const { fetchMock, submit } = renderPage();
    submit();
    expect(await screen.findByText('Please enter an email.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/login'))).toBe(false);
  });

  it('checks again on every change after a submit, each field its own message', async () => {
    const { submit } = renderPage();
    submit();
    expect(await screen.findByText('Please enter an email.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.queryByText('Please enter your password.')).toBeNull());
    expect(screen.getByText('Please enter a valid email.')).toBeTruthy();
  });
});
