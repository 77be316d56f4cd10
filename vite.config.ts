import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompressAssets.ts';
import { earlyLoads } from './scripts/earlyLoads.ts';

export default defineConfig({
  plugins: [react(), earlyLoads(), precompressAssets()],
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8080' } },
  resolve: {
    // React 19 has useSyncExternalStore: the shim react-i18next imports for older Reacts is left out
    // (src/app/useSyncExternalStoreShim.ts)
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/app/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    // every browser the console supports has modulepreload (Chromium 66, Firefox 115, Safari 17): no polyfill on every page
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      // src/boot.ts is an entry of its own, written before the page's script by scripts/earlyLoads.ts (issue 24)
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // Fewer, larger chunks on the first route compress better (one brotli stream instead of a dozen): the
        // libraries and the shell every page needs travel as one chunk, the sign-in page with its form as another
        // (/login 100.4 → 98.7 KB brotli; left to itself the bundler made 14 files of them). The light form renderer is
        // in the shell too: the sign-in forms and the signed-in search forms both draw with it (issue 24), so a
        // signed-in page never loads the sign-in chunk for it. react-router is not in the shell: the logged-out pages
        // navigate on the History API (src/app/routing/nativeHistory.tsx) and the router comes with the signed-in
        // chunk (docs/decisions/2460); the entry module (main.tsx) joins the shell's stream too, leaving index.js a
        // one-line loader (/login 102.3 → 89.4 KB brotli with the sign-in texts out of the shell).
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|ajv[\\/]dist[\\/]runtime[\\/]ucs2length)[\\/.]|src[\\/](main\.|i18n[\\/]index|app[\\/](deployment[\\/]|App|AppServicesContext|createAppServices|Loading|lazyWithPreload|signedInChunks|http[\\/]|session[\\/](?!useIdleLogout|createIdleTimer|signInErrorMessage)|notifications[\\/]|routing[\\/](FocusOnNavigation|nativeHistory|decideRoute|ShellGuard|usePageTitle|isTextEntry)|brand[\\/])|runtime[\\/](runtime|usePreloaded|LightForm|SelectInput|formWidgets|formFiles|formValues|fieldErrorSchema|translateErrors|translateUiSchema|LoadingNotice|declaredCalls|useTranslation)\.)/,
            },
            {
              // what every signed-in screen runs (issue 24): the query cache and the runtime's screen, search, action
              // and format modules, as one chunk beside SignedInApp rather than a dozen small ones (better compressed),
              // with react-router and the router-based tree (RouterApp) the signed-in console and the catalogue run in
              name: 'signed-in',
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|react-router|react-router-dom|postcode)[\\/]|src[\\/]app[\\/](RouterApp|routing[\\/](Guard|buildRouteTable))\.|src[\\/]domain[\\/](isEmailAddress|isIsrn)\.|src[\\/]generated[\\/](screens[\\/]index|shellTexts)|src[\\/]i18n[\\/](signedInTexts|en-GB[\\/](layout|lookup)\.)|src[\\/]runtime[\\/]i18n\.signedIn|src[\\/]runtime[\\/](Screen|SearchScreen|screenRegistry|resolveScreen|formats|LongText|Photo|LoadError|FormattedValue|predicates|formRules|registry|widgetRegistry|actionWidgets|callQueryKey|derivations|lazyComponent|RuntimeServices|SchemaForm|RowActions|Actions|ActionButton|ActionDialog|ModalForm|ViewDialog|FieldList|ReadOnlyScreen|describeCallFailure|searchAddress|SearchResultsTable)\./,
            },
            {
              name: 'sign-in',
              test: /src[\\/]app[\\/]sign-in[\\/](?!(ConfirmLogin|ResetPassword|ChangePassword)Page|PasswordWidgets|PasswordChecklist|changePasswordState|registerPasswordWidgets|authPagesTexts)|src[\\/]app[\\/]session[\\/]signInErrorMessage|src[\\/]i18n[\\/]en-GB[\\/]auth\.|src[\\/]runtime[\\/]SimpleSchemaForm|schemas[\\/]forms[\\/]auth[\\/]login\.|validators[\\/]auth__login/,
            },
          ],
        },
      },
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'generators/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/snapshots/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/api/support/globalSetup.ts'],
    // the sandbox holds every reply to its declaration before sending it (server/replySchemas.ts, issue 31)
    env: { CHECK_REPLIES: '1' },
    testTimeout: 30000,
    // a suite opens its database from the seeded dump and starts the app in beforeAll: slow on a busy machine
    hookTimeout: 180000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one fork on CI's two. The suites wait on PGlite and
    // PostgreSQL as much as they compute, and each PostgreSQL suite has a database of its own, so two forks run
    // side by side: the whole unit run took 448 s instead of 650 s on this two-core machine.
    maxWorkers: availableParallelism(),
  },
});
