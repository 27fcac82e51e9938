import { describe, expect, it } from 'vitest';
import { ALL_EVENT_KEYS, keysForEvent, parseSse, reconnectDelay } from './events';

describe('server-sent events parsing', () => {
  it('splits complete messages, keeps the unfinished rest, skips comments', () => {
    const { messages, rest } = parseSse('retry: 3000\n\nevent: ready\ndata: {}\n\n: ping\n\nevent: submission.updated\ndata: {"status":"interview"}\n\nevent: ref');
    expect(messages).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'submission.updated', data: '{"status":"interview"}' },
    ]);
    expect(rest).toBe('event: ref');
  });

  it('reads CRLF line ends and multi-line data', () => {
    expect(parseSse('data: a\r\ndata: b\r\n\r\n').messages).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});

describe('what each event refreshes', () => {
  it('a submission change refreshes the dashboard and the submissions list; unknown events nothing', () => {
    expect(keysForEvent('submission.updated')).toEqual(expect.arrayContaining([['dashboard'], ['submissions']]));
    expect(keysForEvent('reference.updated')).toEqual(expect.arrayContaining([['dashboard'], ['references']]));
    expect(keysForEvent('jobEmail.received')).toEqual(expect.arrayContaining([['dashboard'], ['jobEmails']]));
    expect(keysForEvent('recruiter.updated')).toEqual(expect.arrayContaining([['dashboard'], ['recruiters']]));
    expect(keysForEvent('nonsense')).toEqual([]);
    expect(ALL_EVENT_KEYS.filter((key) => JSON.stringify(key) === '["dashboard"]')).toHaveLength(1);
  });

  it('reconnects after 1 s, then waits longer, at most 30 s', () => {
    expect([1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
