// The public layout's tooltip loads on the first mouse hover and then works as MUI's Tooltip; a tap does not load it.
// Putting the child inside the Tooltip mounts it again, so that change never comes between a press and its click.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Testing from '@testing-library/react';
import type * as Component from './lazy-tooltip';

// Each test starts with the Tooltip not loaded yet (the component remembers a loaded one for the whole page).
let testing: typeof Testing;
let LazyTooltip: typeof Component.LazyTooltip;
beforeEach(async () => {
  vi.resetModules();
  testing = await import('@testing-library/react');
  ({ LazyTooltip } = await import('./lazy-tooltip'));
});

/** Lets promise callbacks run, and nothing else: no timer, no task (React schedules its renders on tasks). */
async function microtasks(count = 50) {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
}

describe('LazyTooltip', () => {
  it('renders the child alone, loads the Tooltip on the first mouse hover, and shows the title on hover', async () => {
    const { fireEvent, render, screen } = testing;
    render(
      <LazyTooltip title="Dark mode">
        <button type="button">moon</button>
      </LazyTooltip>,
    );
    const before = screen.getByRole('button', { name: 'moon' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerOver(before, { pointerType: 'touch' });
    fireEvent.pointerOver(before, { pointerType: 'mouse' });
    // Once loaded, the child is inside MUI's Tooltip, which names it by its title.
    const inside = await screen.findByRole('button', { name: 'Dark mode' }, { timeout: 5000 });
    fireEvent.mouseOver(inside);
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('Dark mode');
  });

  it('the child moves into the Tooltip in the same step as the load settles: no event can reach the old element after', async () => {
    const { fireEvent, render, screen } = testing;
    await import('@mui/material/Tooltip'); // loaded already: the component's promise settles within microtasks
    render(
      <LazyTooltip title="Dark mode">
        <button type="button">moon</button>
      </LazyTooltip>,
    );
    const before = screen.getByRole('button', { name: 'moon' });
    fireEvent.pointerOver(before, { pointerType: 'mouse' });
    await microtasks();
    // Already replaced, before any task could run (a pointer down would be one).
    expect(before.isConnected).toBe(false);
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeTruthy();
  });

  it('a press begun before the load ends on the same element, and its click arrives; the next hover brings the Tooltip', async () => {
    const { fireEvent, render, screen } = testing;
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Dark mode">
        <button type="button" onClick={onClick}>
          moon
        </button>
      </LazyTooltip>,
    );
    const before = screen.getByRole('button', { name: 'moon' });
    fireEvent.pointerOver(before, { pointerType: 'mouse' });
    fireEvent.pointerDown(before, { pointerType: 'mouse' });
    await microtasks();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(before.isConnected).toBe(true);
    fireEvent.pointerUp(before, { pointerType: 'mouse' });
    fireEvent.click(before);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(before.isConnected).toBe(true);

    fireEvent.pointerOut(before, { pointerType: 'mouse' });
    fireEvent.pointerOver(before, { pointerType: 'mouse' });
    expect(await screen.findByRole('button', { name: 'Dark mode' }, { timeout: 5000 })).toBeTruthy();
    expect(before.isConnected).toBe(false);
  });
});
