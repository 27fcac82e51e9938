import { LOADING_BAR_STEP_MS } from '@portal/shared/constants';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';

// The bar is never shown on the document's first page (no route change), so MUI's LinearProgress loads when it first is.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** Share of the bar filled after `steps` steps: it closes in on the end and fills it when the work is done. */
export function loadingBarValue(steps: number): number {
  return Math.round(100 * (1 - 0.6 ** (steps + 1)));
}

/**
 * The loading bar at the top of the window (spec §9: it moves in 500 ms steps): during a route change, and during any
 * call that takes longer than one step. Decorative for screen readers: the pages say what they are loading themselves.
 */
export function LoadingBar({ routeChanging }: { routeChanging: boolean }) {
  const calls = useIsFetching() + useIsMutating();
  const [longCall, setLongCall] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLongCall(calls > 0), calls > 0 ? LOADING_BAR_STEP_MS : 0);
    return () => clearTimeout(timer);
  }, [calls]);

  const active = routeChanging || (longCall && calls > 0);
  const [steps, setSteps] = useState(0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (active) {
      const start = setTimeout(() => {
        setSteps(0);
        setVisible(true);
      }, 0);
      const step = setInterval(() => setSteps((count) => count + 1), LOADING_BAR_STEP_MS);
      return () => {
        clearTimeout(start);
        clearInterval(step);
      };
    }
    // Done: the bar fills, then goes one step later.
    const hide = setTimeout(() => setVisible(false), LOADING_BAR_STEP_MS);
    return () => clearTimeout(hide);
  }, [active]);

  if (!visible && !active) return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        variant="determinate"
        value={active ? loadingBarValue(steps) : 100}
        aria-hidden
        data-loading-bar={active ? 'active' : 'done'}
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          height: 3,
          zIndex: (theme) => theme.zIndex.tooltip + 2,
          bgcolor: 'transparent',
        }}
      />
    </Suspense>
  );
}
