import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineDialog } from './offline-dialog';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline dialog (spec §2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens as a modal dialog while offline, stays open on Escape and closes when online again', () => {
    render(<OfflineDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();

    setOnline(false);
    const dialog = screen.getByRole('dialog', { name: 'Internet Connectivity Error' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBe('offline-text');
    expect(dialog.textContent).toContain('Please try again once your signal improves.');

    // Escape asks the dialog to cancel; it stays open while offline.
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);

    setOnline(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
