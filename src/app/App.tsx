import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { Loading } from './Loading';
import { SignedInApp } from './signedInChunks';
import { AppServicesContext, useAppServices } from './AppServicesContext';
import { availableBrands, offeredBrands, type BrandSummary } from './brand/brandCatalog';
import type { AppServices } from './createAppServices';
import { NotificationList } from './notifications/NotificationList';
import { FocusOnNavigation } from './routing/FocusOnNavigation';
import { Guard } from './routing/Guard';
import { AvailableBrandsContext } from './sign-in/AvailableBrandsContext';

const LoginPage = lazy(() => import('./sign-in/LoginPage'));
const ConfirmLoginPage = lazy(() => import('./sign-in/ConfirmLoginPage'));
const ResetPasswordPage = lazy(() => import('./sign-in/ResetPasswordPage'));
const ChangePasswordPage = lazy(() => import('./sign-in/ChangePasswordPage'));
// development and sandbox only (the page leads home when the server refuses its sandbox calls): a chunk of its own
const CataloguePage = lazy(() => import('./catalogue/CataloguePage'));

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

const publicPage = (page: ReactNode) => (
  <Guard access={{ kind: 'public' }}>
    <WithOfferedBrands>{page}</WithOfferedBrands>
  </Guard>
);

/**
 * Root of the console. The logged-out routes load on their own; everything else (layout, brand
 * profile, screens) is one lazy chunk behind the sign-in guard.
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
      <BrowserRouter>
        <FocusOnNavigation />
        {ready ? (
          <Routes>
            <Route path="/login" element={publicPage(<LoginPage />)} />
            <Route path="/confirm-login" element={publicPage(<ConfirmLoginPage />)} />
            <Route path="/reset-password" element={publicPage(<ResetPasswordPage />)} />
            <Route path="/change-password" element={publicPage(<ChangePasswordPage />)} />
            <Route
              path="/catalogue/:screenId?"
              element={
                <Suspense fallback={<Loading page />}>
                  <CataloguePage />
                </Suspense>
              }
            />
            <Route
              path="*"
              element={
                <Guard access={{ kind: 'private' }}>
                  <Suspense fallback={<Loading page />}>
                    <SignedInApp queryClient={queryClient} />
                  </Suspense>
                </Guard>
              }
            />
          </Routes>
        ) : (
          <Loading page />
        )}
      </BrowserRouter>
      <NotificationList store={services.notifications} />
    </AppServicesContext.Provider>
  );
}
