import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppServices } from './app/createAppServices';
import { documentCookies } from './app/session/cookies';
import { loadBrandProfile } from './app/brand/brandCatalog';
import { Screen, SignedInApp } from './app/signedInChunks';
import { translate } from './i18n';
import './app/app.css';

const PUBLIC_ROUTES = ['/login', '/confirm-login', '/reset-password', '/change-password'];

const services = createAppServices({
  fetch: (...args) => window.fetch(...args),
  cookies: documentCookies(),
  storage: window.sessionStorage,
  translate,
  // The call declarations are only needed once signed in: a chunk of their own.
  loadApiDeclarations: () => import('./generated/api.json'),
});

// A returning tab (refresh-token cookie, private route) will need the signed-in chunks, its brand profile
// and the screen runtime: start fetching them now, alongside the session refresh, instead of one after another.
// The module loader shares these promises with the lazy imports that later ask for the same modules.
const brand = services.session.getBrand();
if (services.session.canRefresh() && !PUBLIC_ROUTES.includes(location.pathname)) {
  SignedInApp.preload().catch(() => undefined);
  Screen.preload().catch(() => undefined);
  if (brand) loadBrandProfile(brand).catch(() => undefined);
}

// npm run dev: the dev server prints how long an edit under brands/ or schemas/ took to reach the screen
if (import.meta.hot) {
  const hot = import.meta.hot;
  void import('./app/dev/reportScreenShown').then((m) => m.reportScreenShown(hot));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
