import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppServices } from './app/createAppServices';
import { documentCookies } from './app/session/cookies';
import { translate } from './i18n';
import './app/app.css';

const services = createAppServices({
  fetch: (...args) => window.fetch(...args),
  cookies: documentCookies(),
  storage: window.sessionStorage,
  translate,
  // The call declarations are only needed once signed in: a chunk of their own.
  loadApiDeclarations: () => import('./generated/api.json'),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
