// Visual snapshots (issue 20, docs/how-to.md): every declared screen of one brand as HQ, and the sign-in page and the
// signed-in shell of every brand, compared with the baselines in tests/visual/baselines. `npm run test:visual`
// (`-- --update` accepts the differences). A difference fails the run; the HTML report (test-results/visual-report)
// shows expected, actual and diff side by side.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VISUAL_NOW } from './visualClock';

// A fresh PGlite folder each run: the seed, with its "today" fixed by SANDBOX_NOW, is the same every day. Playwright
// loads this file in the runner and again in every worker, which inherit the runner's environment: the folder is made
// once, by scripts/testVisual.sh (which removes it afterwards) or else by the first load.
const dataDir = (process.env.VISUAL_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'console-visual-')));
const port = Number(process.env.VISUAL_PORT ?? process.env.E2E_PORT ?? 8182);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  timeout: 180_000,
  expect: {
    timeout: 15_000,
    // small: anti-aliasing noise passes, a moved border or a changed colour does not
    toHaveScreenshot: {
      threshold: 0.15,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [['list'], ['html', { outputFolder: '../../test-results/visual-report', open: 'never' }]],
  outputDir: '../../test-results/visual',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SANDBOX: '1',
      CHECK_REPLIES: '1',
      SANDBOX_NOW: VISUAL_NOW,
      DIST_DIR: process.env.DIST_DIR ?? '',
    },
  },
});
