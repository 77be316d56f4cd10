// Issue 24: a screen's module starts loading when a link to it is hovered or focused, so the click finds it there.
import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import { loadScreenModule } from '../../runtime/screenRegistry';
import { toRouterPath } from '../../runtime/template';
import type { ShellRoute } from './buildRouteTable';

/** The screen a same-origin address opens, if any. */
export function screenOfHref(href: string, routes: readonly ShellRoute[], origin: string): string | undefined {
  const url = new URL(href, origin);
  if (url.origin !== origin) return undefined;
  return routes.find((route) => route.screenId && matchPath(toRouterPath(route.route), url.pathname))?.screenId;
}

export function usePreloadOnIntent(routes: readonly ShellRoute[]): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const id = screenOfHref(link.href, routes, window.location.origin);
      if (id) loadScreenModule(id).catch(() => undefined);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [routes]);
}
