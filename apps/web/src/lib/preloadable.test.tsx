// A preloadable part renders in its parent's commit once loaded ahead, and through Suspense otherwise.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('renders a part loaded ahead in the first commit, without the Suspense fallback, and loads its module once', async () => {
    const importModule = vi.fn(() => Promise.resolve({ default: Hello }));
    const Part = preloadable(importModule);
    await Part.load();
    await Part.load();
    expect(importModule).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    // Synchronously, in the same commit: no fallback was shown.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('renders a part not loaded yet through Suspense, then the part', async () => {
    let resolve!: (module: { default: typeof Hello }) => void;
    const Part = preloadable(() => new Promise<{ default: typeof Hello }>((done) => (resolve = done)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });

  it('tries a failed load again on the next call', async () => {
    const importModule = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Hello });
    const Part = preloadable(importModule);
    await expect(Part.load()).rejects.toThrow('chunk failed');
    await expect(Part.load()).resolves.toEqual({ default: Hello });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
