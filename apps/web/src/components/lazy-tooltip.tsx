// MUI's Tooltip brings Popper (about 8 KiB on the wire); a first page shows none until a hover or a keyboard focus,
// so the Tooltip loads then. Until that moment the child renders alone; from then on it renders inside the real
// Tooltip, opened at once for the hover or focus that loaded it (and the focus stays on the child).
//
// Putting the child inside the Tooltip mounts it again: a new element in the page. So the change is made only while the
// pointer rests on the child (no press in progress) or the keyboard focus is on it, and in one step with the decision
// (flushSync): no pointer or key event can come between them. A press that began on the old element would otherwise end
// on the new one, and the browser sends the click to neither; a menu or dialog opened from the old element would give the
// focus back to an element no longer in the page. When it cannot be made now, the next hover or focus makes it.
import type { TooltipProps } from '@mui/material/Tooltip';
import { type ComponentType, type ReactElement, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

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
  /** The mouse is on the child, and no button of it is down. */
  const resting = useRef(false);

  useLayoutEffect(() => {
    if (!Tooltip || !refocus.current) return;
    refocus.current = false;
    (wrapper.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [Tooltip]);

  const start = (focused: boolean) => {
    if (Tooltip) return;
    void loadTooltip()
      .then((component) => {
        const active = wrapper.current?.contains(document.activeElement) ?? false;
        if (!(focused ? active : resting.current)) return;
        refocus.current = active;
        flushSync(() => {
          setOpen(true);
          setTooltip(() => component);
        });
      })
      .catch(() => undefined); // no tooltip this time; the next hover tries again
  };

  return (
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      // A mouse hover or a keyboard focus (not a tap: touch shows no tooltip on a tap).
      onPointerEnter={
        Tooltip
          ? undefined
          : (event) => {
              if (event.pointerType !== 'mouse') return;
              resting.current = true;
              start(false);
            }
      }
      onPointerDown={Tooltip ? undefined : () => (resting.current = false)}
      onPointerLeave={Tooltip ? undefined : () => (resting.current = false)}
      onFocus={Tooltip ? undefined : (event) => focusVisible(event.target) && start(true)}
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
