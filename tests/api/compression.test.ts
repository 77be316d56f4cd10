// Compression: the built console's files as pre-compressed copies chosen by Accept-Encoding, API replies compressed
// per request above a small size; hashed assets stay cached for a year, index.html is always asked again.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_COMPRESS_THRESHOLD, buildApp } from '../../server/app';
import { compressFolder } from '../../scripts/precompressAssets';
import { signIn, type Session } from './support/client';
import { DRIVERS, openTestDatabase, type TestDatabase } from './support/testDatabase';

function decoded(res: LightMyRequestResponse): string {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe.each(DRIVERS)('compression (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;
  let session: Session;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "customer ${i}" }`).join(', ')}];\n`;
  const html = `<!doctype html><html><head><title>Console</title></head><body><div id="root"></div>${' '.repeat(1000)}</body></html>`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-compressed-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, 'assets/index-AbC123.js'), script);
    writeFileSync(join(dist, 'assets/tiny-XyZ789.js'), 'export {};');
    compressFolder(dist);
    database = await openTestDatabase(driver);
    app = await buildApp({ db: database.db, sandbox: true, distDir: dist });
    session = await signIn(app, 'agent@southern.example');
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy of each compressible file, but not of tiny ones', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/index-AbC123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'index.html.gz'))).toString()).toBe(html);
    expect(existsSync(join(dist, 'assets/tiny-XyZ789.js.br'))).toBe(false);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('serves a hashed asset to Accept-Encoding "%s" as %s, cached as immutable', async (accept, expected) => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(decoded(res)).toBe(script);
  });

  it('serves the file as it is without Accept-Encoding, and a file without copies as it is', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await app.inject({
      method: 'GET',
      url: '/assets/tiny-XyZ789.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('serves index.html compressed at / and as the SPA fallback, never cached', async () => {
    for (const url of ['/', '/search-customers']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res), url).toBe(html);
    }
    const plain = await app.inject({ method: 'GET', url: '/search-customers' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it.each([['br'], ['gzip']])(
    'compresses an API reply above the threshold with %s, keeping its JSON',
    async (encoding) => {
      const headers = { authorization: `Bearer ${session.accessToken}` };
      const query = { surname: 'S' };
      const plain = await app.inject({ method: 'GET', url: '/api/admin/customers', query, headers });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESS_THRESHOLD);
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/customers',
        query,
        headers: { ...headers, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    },
  );

  it('sends a small API reply uncompressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      query: { surname: 'Nobody-by-this-name' },
      headers: { authorization: `Bearer ${session.accessToken}`, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(API_COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
