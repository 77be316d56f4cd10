import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/precompressAssets.ts';
import { earlyLoads } from './scripts/earlyLoads.ts';

export default defineConfig({
  plugins: [react(), earlyLoads(), precompressAssets()],
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      // src/boot.ts is an entry of its own, written before the page's script by scripts/earlyLoads.ts (issue 24)
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        // Fewer, larger chunks on the first route compress better (one brotli stream instead of a dozen): the
        // libraries and the shell every page needs travel as one chunk, the sign-in page with its form as another
        // (/login 100.4 → 98.7 KB brotli; left to itself the bundler made 14 files of them). The light form renderer is
        // in the shell too: the sign-in forms and the signed-in search forms both draw with it (issue 24), so a
        // signed-in page never loads the sign-in chunk for it.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|ajv[\\/]dist[\\/]runtime[\\/]ucs2length)[\\/.]|src[\\/](i18n[\\/]index|app[\\/](App|AppServicesContext|createAppServices|Loading|lazyWithPreload|signedInChunks|http[\\/]|session[\\/](?!useIdleLogout|createIdleTimer)|notifications[\\/]|routing[\\/](FocusOnNavigation|Guard|usePageTitle|isTextEntry)|brand[\\/])|runtime[\\/](runtime|LightForm|SelectInput|formWidgets|formFiles|formValues|fieldErrorSchema|translateErrors|translateUiSchema|LoadingNotice|declaredCalls)\.)/,
            },
            {
              // what every signed-in screen runs (issue 24): the query cache and the runtime's screen, search, action
              // and format modules, as one chunk beside SignedInApp rather than a dozen small ones (better compressed)
              name: 'signed-in',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]generated[\\/](screens[\\/]index|shellTexts)|src[\\/]i18n[\\/](signedInTexts|en-GB[\\/](layout|lookup)\.)|src[\\/]runtime[\\/]i18n\.signedIn|src[\\/]runtime[\\/](Screen|SearchScreen|screenRegistry|resolveScreen|formats|LongText|Photo|LoadError|FormattedValue|predicates|formRules|registry|widgetRegistry|actionWidgets|callQueryKey|derivations|lazyComponent|RuntimeServices|SchemaForm|RowActions|Actions|ActionButton|ActionDialog|ModalForm|ViewDialog|FieldList|ReadOnlyScreen|describeCallFailure)\./,
            },
            {
              name: 'sign-in',
              test: /src[\\/]app[\\/]sign-in[\\/](?!(ConfirmLogin|ResetPassword|ChangePassword)Page)|src[\\/]runtime[\\/]SimpleSchemaForm|schemas[\\/]forms[\\/]auth[\\/]login\.|validators[\\/]auth__login/,
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
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
