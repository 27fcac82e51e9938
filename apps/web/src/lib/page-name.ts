// The name a page gives itself for the tab title when its route's name says too little (a job's page: the job's
// title, not "Open Job"). The shell's title (app/layout/page-title.ts) reads it for the path it is on.
import { useEffect, useSyncExternalStore } from 'react';

let current: { pathname: string; name: string } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The page's own name for `pathname`, if the page there gave one. */
export function usePageNameOf(pathname: string): string | null {
  return useSyncExternalStore(subscribe, () => (current?.pathname === pathname ? current.name : null));
}

/** Names the page at `pathname` (while mounted; nothing while `name` is empty). */
export function usePageName(pathname: string, name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    const own = { pathname, name };
    current = own;
    emit();
    return () => {
      if (current !== own) return;
      current = null;
      emit();
    };
  }, [pathname, name]);
}
