// MUI's Popper (Popper.js underneath: about 8 KiB on the wire) as the build gives it to MUI's Autocomplete and Tooltip
// (vite.config.ts, popperWhenOpen): a closed popup renders nothing, so a page's first paint does not need it. It loads
// after the first paint of a page with a tooltip, when a combobox first takes focus, or with the first popup that opens
// before then (which then opens as soon as it is in); from then on every popup renders MUI's own Popper, with its
// transitions.
import type { PopperProps } from '@mui/material/Popper';
import { type ComponentType, forwardRef, type Ref, useEffect, useState } from 'react';
import { afterFirstPaint } from './after-paint';

type Popper = ComponentType<PopperProps & { ref?: Ref<HTMLDivElement> }>;

let loaded: Popper | null = null;
let loading: Promise<Popper> | null = null;
export function loadPopper(): Promise<Popper> {
  loading ??= import('@mui/material/Popper').then(
    (module) => (loaded = module.default as Popper),
    (error: unknown) => {
      loading = null; // a failed load (offline) is tried again by the next popup that opens
      throw error;
    },
  );
  return loading;
}

// An Autocomplete mounts its popup only when it opens: Popper starts loading as soon as a combobox takes focus (a tap
// or a click focuses it before it opens; a keyboard reaches it before typing).
function onFocus(event: FocusEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('[role="combobox"]')) return;
  document.removeEventListener('focusin', onFocus);
  void loadPopper().catch(() => undefined);
}
if (typeof document !== 'undefined') document.addEventListener('focusin', onFocus);

const LazyPopper = forwardRef<HTMLDivElement, PopperProps>(function LazyPopper(props, ref) {
  const [Component, setComponent] = useState<Popper | null>(() => loaded);
  const needed = Boolean(props.open || props.keepMounted);
  // A page whose popups are mounted while closed (the top bar's tooltips) has Popper in by the time one opens; a page
  // without a popup (the sign-in page) never loads it.
  useEffect(() => (loaded ? undefined : afterFirstPaint(() => void loadPopper().catch(() => undefined))), []);
  // Loaded by another popup or after the paint: rendered at once when it opens.
  const Current = Component ?? loaded;
  useEffect(() => {
    if (Current || !needed) return;
    let live = true;
    loadPopper().then(
      (component) => live && setComponent(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Current, needed]);
  return Current ? <Current ref={ref} {...props} /> : null;
});

export default LazyPopper;
