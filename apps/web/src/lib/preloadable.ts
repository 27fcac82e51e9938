// A component that loads on demand (its own chunk) and can be loaded ahead of its first render.
import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component: its props are read from it
type ComponentModule = { default: ComponentType<any> };

export type Preloadable<M extends ComponentModule> = ComponentType<ComponentProps<M['default']>> & {
  /** Loads the module (once; a failed load is tried again on the next call) and resolves with it. */
  load: () => Promise<M>;
};

/**
 * React.lazy renders a part through a Suspense fallback even when its module is already in, and the part then shows
 * in a commit of its own, after the first paint. A preloadable part renders directly once `load()` has resolved, so a
 * part loaded before the app first renders shows in the same commit as the page around it. Which of the two an
 * instance uses is chosen when it mounts and kept (switching would remount it).
 */
export function preloadable<M extends ComponentModule>(importModule: () => Promise<M>): Preloadable<M> {
  type P = ComponentProps<M['default']>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importModule().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { load });
}
