import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppServices } from './app/createAppServices';
import type { Deployment } from './domain/deployment';
import { DeploymentErrorPage } from './app/deployment/DeploymentErrorPage';
import { loadDeployment } from './app/deployment/loadDeployment';
import { documentCookies } from './app/session/cookies';
import { availableBrands, loadBrandProfile } from './app/brand/brandCatalog';
import { publicRouteOf } from './app/routing/decideRoute';
import { RouterApp, Screen, SignedInApp } from './app/signedInChunks';
import { translate } from './i18n';
import { declaredCall } from './runtime/declaredCalls';
import { takeEarlyDeployment, withEarlyRefresh, withEarlySearch } from './app/boot/earlyStart';
import './app/app.css';

const root = createRoot(document.getElementById('root')!);

// The deployment file (brands offered, each brand's API host) comes first: without a valid one the console says why.
// src/boot.ts asked for it already, before this chunk arrived.
const earlyDeployment = takeEarlyDeployment(window);
const loaded = await loadDeployment(
  (...args) => earlyDeployment ?? window.fetch(...args),
  availableBrands().map((b) => b.id),
  import.meta.env.DEV,
);
if (!loaded.ok) {
  root.render(
    <StrictMode>
      <DeploymentErrorPage problems={loaded.problems} />
    </StrictMode>,
  );
} else {
  start(loaded.deployment);
}

// npm run dev: the dev server prints how long an edit under brands/ or schemas/ took to reach the screen
if (import.meta.hot) {
  const hot = import.meta.hot;
  void import('./app/dev/reportScreenShown').then((m) => m.reportScreenShown(hot));
}

function start(deployment: Deployment | undefined) {
  const cookies = documentCookies();
  const services = createAppServices({
    // a new tab's first refresh is the one src/boot.ts sent while this chunk was arriving, and so is its first search
    fetch: withEarlyRefresh(
      withEarlySearch((...args) => window.fetch(...args), window),
      window,
    ),
    cookies,
    storage: window.sessionStorage,
    translate,
    // A screen's calls come with its module; the run-time index of every call is a chunk of its own, loaded only for
    // a call no loaded screen names.
    loadApiDeclarations: () => import('./generated/calls.json'),
    knownCall: declaredCall,
    deployment,
  });
  // A returning tab (refresh-token cookie, private route) will need the router and signed-in chunks, its brand profile
  // and the screen runtime: start fetching them now, alongside the session refresh, instead of one after another.
  // The module loader shares these promises with the lazy imports that later ask for the same modules.
  const brand = services.session.getBrand();
  if (services.session.canRefresh() && !publicRouteOf(location.pathname)) {
    // the session refresh now, not in App's effect after the first render (App waits for this same call)
    const signedIn = services.session.getSnapshot().user === undefined ? services.auth.resume() : true;
    RouterApp.preload().catch(() => undefined);
    SignedInApp.preload().catch(() => undefined);
    Screen.preload().catch(() => undefined);
    const profile = brand ? loadBrandProfile(brand) : undefined;
    // the screen's module and calls as soon as the session, the console's chunk and the brand profile are in, not once
    // React has drawn the signed-in tree down to the route (issue 24); the route then finds them started
    void Promise.all([signedIn, import('./app/SignedInApp'), profile])
      .then(([resumed, signedInApp]) => resumed && signedInApp.prefetchRoute(services, window.location))
      .catch(() => undefined);
  }

  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
