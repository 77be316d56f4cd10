import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * React.lazy that can be started early and, once its module has arrived, renders it directly.
 * A plain lazy component suspends on its first render even when its module is already loaded, and
 * React then holds back the reveal of suspended content by up to 300 ms a step; a returning tab
 * preloads the signed-in chunks alongside the session refresh, so it should pay neither.
 * @example const Page = lazyWithPreload(() => import('./Page')); void Page.preload();
 */
export function lazyWithPreload<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const preload = () =>
    (pending ??= factory().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a later render may try again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<T>) {
    const Component = (loaded ?? Lazy) as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  }
  Preloadable.preload = preload;
  /** the module is in: rendering does not suspend (src/runtime/usePreloaded.ts) */
  Preloadable.isLoaded = () => loaded !== undefined;
  return Preloadable;
}
