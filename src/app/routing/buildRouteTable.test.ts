import { describe, expect, it } from 'vitest';
import { buildRouteTable } from './buildRouteTable';
import { SPEC_ROUTES } from './specRoutes';
import { screenDefinitions } from '../../runtime/screenDefinitions';

describe('buildRouteTable', () => {
  it('uses declared screens and fills the rest of the spec route table with planned routes', () => {
    const table = buildRouteTable(
      [
        {
          id: 'searchCustomers',
          route: '/search-customers',
          gate: { minLevel: 'BASIC' },
          title: 'SEARCH_CUSTOMERS_TITLE',
        },
      ],
      SPEC_ROUTES,
    );
    expect(table.filter((r) => r.route === '/search-customers')).toEqual([
      {
        route: '/search-customers',
        gate: { minLevel: 'BASIC' },
        title: 'SEARCH_CUSTOMERS_TITLE',
        screenId: 'searchCustomers',
      },
    ]);
    expect(table).toHaveLength(SPEC_ROUTES.length);
    expect(table.find((r) => r.route === '/search-vouchers')).toEqual({
      route: '/search-vouchers',
      gate: { all: [{ flag: 'enableEvouchers' }, { minLevel: 'SUPERVISOR' }] },
      title: 'NOT_AVAILABLE_TITLE',
    });
  });

  it('leaves no route of the spec without its declared screen (nothing leads to "not yet available" any more)', () => {
    const planned = buildRouteTable(screenDefinitions, SPEC_ROUTES).filter((r) => !r.screenId);
    expect(planned.map((r) => r.route)).toEqual([]);
  });

  it('joins a screen flag into its route gate', () => {
    const [route] = buildRouteTable(
      [{ id: 'x', route: '/delay-repay', gate: { minLevel: 'AGENT' }, flag: 'enableDelayRepay' }],
      [],
    );
    expect(route.gate).toEqual({ all: [{ flag: 'enableDelayRepay' }, { minLevel: 'AGENT' }] });
  });
});
