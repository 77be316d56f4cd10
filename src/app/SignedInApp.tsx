import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { matchRoutes, Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { QueryClientProvider, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../runtime/useTranslation';
import { checkGate } from '../domain/checkGate';
import { gateContextFor } from '../domain/gateContextFor';
import { prefetchScreen, type PrefetchContext } from '../runtime/prefetchScreen';
import { RuntimeServicesProvider, useRuntimeServices, type RuntimeServices } from '../runtime/RuntimeServices';
import { loadScreenModule, loadScreenParts, setWidgetFoldersLoader } from '../runtime/screenRegistry';
import type { ScreenModule } from '../runtime/screenModule';
import { toRouterPath } from '../runtime/template';
import { Loading } from './Loading';
import { queryClientOf } from './queryClient';
import { Screen } from './signedInChunks';
import { useAppServices, useSession } from './AppServicesContext';
import type { AppServices } from './createAppServices';
import {
  applyTheme,
  availableBrands,
  loadBrandProfile,
  loadedBrandProfile,
  type ShellProfile,
} from './brand/brandCatalog';
import { ProfileContext } from './brand/ProfileContext';
import { Layout } from './layout/Layout';
import { clearRecentRecords } from './lookup/recentRecords';
import { NotAvailablePage } from './layout/NotAvailablePage';
import { buildRouteTable, type ShellRoute } from './routing/buildRouteTable';
import { HOME_ROUTE } from './routing/decideRoute';
import { Guard } from './routing/Guard';
import { shellScreens } from './routing/shellScreens';
import { SPEC_ROUTES } from './routing/specRoutes';
import { smartcardVersionHeaders } from '../domain/smartcardVersionHeaders';
import { usePageTitle } from './routing/usePageTitle';
import { usePreloadOnIntent } from './routing/usePreloadOnIntent';
import { useIdleLogout } from './session/useIdleLogout';
import '../i18n/signedInTexts';
import { loadWidgetFolders } from '../widgets/registerWidgets';
import type { BrandProfile } from '../generated/types/BrandProfile';

const routeTable = buildRouteTable(shellScreens, SPEC_ROUTES);
// a screen's widget registrations load beside its module (issue 24), not every widget's with this chunk
setWidgetFoldersLoader(loadWidgetFolders);

/**
 * Issue 24: the screen's module, for a detail screen the detail runtime's chunk, and the screen's calls (its own, its
 * panels' and its widgets' declared first calls) start together, alongside the runtime's chunk, not one after another.
 * The declaration alone starts them; as each of its widget folders' registrations comes in, the panels a predicate of
 * that folder admits follow, folder by folder. Asked again for the same address, it asks for nothing the cache
 * already holds or awaits.
 */
function startScreen(screenId: string, ctx: PrefetchContext): void {
  const prefetch = (module: ScreenModule) => prefetchScreen(module.definition, ctx);
  const [declaration, ...folders] = loadScreenParts(screenId);
  declaration
    .then((module) => {
      prefetch(module);
      return module.definition.kind === 'detail' ? import('../runtime/DetailScreen') : undefined;
    })
    .catch(() => undefined);
  for (const folder of folders) folder.then(prefetch, () => undefined);
  // the module, known to the registry once every folder is in (the screen waits for it)
  loadScreenModule(screenId).catch(() => undefined);
}

// The screen routes, made once. As <Routes> children they were made again, and react-router flattened and ranked the
// whole table (matchRoutes), on every render of the signed-in content: 7–18 ms of a cold load's main thread (issue 24).
const screenRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to={HOME_ROUTE} replace /> },
  ...routeTable.map((route) => ({
    path: toRouterPath(route.route),
    handle: route,
    element: (
      <Guard access={{ kind: 'private', gate: route.gate }}>
        <RoutePage route={route} />
      </Guard>
    ),
  })),
  { path: '*', element: <Navigate to={HOME_ROUTE} replace /> },
];

let matched: { pathname: string; match: ReturnType<typeof matchRoutes<RouteObject>> } | undefined;

/** The table ranked once per address: the route the address opens (the route's early start and the router share it). */
function matchRoute(pathname: string) {
  if (matched?.pathname !== pathname) matched = { pathname, match: matchRoutes(screenRoutes, pathname) };
  const match = matched.match?.[0];
  return { match, route: match?.route.handle as ShellRoute | undefined };
}

/** The router is handed only the route the address matches: ranking one route costs nothing. */
function ScreenRoutes() {
  const { pathname } = useLocation();
  const { match } = matchRoute(pathname);
  return useRoutes(match ? [match.route] : screenRoutes);
}

/**
 * Starts the screen of the address before React has drawn any of the signed-in tree (main.tsx, as soon as the session
 * and this chunk are in): the route the router will choose, if the user's level and the brand open it, with the query
 * cache, brand headers and gate context the signed-in tree then uses. Nothing when the brand profile is not in yet.
 */
export function prefetchRoute(services: AppServices, where: Pick<Location, 'pathname' | 'search'>): void {
  const user = services.session.getSnapshot().user;
  const profile = loadedBrandProfile(services.session.getBrand() ?? availableBrands()[0]?.id);
  if (!user || !profile) return;
  const { match, route } = matchRoute(where.pathname);
  const gateContext = gateContextFor(profile as unknown as BrandProfile, user.accessLevel, user.email);
  if (!match || !route?.screenId || !checkGate(route.gate, gateContext)) return;
  // 001 §7 as SignedInContent: the brand's headers are in place before the screen's first call
  services.setApiHeaders(smartcardVersionHeaders(profile.flags));
  startScreen(route.screenId, {
    client: queryClientOf(user),
    call: services.call,
    gateContext,
    config: profile.config,
    routeParams: match.params,
    searchParams: new URLSearchParams(where.search),
  });
}

function RoutePage({ route }: { route: ShellRoute }) {
  usePageTitle(route.title);
  const client = useQueryClient();
  const { call, gateContext, config } = useRuntimeServices();
  const routeParams = useParams();
  const paramsKey = JSON.stringify(routeParams);
  // During render, not in an effect: the effect would wait for the commit of the whole page.
  const started = useRef<string>(undefined);
  if (route.screenId && started.current !== `${route.screenId} ${paramsKey}`) {
    started.current = `${route.screenId} ${paramsKey}`;
    startScreen(route.screenId, {
      client,
      call,
      gateContext,
      config,
      routeParams,
      searchParams: new URLSearchParams(window.location.search),
    });
  }
  return route.screenId ? <Screen id={route.screenId} /> : <NotAvailablePage />;
}

/**
 * Everything behind sign-in, loaded as its own chunk: the server-state cache, the brand profile (lazily, per
 * brand), theme, RuntimeServices for src/runtime, idle logout, the layout and the screen routes.
 */
export default function SignedInApp({ queryClient }: { queryClient?: QueryClient }) {
  const { session } = useAppServices();
  // One cache while signed in (a test may hand its own in); the logged-out pages never load the library.
  const [client] = useState(() => queryClient ?? queryClientOf(session.getSnapshot().user));

  // When a session ends (logout, idle logout, failed refresh) nothing the signed-in user loaded may outlive it:
  // the next user of this tab, perhaps of another brand, would otherwise be shown it from the cache — nor the records
  // it opened (the quick lookup's recent records).
  useEffect(() => {
    let signedIn = session.getSnapshot().user !== undefined;
    return session.subscribe(() => {
      const now = session.getSnapshot().user !== undefined;
      if (signedIn && !now) {
        client.clear();
        clearRecentRecords();
      }
      signedIn = now;
    });
  }, [session, client]);

  return (
    <QueryClientProvider client={client}>
      <SignedInContent />
    </QueryClientProvider>
  );
}

function SignedInContent() {
  const { t } = useTranslation();
  const { call, notifications, auth, setApiHeaders } = useAppServices();
  const { user, brand: sessionBrand } = useSession();
  const brand = sessionBrand ?? availableBrands()[0]?.id;
  const profileQuery = useQuery({
    queryKey: ['brandProfile', brand],
    queryFn: () => loadBrandProfile(brand!),
    initialData: () => loadedBrandProfile(brand),
    enabled: brand !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const profile: ShellProfile | undefined = profileQuery.data;
  const config = profile?.config ?? {};

  useEffect(() => {
    if (!profile) return;
    applyTheme(profile.theme);
    if (typeof profile.config.notificationMs === 'number') notifications.setDurationMs(profile.config.notificationMs);
  }, [profile, notifications]);

  usePreloadOnIntent(routeTable);

  const onIdle = useCallback(() => {
    void auth.logout();
    notifications.notify({ kind: 'info', message: t('SESSION_IDLE_LOGOUT') });
  }, [auth, notifications, t]);
  useIdleLogout({
    enabled: user !== undefined,
    idleMs: typeof config.idleLogoutMs === 'number' ? config.idleLogoutMs : 600_000,
    checkMs: typeof config.idleCheckMs === 'number' ? config.idleCheckMs : 15_000,
    onIdle,
  });

  const signedIn = useMemo(() => {
    if (!profile || !user) return undefined;
    // 001 §7 the brand's headers (smartcard version 2) are in place before any screen below makes its first call
    setApiHeaders(smartcardVersionHeaders(profile.flags));
    return { profile, gateContext: gateContextFor(profile as unknown as BrandProfile, user.accessLevel, user.email) };
  }, [profile, user, setApiHeaders]);
  const services = useMemo<RuntimeServices | undefined>(
    () =>
      signedIn && {
        call,
        gateContext: signedIn.gateContext,
        userEmail: user?.email,
        flags: signedIn.gateContext.flags,
        config: signedIn.profile.config,
        notify: (n) => notifications.notify(n),
      },
    [signedIn, user, call, notifications],
  );

  if (profileQuery.isError || (!brand && !profileQuery.isPending)) {
    return (
      <p className="message message--error" role="alert">
        {t('PAGE_LOAD_ERROR')}
      </p>
    );
  }
  if (!signedIn || !services) return <Loading page />;

  return (
    <ProfileContext.Provider value={signedIn}>
      <RuntimeServicesProvider value={services}>
        <Layout>
          <Suspense fallback={<Loading />}>
            <ScreenRoutes />
          </Suspense>
        </Layout>
      </RuntimeServicesProvider>
    </ProfileContext.Provider>
  );
}
