import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Loading } from './Loading';
import { SignedInApp } from './signedInChunks';
import { AppServicesContext } from './AppServicesContext';
import { availableBrands, offeredBrands, type BrandSummary } from './brand/brandCatalog';
import type { AppServices } from './createAppServices';
import { HttpError } from './http/HttpError';
import { NotificationList } from './notifications/NotificationList';
import { FocusOnNavigation } from './routing/FocusOnNavigation';
import { Guard } from './routing/Guard';
import { AvailableBrandsContext } from './sign-in/AvailableBrandsContext';

const LoginPage = lazy(() => import('./sign-in/LoginPage'));
const ConfirmLoginPage = lazy(() => import('./sign-in/ConfirmLoginPage'));
const ResetPasswordPage = lazy(() => import('./sign-in/ResetPasswordPage'));
const ChangePasswordPage = lazy(() => import('./sign-in/ChangePasswordPage'));

/** Server state defaults: no retry of a 4xx (the answer will not change), one retry of anything else. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}


/** A logged-out page; it waits for the deployment's brands (the brand field depends on them). */
const publicPage = (page: ReactNode, brandsKnown: boolean) => (
  <Guard access={{ kind: 'public' }}>
    {brandsKnown ? <Suspense fallback={<Loading />}>{page}</Suspense> : <Loading />}
  </Guard>
);

/**
 * Root of the console. The logged-out routes load on their own; everything else (layout, brand
 * profile, screens) is one lazy chunk behind the sign-in guard.
 */
export function App({ services, queryClient: givenClient }: { services: AppServices; queryClient?: QueryClient }) {
  // One client for the app's lifetime (a default parameter would make a new, empty one on every render of App).
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [builtBrands] = useState(() => availableBrands());
  // undefined while the server has not said which brands this deployment offers (000 §1; docs/decisions.md)
  const [brands, setBrands] = useState<readonly BrandSummary[]>();
  const [ready, setReady] = useState(() => services.session.getSnapshot().user !== undefined || !services.session.getRefreshToken());

  // A new tab holds the refresh-token cookie but not the access token: resume the session before routing.
  useEffect(() => {
    if (!ready) void services.auth.resume().finally(() => setReady(true));
  }, [ready, services]);

  useEffect(() => {
    let live = true;
    services.auth
      .listBrands()
      .then((server) => offeredBrands(server, builtBrands), () => builtBrands)
      .then((list) => live && setBrands(list));
    return () => {
      live = false;
    };
  }, [services, builtBrands]);

  // When a session ends (logout, idle logout, failed refresh) nothing the signed-in user loaded may outlive it:
  // the next user of this tab, perhaps of another brand, would otherwise be shown it from the cache.
  useEffect(() => {
    let signedIn = services.session.getSnapshot().user !== undefined;
    return services.session.subscribe(() => {
      const now = services.session.getSnapshot().user !== undefined;
      if (signedIn && !now) queryClient.clear();
      signedIn = now;
    });
  }, [services, queryClient]);

  return (
    <AppServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <AvailableBrandsContext.Provider value={brands ?? builtBrands}>
          <BrowserRouter>
            <FocusOnNavigation />
            {ready ? (
              <Routes>
                <Route path="/login" element={publicPage(<LoginPage />, brands !== undefined)} />
                <Route path="/confirm-login" element={publicPage(<ConfirmLoginPage />, brands !== undefined)} />
                <Route path="/reset-password" element={publicPage(<ResetPasswordPage />, brands !== undefined)} />
                <Route path="/change-password" element={publicPage(<ChangePasswordPage />, brands !== undefined)} />
                <Route
                  path="*"
                  element={
                    <Guard access={{ kind: 'private' }}>
                      <Suspense fallback={<Loading />}>
                        <SignedInApp />
                      </Suspense>
                    </Guard>
                  }
                />
              </Routes>
            ) : (
              <Loading />
            )}
          </BrowserRouter>
          <NotificationList store={services.notifications} />
        </AvailableBrandsContext.Provider>
      </QueryClientProvider>
    </AppServicesContext.Provider>
  );
}
