// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { LEVELS } from '../domain/levels';
import { loadBrandProfile } from './brand/brandCatalog';
import { queryClientOf } from './queryClient';
import { declaredCall } from '../runtime/declaredCalls';
import { loadScreenModule } from '../runtime/screenRegistry';
import { prefetchRoute } from './SignedInApp';
import { createTestServices, memoryCookies } from './testing/createTestServices';

const jsonReply = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function signedIn(level: number) {
  const services = createTestServices(
    (url) =>
      url.includes('/admin/customers')
        ? jsonReply(200, { result: [{ id: 1, surname: 'Smith' }], links: { page: 1, limit: 10, total: 1 } })
        : jsonReply(404),
    memoryCookies({ brand: 'southern' }),
    declaredCall,
  );
  services.session.beginSignIn('agent@southern.example', 'southern', 'et');
  services.session.completeSignIn({ accessToken: 'at', refreshToken: 'rt', accessLevel: level });
  await loadBrandProfile('southern');
  return services;
}

const asked = (services: Awaited<ReturnType<typeof signedIn>>) =>
  services.fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/api/, ''));

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('prefetchRoute (issue 24: the address starts its screen before React draws it)', () => {
  it("asks for a search address's results into the user's cache, with the screen's own key", async () => {
    const services = await signedIn(LEVELS.BASIC);
    prefetchRoute(services, { pathname: '/search-customers', search: '?surname=Smith&page=1&limit=10' });
    // the screen's module is a chunk of its own (a first import here also transforms it)
    await vi.waitFor(() => expect(asked(services)).toEqual(['/admin/customers?surname=Smith&page=1&limit=10']), {
      timeout: 10_000,
    });
    const cached = queryClientOf(services.session.getSnapshot().user)
      .getQueryCache()
      .findAll({ queryKey: ['call', 'searchCustomers'] });
    expect(cached.map((q) => q.state.status)).toEqual(['success']);
  });

  it('asks nothing for a route the level may not open, an address that is no search yet, or an unknown path', async () => {
    const services = await signedIn(LEVELS.BASIC);
    prefetchRoute(services, { pathname: '/search-users', search: '?page=1' });
    prefetchRoute(services, { pathname: '/search-customers', search: '' });
    prefetchRoute(services, { pathname: '/nowhere', search: '' });
    // the modules of both screens are in once every part of them has arrived: nothing may have been asked by then
    await Promise.all([loadScreenModule('searchUsers'), loadScreenModule('searchCustomers')]);
    await settle();
    expect(asked(services)).toEqual([]);
  });
});
