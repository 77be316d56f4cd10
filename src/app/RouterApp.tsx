import { lazy, memo, Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { Loading } from './Loading';
import { SignedInApp } from './signedInChunks';
import { PUBLIC_ROUTES } from './routing/decideRoute';
import { Guard } from './routing/Guard';
import { notifyLocationChanged } from './routing/nativeHistory';

// development and sandbox only (the page leads home when the server refuses its sandbox calls): a chunk of its own
const CataloguePage = lazy(() => import('./catalogue/CataloguePage'));

/** Reports each of the router's navigations to the shell, which follows the address with it (focus, hand-over). */
function ReportLocation() {
  const location = useLocation();
  useLayoutEffect(() => notifyLocationChanged(), [location]);
  return null;
}

/**
 * The router-based part of the console (issue 24, docs/decisions/2460): the signed-in console and the screen
 * catalogue, with react-router, loaded only when one of them is shown. The logged-out pages are the shell's (App.tsx):
 * when the console goes to one (logout, a guard sending a signed-out user to /login) this tree shows the loading
 * notice for the moment the shell takes over. Memoised: the shell re-renders on each of the router's navigations it
 * follows, and the page, already drawn by the router, need not be drawn twice.
 */
export default memo(function RouterApp({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <BrowserRouter>
      <ReportLocation />
      <Routes>
        {PUBLIC_ROUTES.map((path) => (
          <Route key={path} path={path} element={<Loading page />} />
        ))}
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
    </BrowserRouter>
  );
});
