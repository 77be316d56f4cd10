// Renders runtime components as the app would: i18n, TanStack Query, a router and RuntimeServices.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import type { GateContext } from '../../domain/checkGate';
import en from '../i18n.en-GB.json';
import enSignedIn from '../i18n.signedIn.en-GB.json';
import { RuntimeServicesProvider, type RuntimeServices } from '../RuntimeServices';
import { screenDefinitions } from '../screenDefinitions';
import { registerScreenModule } from '../screenRegistry';

// Tests render <Screen id> at once: every screen is known up front, as if its module had arrived, and the runtime's
// own lazy chunks (detail screens, results table, RJSF) are loaded, as from a warm cache, so the tests' waits measure
// the screens rather than the first transform of those modules.
for (const definition of screenDefinitions) registerScreenModule({ definition, calls: {} });
await Promise.all([import('../DetailScreen'), import('../DataTable'), import('../RjsfSchemaForm')]);

/** `extra`: more English texts, e.g. the app's (src/i18n/en-GB/common.json) for a test that reads them. */
export function createTestI18n(extra: Record<string, string> = {}) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-GB',
    fallbackLng: false,
    resources: { 'en-GB': { translation: { ...en, ...enSignedIn, ...extra } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface RenderOptions {
  /** Starting address, e.g. '/account/7?x=1' */
  url?: string;
  /** Route pattern the element is mounted on, e.g. '/account/:id' */
  path?: string;
  call?: RuntimeServices['call'];
  level?: number;
  flags?: Record<string, boolean>;
  permissions?: GateContext['permissions'];
  config?: Record<string, unknown>;
  /** The signed-in staff e-mail (RuntimeServices.userEmail). */
  userEmail?: string;
  /** More English texts than the runtime's own (createTestI18n). */
  translations?: Record<string, string>;
}

export function renderWithRuntime(element: ReactElement, options: RenderOptions = {}) {
  const flags = options.flags ?? {};
  const services: RuntimeServices = {
    call: options.call ?? vi.fn(async () => ({ result: [] })),
    gateContext: { level: options.level ?? 40, flags, permissions: options.permissions ?? {} },
    userEmail: options.userEmail,
    flags,
    config: {
      paginationSize: 10,
      defaultPaginationLimit: 20,
      maxPageLinks: 10,
      customerOrdersPageSize: 20,
      ...options.config,
    },
    notify: vi.fn(),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location: { current?: Location } = {};
  function LocationProbe() {
    location.current = useLocation();
    return null;
  }
  const path = options.path ?? '/';
  const utils = render(
    <I18nextProvider i18n={createTestI18n(options.translations)}>
      <QueryClientProvider client={queryClient}>
        <RuntimeServicesProvider value={services}>
          <MemoryRouter initialEntries={[options.url ?? path]}>
            <LocationProbe />
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </RuntimeServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...utils, services, queryClient, location };
}
