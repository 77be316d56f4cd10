// npm run serve:console (scripts/serveConsole.ts), the static host of a console deployed against brand APIs (issue 32):
// its deployment file is sent never cached, and is kept outside the console's folder, which every build empties.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildConsoleHost,
  consoleHostOptions,
  DEFAULT_DEPLOYMENT_FILE,
  deploymentFileWarning,
} from '../../scripts/serveConsole';

const BRANDS = ['southern', 'thameslink'];
const FILE = { brands: [{ id: 'southern', apiBaseUrl: 'https://api.southern.example/api' }] };

/** What `vite build` does to its folder: empties it, then writes the console again. */
function rebuild(dist: string) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
}

describe('npm run serve:console', () => {
  let folder: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'serve-console-'));
    rebuild(join(folder, 'dist'));
    writeFileSync(join(folder, 'deployment.json'), JSON.stringify(FILE));
    app = await buildConsoleHost({
      distDir: join(folder, 'dist'),
      deploymentFile: join(folder, 'deployment.json'),
      brands: BRANDS,
    });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends the deployment file with Cache-Control: no-cache, not the static files default max-age=0', async () => {
    const res = await app.inject({ url: '/deployment.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FILE);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('still serves the deployment file after a rebuild empties the console folder', async () => {
    rebuild(join(folder, 'dist'));
    const res = await app.inject({ url: '/deployment.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FILE);
    expect((await app.inject({ url: '/search-customers' })).headers['content-security-policy']).toContain(
      "connect-src 'self' https://api.southern.example;",
    );
  });

  it('keeps the deployment file in the project folder by default, outside dist/, and says when it is inside', () => {
    const options = consoleHostOptions({}, BRANDS);
    expect(options.deploymentFile).toBe(DEFAULT_DEPLOYMENT_FILE);
    expect(relative(options.distDir, options.deploymentFile).startsWith('..')).toBe(true);
    expect(dirname(options.deploymentFile)).toBe(dirname(options.distDir));
    const inside = consoleHostOptions(
      { DIST_DIR: '/srv/console', DEPLOYMENT_FILE: '/srv/console/deployment.json' },
      [],
    );
    expect(deploymentFileWarning(inside)).toMatch(/inside \/srv\/console: the next build empties that folder/);
    const missing = consoleHostOptions(
      { DIST_DIR: folder, DEPLOYMENT_FILE: join(tmpdir(), 'no-such-dir', 'd.json') },
      [],
    );
    expect(deploymentFileWarning(missing)).toMatch(/No deployment file at .*d\.json yet/);
    expect(
      deploymentFileWarning({
        distDir: join(folder, 'dist'),
        deploymentFile: join(folder, 'deployment.json'),
        brands: [],
      }),
    ).toBeUndefined();
  });
});
