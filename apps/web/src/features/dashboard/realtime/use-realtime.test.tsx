// The web side of the realtime channel: the stream is read with the bearer token, each event refreshes the queries it
// concerns, and after a drop the hook connects again and refreshes what it may have missed.
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAuthFromStorage } from '../../../lib/auth-store';
import { RealtimeConnection } from './use-realtime';

function streamOf(chunks: string[], { end = true } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (end) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

let client: QueryClient;
let invalidated: string[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  localStorage.setItem('jwt', 'a.b.c');
  reloadAuthFromStorage();
  client = new QueryClient();
  invalidated = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(JSON.stringify(filters?.queryKey));
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadAuthFromStorage();
});

const mount = () =>
  render(
    <QueryClientProvider client={client}>
      <RealtimeConnection />
    </QueryClientProvider>,
  );

describe('useRealtime', () => {
  it('reads the stream with the bearer token and refreshes what each event concerns', async () => {
    const fetchMock = vi.fn(async () => streamOf(['retry: 3000\n\nevent: ready\ndata: {}\n\n', 'event: submission.updated\ndata: {"type":"submission.updated"}\n\n'], { end: false }));
    vi.stubGlobal('fetch', fetchMock);
    mount();
    await vi.waitFor(() => expect(invalidated).toContain('["submissions"]'));
    expect(invalidated).toContain('["dashboard"]');
    expect(invalidated).not.toContain('["references"]');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/candidate/events');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer a.b.c');
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');
    expect(document.documentElement.dataset.realtime).toBe('connected');
  });

  it('connects again after the stream drops, and refreshes everything an event could have changed', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls === 1 ? streamOf(['event: ready\ndata: {}\n\n']) : streamOf(['event: ready\ndata: {}\n\n'], { end: false });
      }),
    );
    mount();
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(invalidated).toEqual([]);
    await vi.advanceTimersByTimeAsync(1100);
    await vi.waitFor(() => expect(calls).toBe(2));
    await vi.waitFor(() => expect(invalidated).toEqual(expect.arrayContaining(['["dashboard"]', '["references"]', '["jobEmails"]', '["recruiters"]'])));
  });

  it('stops on a 401 (the session has ended) and does not connect without a token', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":false}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    mount();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cleanup();
    localStorage.clear();
    reloadAuthFromStorage();
    fetchMock.mockClear();
    mount();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
