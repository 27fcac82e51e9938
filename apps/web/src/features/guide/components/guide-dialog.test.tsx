// The guide walks forward and back, announces "Slide x of 37", and Done closes it and starts it again at slide one.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Providers, createQueryClient } from '../../../app/providers';
import { GuideDialog } from './guide-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show guide
      </button>
      <GuideDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('guide dialog', { timeout: 20_000 }, () => {
  it('Next, Back, the arrow keys and Done', async () => {
    const user = userEvent.setup();
    render(
      <Providers queryClient={createQueryClient()}>
        <Harness />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to your candidate portal' });
    expect(within(dialog).getByRole('status').textContent).toContain('Slide 1 of 37: Welcome to your candidate portal');
    expect((within(dialog).getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('group', { name: 'Slide 2 of 37' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('status').textContent).toContain('Slide 1 of 37');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('status').textContent).toContain('Slide 3 of 37');
    for (let i = 3; i < 37; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('status').textContent).toContain('Slide 37 of 37: You are ready');
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Show guide' }));
    expect(within(await screen.findByRole('dialog')).getByRole('status').textContent).toContain('Slide 1 of 37');
  });
});
