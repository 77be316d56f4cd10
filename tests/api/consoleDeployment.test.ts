// Issue 19: the sandbox as the host of a console deployed against brand APIs — its deployment file (its own, or the
// one DEPLOYMENT_FILE names, outside the console's folder: docs/decisions/2536), the console's connect-src following
// it, and CORS with credentials for configured console origins only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

const CONSOLE = 'https://console.retailer.example';

describe('the console deployment', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;
  let settings: string;
  let deploymentFile: string;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
    // DEPLOYMENT_FILE, outside the console's folder (a build empties that)
    settings = mkdtempSync(join(tmpdir(), 'console-settings-'));
    deploymentFile = join(settings, 'deployment.json');
    app = await buildApp({
      db: database.db,
      sandbox: true,
      distDir: dist,
      deploymentFile,
      brands: ['southern', 'thameslink'],
      consoleOrigins: [CONSOLE],
    });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    rmSync(dist, { recursive: true, force: true });
    rmSync(settings, { recursive: true, force: true });
  });

  it("serves the sandbox's own deployment file without one beside the console: its brands at /api", async () => {
    const res = await app.inject({ url: '/deployment.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      brands: [
        { id: 'southern', apiBaseUrl: '/api' },
        { id: 'thameslink', apiBaseUrl: '/api' },
      ],
    });
    const page = await app.inject({ url: '/search-customers' });
    expect(page.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it("serves the file DEPLOYMENT_FILE names and lets the console's pages connect to its hosts, read per request", async () => {
    const file = {
      brands: [
        { id: 'southern', apiBaseUrl: 'https://api.southern.example/api' },
        { id: 'thameslink', apiBaseUrl: 'https://api.thameslink.example:8443/api' },
      ],
    };
    writeFileSync(deploymentFile, JSON.stringify(file));
    try {
      expect((await app.inject({ url: '/deployment.json' })).json()).toEqual(file);
      const page = await app.inject({ url: '/search-customers' });
      expect(page.headers['content-security-policy']).toContain(
        "connect-src 'self' https://api.southern.example https://api.thameslink.example:8443;",
      );
      // API replies keep the plain policy
      const api = await app.inject({ url: '/api/config/brands' });
      expect(api.headers['content-security-policy']).toContain("connect-src 'self';");
    } finally {
      rmSync(deploymentFile);
    }
  });

  it('does not serve a deployment file inside the console folder, which the next build deletes', async () => {
    writeFileSync(join(dist, 'deployment.json'), JSON.stringify({ brands: [{ id: 'southern', apiBaseUrl: '/x' }] }));
    try {
      const res = await app.inject({ url: '/deployment.json' });
      expect(res.json().brands[0].apiBaseUrl).toBe('/api');
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      rmSync(join(dist, 'deployment.json'));
    }
  });

  it('answers CORS with credentials for a configured console origin, and not for any other', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/customers/auth/refresh',
      headers: {
        origin: CONSOLE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-brand,x-requested-with',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(CONSOLE);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-Requested-With');

    const brands = await app.inject({ url: '/api/config/brands', headers: { origin: CONSOLE } });
    expect(brands.headers['access-control-allow-origin']).toBe(CONSOLE);

    const other = await app.inject({
      method: 'OPTIONS',
      url: '/api/customers/auth/refresh',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
