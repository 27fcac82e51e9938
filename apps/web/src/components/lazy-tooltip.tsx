// MUI's Tooltip brings Popper (about 8 KiB on the wire); a first page shows none until a hover or a keyboard focus,
// so the Tooltip loads then. Until that moment the child renders alone; from then on it renders inside the real
// Tooltip, opened at once for the hover or focus that loaded it (and the focus stays on the child).
import type { TooltipProps } from '@mui/material/Tooltip';
import { type ComponentType, type ReactElement, useLayoutEffect, useRef, useState } from 'react';

let loaded: ComponentType<TooltipProps> | null = null;
const loadTooltip = () => import('@mui/material/Tooltip').then((module) => (loaded = module.default));

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // a browser (or test DOM) without :focus-visible: no tooltip on focus, as for a mouse click
  }
}

type Props = Omit<TooltipProps, 'open' | 'onOpen' | 'onClose'> & { children: ReactElement };

export function LazyTooltip({ children, ...props }: Props) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(() => loaded);
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  /** A press in progress: the child is not replaced between its pointer down and its click. */
  const pressed = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  const applyPending = () => {
    pressed.current = false;
    const apply = pending.current;
    pending.current = null;
    apply?.();
  };

  useLayoutEffect(() => {
    if (!Tooltip || !refocus.current) return;
    refocus.current = false;
    (wrapper.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [Tooltip]);

  const start = (show: boolean, focused: boolean) => {
    if (Tooltip) return;
    void loadTooltip()
      .then((component) => {
        pending.current = () => {
          const active = wrapper.current?.contains(document.activeElement) ?? false;
          refocus.current = active;
          setOpen(show && (focused ? active : Boolean(wrapper.current?.firstElementChild?.matches(':hover'))));
          setTooltip(() => component);
        };
        if (!pressed.current) applyPending();
      })
      .catch(() => undefined); // no tooltip this time; the next hover tries again
  };

  return (
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      // A mouse hover or a keyboard focus (not a tap: touch shows no tooltip on a tap).
      onPointerEnter={Tooltip ? undefined : (event) => event.pointerType === 'mouse' && start(true, false)}
      onFocus={Tooltip ? undefined : (event) => focusVisible(event.target) && start(true, true)}
      onPointerDown={Tooltip ? undefined : () => (pressed.current = true)}
      onClick={Tooltip ? undefined : applyPending}
      onPointerLeave={Tooltip ? undefined : applyPending}
    >
      {Tooltip ? (
        <Tooltip {...props} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
}
