import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, useAfterFirstPaint } from './after-paint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser that reports paints: the observer's callback is kept so a test can report the first contentful paint. */
function reportingPaints(alreadyPainted: boolean) {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue(alreadyPainted ? [{} as PerformanceEntry] : []);
  return {
    observers,
    paint: (name: string) => [...observers].forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) })),
  };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, then runs the work in a task of its own', () => {
    vi.useFakeTimers();
    const browser = reportingPaints(false);
    const work = vi.fn();
    afterFirstPaint(work);
    browser.paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    expect(browser.observers).toHaveLength(0);
    vi.advanceTimersByTime(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once once the page has painted, and not at all when cancelled first', () => {
    vi.useFakeTimers();
    reportingPaints(true);
    const work = vi.fn();
    afterFirstPaint(work);
    const cancelled = vi.fn();
    afterFirstPaint(cancelled)();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs after 3 s when no paint is reported', () => {
    vi.useFakeTimers();
    reportingPaints(false);
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('useAfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is false until the first contentful paint, then true', () => {
    vi.useFakeTimers();
    const browser = reportingPaints(false);
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => {
      browser.paint('first-contentful-paint');
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe(true);
  });

  it('is true at once on a page that has painted', () => {
    reportingPaints(true);
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(true);
  });
});
