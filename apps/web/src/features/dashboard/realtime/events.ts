// Which cached queries each realtime event makes stale (server: lib/realtime.ts). A query whose key starts with one of
// these prefixes is refetched if it is on screen, and marked stale otherwise. Features name their keys by these
// prefixes: ['dashboard'], ['submissions'], ['references'], ['job-emails'], ['skills'], ['application'], ['recruiters'].
import type { QueryKey } from '@tanstack/react-query';

export type RealtimeEventType =
  | 'reference.updated'
  | 'jobEmail.received'
  | 'submission.updated'
  | 'skills.updated'
  | 'application.updated'
  | 'recruiter.updated';

export const EVENT_QUERY_KEYS: Record<RealtimeEventType, QueryKey[]> = {
  'reference.updated': [['dashboard'], ['references'], ['application']],
  'jobEmail.received': [['dashboard'], ['jobEmails'], ['job-emails'], ['emails']],
  'submission.updated': [['dashboard'], ['submissions'], ['jobs', 'job']],
  'skills.updated': [['dashboard'], ['skills']],
  'application.updated': [['dashboard'], ['application'], ['candidate', 'profile']],
  'recruiter.updated': [['dashboard'], ['recruiters'], ['application']],
};

/** After a drop, events may have been missed: everything any event could change is refreshed. */
export const ALL_EVENT_KEYS: QueryKey[] = [...new Map(Object.values(EVENT_QUERY_KEYS).flat().map((key) => [JSON.stringify(key), key])).values()];

export function keysForEvent(type: string): QueryKey[] {
  return (EVENT_QUERY_KEYS as Record<string, QueryKey[]>)[type] ?? [];
}

export type SseMessage = { event: string; data: string };

/** Splits a server-sent-events text stream into messages; returns the messages and the unfinished rest. */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  const normalised = buffer.replace(/\r\n/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** Pause before reconnecting after the n-th failure in a row: 1 s, 2 s, 4 s … at most 30 s. */
export const reconnectDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
