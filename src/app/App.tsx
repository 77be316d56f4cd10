import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Loading } from './Loading';
import { SignedInApp } from './signedInChunks';
import { AppServicesContext, useAppServices } from './AppServicesContext';
import { availableBrands, offeredBrands } from './brand/brandCatalog';
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


/**
 * The brands this deployment offers (000 §1), asked of the server once and only by the logged-out pages
 * whose brand field depends on them; the build's own list stands in when the server cannot be asked.
 */
function WithOfferedBrands({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const brands = useQuery({
    queryKey: ['offeredBrands'],
    queryFn: () => {
      const built = availableBrands();
      return services.auth.listBrands().then((server) => offeredBrands(server, built), () => built);
    },
    staleTime: Infinity,
  });
  if (!brands.data) return <Loading />;
  return (
    <AvailableBrandsContext.Provider value={brands.data}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </AvailableBrandsContext.Provider>
  );
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
export function App({ services, queryClient: givenClient }: { services: AppServices; queryClient?: QueryClient }) {
  // One client for the app's lifetime (a default parameter would make a new, empty one on every render of App).
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [ready, setReady] = useState(() => services.session.getSnapshot().user !== undefined || !services.session.canRefresh());

  // A new tab holds the refresh-token cookie but not the access token: resume the session before routing.
  useEffect(() => {
    if (!ready) void services.auth.resume().finally(() => setReady(true));
  }, [ready, services]);

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
        <BrowserRouter>
          <FocusOnNavigation />
          {ready ? (
            <Routes>
              <Route path="/login" element={publicPage(<LoginPage />)} />
              <Route path="/confirm-login" element={publicPage(<ConfirmLoginPage />)} />
              <Route path="/reset-password" element={publicPage(<ResetPasswordPage />)} />
              <Route path="/change-password" element={publicPage(<ChangePasswordPage />)} />
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
      </QueryClientProvider>
    </AppServicesContext.Provider>
  );
}
