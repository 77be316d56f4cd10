import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Loading } from './Loading';
import { RouterApp, Screen, SignedInApp } from './signedInChunks';
import { usePreloaded } from '../runtime/usePreloaded';
import { AppServicesContext, useAppServices, useSession } from './AppServicesContext';
import { availableBrands, offeredBrands, type BrandSummary } from './brand/brandCatalog';
import type { AppServices } from './createAppServices';
import { NotificationList } from './notifications/NotificationList';
import { publicRouteOf, type PublicRoute } from './routing/decideRoute';
import { FocusOnNavigation } from './routing/FocusOnNavigation';
import { HistoryProvider, useLocation } from './routing/nativeHistory';
import { ShellGuard } from './routing/ShellGuard';
import { AvailableBrandsContext } from './sign-in/AvailableBrandsContext';

const PUBLIC_PAGES: Record<PublicRoute, ReturnType<typeof lazy>> = {
  '/login': lazy(() => import('./sign-in/LoginPage')),
  '/confirm-login': lazy(() => import('./sign-in/ConfirmLoginPage')),
  '/reset-password': lazy(() => import('./sign-in/ResetPasswordPage')),
  '/change-password': lazy(() => import('./sign-in/ChangePasswordPage')),
};

/** The screen catalogue's paths, matched as react-router matches its route `/catalogue/:screenId?`. */
const CATALOGUE = /^\/catalogue(\/[^/]+)?\/*$/i;

/**
 * The brands this deployment offers (000 §1), asked of the server once and only by the logged-out pages
 * whose brand field depends on them; the build's own list stands in when the server cannot be asked.
 */
function WithOfferedBrands({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const [brands, setBrands] = useState<BrandSummary[]>();
  useEffect(() => {
    let live = true;
    void loadOfferedBrands(services).then((list) => live && setBrands(list));
    return () => {
      live = false;
    };
  }, [services]);
  if (!brands) return <Loading page />;
  return (
    <AvailableBrandsContext.Provider value={brands}>
      <Suspense fallback={<Loading page />}>{children}</Suspense>
    </AvailableBrandsContext.Provider>
  );
}

// Asked once per app (services): the answer holds for the tab's lifetime.
const offeredBrandsOf = new WeakMap<AppServices, Promise<BrandSummary[]>>();

function loadOfferedBrands(services: AppServices): Promise<BrandSummary[]> {
  let pending = offeredBrandsOf.get(services);
  if (!pending) {
    const built = availableBrands();
    // a deployment file names the brands itself (each has its own API host, none of which speaks for the others)
    pending = services.deployment
      ? Promise.resolve(offeredBrands(services.deployment.brands, built))
      : services.auth.listBrands().then(
          (server) => offeredBrands(server, built),
          () => built,
        );
    offeredBrandsOf.set(services, pending);
  }
  return pending;
}

/**
 * The shell's routes (000 §2 Routing rules): the logged-out pages are drawn here, on the shell's own navigation, and a
 * visitor who is not signed in is sent to /login from here. Everything else — the signed-in console and the screen
 * catalogue — is the router-based tree (RouterApp), which brings react-router with it (issue 24, docs/decisions/2460)
 * and hands the logged-out paths back to the shell when the console goes to one of them.
 */
function ShellRoutes({ queryClient }: { queryClient?: QueryClient }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const publicRoute = publicRouteOf(pathname);
  if (publicRoute) {
    const Page = PUBLIC_PAGES[publicRoute];
    return (
      <ShellGuard access={{ kind: 'public' }}>
        <WithOfferedBrands>
          <Page />
        </WithOfferedBrands>
      </ShellGuard>
    );
  }
  // signed in: the console's chunk is fetched at once with the router's, not after it
  if (user) SignedInApp.preload().catch(() => undefined);
  return (
    // the catalogue has no guard: it signs in itself ("view as"); the tree stays the same, so leaving it keeps the router
    <ShellGuard access={{ kind: 'private' }} unguarded={CATALOGUE.test(pathname)}>
      <PrivateTree queryClient={queryClient} />
    </ShellGuard>
  );
}

/**
 * The router-based tree, drawn once its chunks are in — the router's and, signed in, the console's and the screen
 * runtime's: waited for by state, not suspense, which React would reveal up to 300 ms late (src/runtime/usePreloaded).
 */
function PrivateTree({ queryClient }: { queryClient?: QueryClient }) {
  const { user } = useSession();
  const routerIn = usePreloaded(RouterApp);
  const consoleIn = usePreloaded(SignedInApp, user !== undefined);
  const screenIn = usePreloaded(Screen, user !== undefined);
  if (!routerIn || !consoleIn || !screenIn) return <Loading page />;
  return (
    <Suspense fallback={<Loading page />}>
      <RouterApp queryClient={queryClient} />
    </Suspense>
  );
}

/**
 * Root of the console. The logged-out routes load on their own; everything else (router, layout, brand profile,
 * screens) is lazy, behind the sign-in guard.
 */
export function App({ services, queryClient }: { services: AppServices; queryClient?: QueryClient }) {
  const [ready, setReady] = useState(
    () => services.session.getSnapshot().user !== undefined || !services.session.canRefresh(),
  );

  // A new tab holds the refresh-token cookie but not the access token: resume the session before routing.
  useEffect(() => {
    // main.tsx may have started (or even finished) the same resume before the first render
    if (ready) return;
    if (services.session.getSnapshot().user !== undefined) setReady(true);
    else void services.auth.resume().finally(() => setReady(true));
  }, [ready, services]);

  return (
    <AppServicesContext.Provider value={services}>
      <HistoryProvider>
        <FocusOnNavigation />
        {ready ? <ShellRoutes queryClient={queryClient} /> : <Loading page />}
      </HistoryProvider>
      <NotificationList store={services.notifications} />
    </AppServicesContext.Provider>
  );
}
