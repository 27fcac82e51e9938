// The page's realtime connection (GET /api/candidate/events, server-sent events read with fetch so the bearer token
// goes in the Authorization header, never in the address). Each event refreshes the queries it concerns; the
// connection comes back after a drop (network, server restart) with a growing pause, at once when the browser is
// online again, and refreshes what it may have missed.
import { STORAGE_KEYS } from '@portal/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstPaint } from '../../../lib/after-paint';
import { useAuth } from '../../../lib/auth-store';
import { readString } from '../../../lib/storage';
import { ALL_EVENT_KEYS, keysForEvent, parseSse, reconnectDelay } from './events';

export const EVENTS_PATH = '/api/candidate/events';

export function useRealtime(): void {
  const queryClient = useQueryClient();
  const { token } = useAuth();

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let failures = 0;
    let connectedBefore = false;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const refresh = (keys: readonly (readonly unknown[])[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };

    const schedule = () => {
      if (stopped || timer) return;
      failures += 1;
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, reconnectDelay(failures));
    };

    const connect = async () => {
      if (stopped) return;
      controller = new AbortController();
      const jwt = readString(STORAGE_KEYS.jwt);
      if (!jwt) return;
      try {
        const response = await fetch(EVENTS_PATH, {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${jwt}` },
          signal: controller.signal,
          cache: 'no-store',
        });
        // A session that has ended: the page's own calls apply the 401 rule; nothing to reconnect to.
        if (response.status === 401) return;
        if (!response.ok || !response.body) return schedule();
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const { messages, rest } = parseSse(buffer);
          buffer = rest;
          for (const message of messages) {
            if (message.event === 'ready') {
              failures = 0;
              if (connectedBefore) refresh(ALL_EVENT_KEYS);
              connectedBefore = true;
              document.documentElement.dataset.realtime = 'connected';
            } else refresh(keysForEvent(message.event));
          }
        }
      } catch {
        if (stopped) return;
      }
      delete document.documentElement.dataset.realtime;
      schedule();
    };

    const online = () => {
      if (timer) {
        clearTimeout(timer);
        timer = null;
        void connect();
      }
    };
    window.addEventListener('online', online);
    // The connection (one of the six a browser opens to a server over HTTP/1.1, held open) starts once the page is
    // painted: the page's own calls come first.
    const cancelFirst = afterFirstPaint(() => void connect());
    return () => {
      stopped = true;
      cancelFirst();
      window.removeEventListener('online', online);
      if (timer) clearTimeout(timer);
      controller?.abort();
      delete document.documentElement.dataset.realtime;
    };
  }, [token, queryClient]);
}

/** Mounted once in the signed-in layout: holds the realtime connection. Renders nothing. */
export function RealtimeConnection(): null {
  useRealtime();
  return null;
}
