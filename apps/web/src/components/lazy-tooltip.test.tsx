// The public layout's tooltip loads on the first mouse hover and then works as MUI's Tooltip; a tap does not load it.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyTooltip } from './lazy-tooltip';

describe('LazyTooltip', () => {
  it('renders the child alone, loads the Tooltip on the first mouse hover, and shows the title on hover', async () => {
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
});
