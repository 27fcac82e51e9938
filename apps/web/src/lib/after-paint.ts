// Work that the first paint does not need (fonts that swap in, the realtime connection) starts once the page's first
// contentful paint is on the screen, so it takes no bandwidth or connection from what that paint waits for. Where the
// browser does not report paints, after the next frame; if none is reported, after FALLBACK_MS.
import { useEffect, useState } from 'react';

const FALLBACK_MS = 3000;
const FCP = 'first-contentful-paint';

/** Runs `work` in a task of its own after the first contentful paint; the answer cancels it. */
export function afterFirstPaint(work: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
  const run = () => {
    if (done) return;
    done = true;
    stop();
    timer = setTimeout(work, 0);
  };
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    frame = requestAnimationFrame(run);
  } else if (performance.getEntriesByName(FCP).length) {
    run();
  } else {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FCP).length) run();
    });
    observer.observe({ type: 'paint' });
    timer = setTimeout(run, FALLBACK_MS);
  }
  return () => {
    done = true;
    stop();
  };
}

/** False in the renders before the first contentful paint, true from the first render after it. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(
    () => typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(FCP).length > 0,
  );
  useEffect(() => (painted ? undefined : afterFirstPaint(() => setPainted(true))), [painted]);
  return painted;
}
