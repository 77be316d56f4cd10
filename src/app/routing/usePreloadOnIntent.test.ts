import { describe, expect, it } from 'vitest';
import { buildRouteTable } from './buildRouteTable';
import { shellScreens } from './shellScreens';
import { SPEC_ROUTES } from './specRoutes';
import { screenOfHref } from './usePreloadOnIntent';

const routes = buildRouteTable(shellScreens, SPEC_ROUTES);
const origin = 'https://console.example';

describe('screenOfHref', () => {
  it('names the screen a link opens, with its parameters and query', () => {
    expect(screenOfHref('/account/32', routes, origin)).toBe('account');
    expect(screenOfHref(`${origin}/orders/90003049/refund?x=1`, routes, origin)).toBe('refundOrder');
    expect(screenOfHref('/search-customers', routes, origin)).toBe('searchCustomers');
  });

  it('names none for another site or an address without a screen', () => {
    expect(screenOfHref('https://elsewhere.example/account/32', routes, origin)).toBeUndefined();
    expect(screenOfHref('/no-such-page', routes, origin)).toBeUndefined();
  });
});
