// A runtime component loaded as a chunk of its own (issue 24) that, once its module is in, renders directly: a plain
// React.lazy suspends on its first render even when the module has arrived, and React then holds the reveal back by up
// to 300 ms. `preload()` starts the chunk early (a search that starts, a screen whose module says it is a detail one).
import { lazy, type ComponentProps, type ComponentType } from 'react';

export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later render may try again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: ComponentProps<T>) {
    const Component = (loaded ?? Lazy) as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  }
  Preloadable.preload = preload;
  /** the module is in: rendering does not suspend (src/runtime/usePreloaded.ts) */
  Preloadable.isLoaded = () => loaded !== undefined;
  return Preloadable;
}
