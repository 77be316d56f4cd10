import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Loading } from './Loading';
import { AppServicesContext } from './AppServicesContext';
import { availableBrands } from './brand/brandCatalog';
import type { AppServices } from './createAppServices';
import { HttpError } from './http/HttpError';
import { NotificationList } from './notifications/NotificationList';
import { Guard } from './routing/Guard';
import { AvailableBrandsContext } from './sign-in/AvailableBrandsContext';

const LoginPage = lazy(() => import('./sign-in/LoginPage'));
const ConfirmLoginPage = lazy(() => import('./sign-in/ConfirmLoginPage'));
const ResetPasswordPage = lazy(() => import('./sign-in/ResetPasswordPage'));
const ChangePasswordPage = lazy(() => import('./sign-in/ChangePasswordPage'));
const SignedInApp = lazy(() => import('./SignedInApp'));

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


const publicPage = (page: ReactNode) => (
  <Guard access={{ kind: 'public' }}>
    <Suspense fallback={<Loading />}>{page}</Suspense>
  </Guard>
);

/**
 * Root of the console. The logged-out routes load on their own; everything else (layout, brand
 * profile, screens) is one lazy chunk behind the sign-in guard.
 */
export function App({ services, queryClient = createQueryClient() }: { services: AppServices; queryClient?: QueryClient }) {
  const [brands] = useState(() => availableBrands());
  const [ready, setReady] = useState(() => services.session.getSnapshot().user !== undefined || !services.session.getRefreshToken());

  // A new tab holds the refresh-token cookie but not the access token: resume the session before routing.
  useEffect(() => {
    if (!ready) void services.auth.resume().finally(() => setReady(true));
  }, [ready, services]);

  return (
    <AppServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <AvailableBrandsContext.Provider value={brands}>
          <BrowserRouter>
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
        </AvailableBrandsContext.Provider>
      </QueryClientProvider>
    </AppServicesContext.Provider>
  );
}
