import { describe, expect, it } from 'vitest';
import { loadDeployment } from './loadDeployment';

const known = ['southern', 'thameslink'];
const reply =
  (status: number, body: string, type = 'application/json') =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': type } });

describe('loadDeployment', () => {
  it('reads a valid file', async () => {
    const file = JSON.stringify({ brands: [{ id: 'southern', apiBaseUrl: 'https://api.southern.example/api' }] });
    expect(await loadDeployment(reply(200, file) as typeof fetch, known, false)).toEqual({
      ok: true,
      deployment: { brands: [{ id: 'southern', apiBaseUrl: 'https://api.southern.example/api' }] },
    });
  });

  it('stops a built console without the file, and names an invalid one', async () => {
    expect(await loadDeployment(reply(404, 'not found', 'text/plain') as typeof fetch, known, false)).toEqual({
      ok: false,
      problems: ['/deployment.json answered HTTP 404'],
    });
    expect(await loadDeployment(reply(200, '<!doctype html>', 'text/html') as typeof fetch, known, false)).toEqual({
      ok: false,
      problems: ['/deployment.json is not JSON'],
    });
    const unknown = JSON.stringify({ brands: [{ id: 'northern', apiBaseUrl: '/api' }] });
    const loaded = await loadDeployment(reply(200, unknown) as typeof fetch, known, false);
    expect(loaded.ok).toBe(false);
  });

  it('lets the development server run without one (same-origin /api)', async () => {
    expect(await loadDeployment(reply(200, '<!doctype html>', 'text/html') as typeof fetch, known, true)).toEqual({
      ok: true,
      deployment: undefined,
    });
  });
});
