import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import { EmailField } from './email-field';

function Form({ check }: { check: (email: string) => Promise<boolean> }) {
  const { control } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  return <EmailField control={control} name="email" check={check} />;
}

function setup(check: (email: string) => Promise<boolean>) {
  render(
    <Providers queryClient={createQueryClient()}>
      <Form check={check} />
    </Providers>,
  );
  const input = screen.getByLabelText('Email');
  const enter = (value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  return { enter };
}

describe('e-mail field states (spec §4, §5)', () => {
  it('blank with "Please enter valid email." when the pattern fails; the server is not asked', async () => {
    const check = vi.fn(async () => true);
    const { enter } = setup(check);
    enter('not-an-email');
    expect(await screen.findByText('Please enter valid email.')).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
    expect(screen.queryByTestId('email-ok')).toBeNull();
    expect(screen.queryByTestId('email-cancel')).toBeNull();
  });

  it('loading, then OK (green check) for a deliverable address', async () => {
    let answer: (value: boolean) => void = () => {};
    const { enter } = setup(() => new Promise<boolean>((resolve) => (answer = resolve)));
    enter('a@example.com');
    expect(await screen.findByLabelText('Checking the email address')).toBeTruthy();
    answer(true);
    expect(await screen.findByTestId('email-ok')).toBeTruthy();
  });

  it('Cancel (red block) with "Not deliverable email." when undeliverable or when the call fails', async () => {
    const { enter } = setup(async () => false);
    enter('a@nowhere.invalid');
    expect(await screen.findByTestId('email-cancel')).toBeTruthy();
    expect(screen.getByText('Not deliverable email.')).toBeTruthy();
  });

  it('a failed call counts as not deliverable', async () => {
    const { enter } = setup(async () => {
      throw new Error('offline');
    });
    enter('a@example.com');
    expect(await screen.findByText('Not deliverable email.')).toBeTruthy();
  });
});
