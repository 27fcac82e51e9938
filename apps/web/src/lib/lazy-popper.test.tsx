import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LazyPopper from './lazy-popper';

describe('LazyPopper', () => {
  it('renders nothing while closed, and the popup once it opens (Popper loads for it)', async () => {
    const anchor = document.createElement('button');
    document.body.append(anchor);
    const { rerender, container } = render(
      <LazyPopper open={false} anchorEl={anchor}>
        <p>Options</p>
      </LazyPopper>,
    );
    expect(container.innerHTML).toBe('');
    expect(screen.queryByText('Options')).toBeNull();
    rerender(
      <LazyPopper open anchorEl={anchor}>
        <p>Options</p>
      </LazyPopper>,
    );
    expect(await screen.findByText('Options')).toBeTruthy();
    expect(document.querySelector('[role="tooltip"], .MuiPopper-root, [data-popper-placement]')).not.toBeNull();
    anchor.remove();
  });
});
