// The reference form checks what the server checks, with the spec's messages (§5), and sends the normalised values.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import { ReferenceForm } from './reference-form';

afterEach(cleanup);

const show = (onSubmit = vi.fn()) => {
  render(
    <Providers queryClient={createQueryClient()}>
      <ReferenceForm submitLabel="Send request" busy={false} onSubmit={onSubmit} />
    </Providers>,
  );
  return onSubmit;
};

describe('ReferenceForm', () => {
  it('shows the messages of spec §5 and sends nothing while a field is wrong', async () => {
    const onSubmit = show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Phone/), '918555');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Phone number is not valid.')).toBeTruthy();
    expect(screen.getByText('Please select a salutation.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs no e-mail for a referee contacted by phone, and sends the values', async () => {
    const onSubmit = show();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Salutation'), 'Dr.');
    await user.type(screen.getByLabelText('First name'), 'Priya');
    await user.type(screen.getByLabelText('Last name'), 'Natarajan');
    await user.selectOptions(screen.getByLabelText('Reference type'), 'Manager');
    await user.selectOptions(screen.getByLabelText('This person is or was my'), 'Physician');
    await user.selectOptions(screen.getByLabelText('Contact by'), 'phone');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.type(screen.getByLabelText(/^Phone/), '615-555-0190');
    await user.type(screen.getByLabelText('City'), 'Nashville');
    await user.type(screen.getByLabelText('State'), 'TN');
    await user.type(screen.getByLabelText('Company name'), 'Music City Medical Group');
    await user.type(screen.getByLabelText('Their job title when working with me'), 'Hospitalist');
    await user.type(screen.getByLabelText('Worked together from'), '2023-05');
    await user.type(screen.getByLabelText('Worked together to'), '2024-08');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ salutation: 'Dr.', contactMethod: 'phone', phone: '615-555-0190', workTogetherFrom: '2023-05', email: '' });
  });

  it('takes a referee the candidate still works with: the end becomes "present" and its month is off', async () => {
    const onSubmit = show();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Salutation'), 'Ms.');
    await user.type(screen.getByLabelText('First name'), 'Renée');
    await user.type(screen.getByLabelText('Last name'), "O'Neal");
    await user.selectOptions(screen.getByLabelText('Reference type'), 'Manager');
    await user.selectOptions(screen.getByLabelText('This person is or was my'), 'Nurse manager');
    await user.selectOptions(screen.getByLabelText('Contact by'), 'email');
    await user.type(screen.getByLabelText('Email'), 'renee.oneal@example.com');
    await user.type(screen.getByLabelText('City'), 'Nashville');
    await user.type(screen.getByLabelText('State'), 'TN');
    await user.type(screen.getByLabelText('Company name'), 'Saint Thomas West');
    await user.type(screen.getByLabelText('Their job title when working with me'), 'Nurse Manager');
    await user.type(screen.getByLabelText('Worked together from'), '2022-05');
    await user.type(screen.getByLabelText('Worked together to'), '2024-08');
    await user.click(screen.getByRole('checkbox', { name: 'I still work with them' }));
    expect((screen.getByLabelText('Worked together to') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ workTogetherFrom: '2022-05', workTogetherTo: 'present' });
    // Unticked, the month is asked for again.
    await user.click(screen.getByRole('checkbox', { name: 'I still work with them' }));
    expect((screen.getByLabelText('Worked together to') as HTMLInputElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please enter when you stopped working together.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
