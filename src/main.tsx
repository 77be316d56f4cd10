import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppServices } from './app/createAppServices';
import { documentCookies } from './app/session/cookies';
import { loadBrandProfile } from './app/brand/brandCatalog';
import { Screen, SignedInApp } from './app/signedInChunks';
import { translate } from './i18n';
import { declaredCall } from './runtime/declaredCalls';
import './app/app.css';

const PUBLIC_ROUTES = ['/login', '/confirm-login', '/reset-password', '/change-password'];

const services = createAppServices({
  fetch: (...args) => window.fetch(...args),
  cookies: documentCookies(),
  storage: window.sessionStorage,
  translate,
  // A screen's calls come with its module; the run-time index of every call is a chunk of its own, loaded only for a
  // call no loaded screen names.
  loadApiDeclarations: () => import('./generated/calls.json'),
  knownCall: declaredCall,
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
