// Issue 24, calls before code: opening a detail screen starts its call, its panels' calls and its widgets' first calls
// at once, with the keys the components read; what needs the record waits for the screen's reply only.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { gateContextFor } from '../domain/gateContextFor';
import southern from '../generated/brands/southern.json';
import type { BrandProfile } from '../generated/types/BrandProfile';
import { loadAllWidgetFolders } from '../widgets/registerWidgets';
import { weekRange } from '../widgets/keygo/keyGoWeekRange';
import { callQueryKey } from './callQueryKey';
import { prefetchScreen } from './prefetchScreen';
import { screenDefinitions } from './screenDefinitions';
import type { ScreenDefinition } from './screenTypes';

// the predicates the panels' `when` names are registered by the widget folders (loaded with each screen in the app)
await loadAllWidgetFolders();

const definition = (id: string) => screenDefinitions.find((s) => s.id === id)!;
// HQ of southern: every flag of these pages on
const everything = gateContextFor(southern as unknown as BrandProfile, 'HQ');

describe('prefetchScreen', () => {
  it("starts a search address's call with the search screen's key and arguments, and nothing for a bare form", () => {
    const client = new QueryClient();
    const call = vi.fn((_id: string, _args?: unknown) => new Promise(() => undefined));
    const open = (search: string) =>
      prefetchScreen(definition('searchCustomers'), {
        client,
        call,
        gateContext: everything,
        config: { defaultPaginationLimit: 20 },
        routeParams: {},
        searchParams: new URLSearchParams(search),
      });
    open('');
    open('surname=Smith');
    expect(call).not.toHaveBeenCalled();
    open('surname=Smith&page=2');
    const query = { surname: 'Smith', page: 2, limit: 20 };
    expect(call.mock.calls).toEqual([['searchCustomers', { query, notify: false }]]);
    expect(client.getQueryState(callQueryKey('searchCustomers', { query }))?.fetchStatus).toBe('fetching');
    open('surname=Smith&page=2');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('starts the account page call, its panels and the one-click list together, before any reply', () => {
    const client = new QueryClient();
    const call = vi.fn((_id: string) => new Promise(() => undefined));
    prefetchScreen(definition('account'), {
      client,
      call,
      gateContext: everything,
      config: { defaultPaginationLimit: 20 },
      routeParams: { id: '32' },
    });
    const started = call.mock.calls.map(([id]) => id);
    expect(started).toContain('getCustomer');
    expect(started).toContain('listFavouriteJourneys');
    expect(started.length).toBeGreaterThan(5);
    // declared on the panel (`prefetch`), under the key OneClickJourneys reads (it says its own failure)
    const oneClick = callQueryKey('listFavouriteJourneys', { params: { userId: '32' }, notify: false });
    expect(client.getQueryState(oneClick)?.fetchStatus).toBe('fetching');
  });

  it('starts the order e-mails once the order is in, under the key the widget reads', async () => {
    const client = new QueryClient();
    const call = vi.fn(async (id: string) => (id === 'getOrder' ? { result: { id: 7, state: 'Complete' } } : {}));
    prefetchScreen(definition('order'), {
      client,
      call,
      gateContext: everything,
      config: {},
      routeParams: { id: '7' },
    });
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith('getOrderEmails', { params: { id: '7' }, notify: false }));
    await vi.waitFor(() =>
      expect(client.getQueryData(callQueryKey('getOrderEmails', { params: { id: '7' } }))).toEqual({}),
    );
  });

  it('asked again once the widget registrations are in, reads the answer in already instead of asking again', async () => {
    const client = new QueryClient();
    const call = vi.fn(async (id: string, _args?: unknown) => (id === 'getOrder' ? { result: { id: 7 } } : {}));
    const ctx = { client, call, gateContext: everything, config: {}, routeParams: { id: '7' } };
    prefetchScreen(definition('order'), ctx);
    await vi.waitFor(() =>
      expect(client.getQueryState(callQueryKey('getOrder', { params: { id: '7' } }))?.status).toBe('success'),
    );
    prefetchScreen(definition('order'), ctx);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(call.mock.calls.filter(([id]) => id === 'getOrder')).toHaveLength(1);
  });

  it("starts the order's fulfilment status with the order, not after its reply", () => {
    const client = new QueryClient();
    const call = vi.fn((_id: string, _args?: unknown) => new Promise(() => undefined));
    prefetchScreen(definition('order'), {
      client,
      call,
      gateContext: everything,
      config: {},
      routeParams: { id: '7' },
    });
    expect(call).toHaveBeenCalledWith('getOrderFulfilmentStatus', { params: { id: '7' }, notify: false });
  });

  it("starts the tickets' e-ticket lookup (their join) once the order says it has e-tickets, under the table's key", async () => {
    const order = (isETicket: boolean) => ({ result: { id: 7, state: 'Complete', delivery: { isETicket } } });
    for (const isETicket of [true, false]) {
      const client = new QueryClient();
      const call = vi.fn(async (id: string, _args?: unknown) =>
        id === 'getOrder' ? order(isETicket) : { result: [] },
      );
      prefetchScreen(definition('order'), {
        client,
        call,
        gateContext: everything,
        config: {},
        routeParams: { id: '7' },
      });
      await vi.waitFor(() => expect(call).toHaveBeenCalledWith('getOrderPaymentTrail', expect.anything()));
      await vi.waitFor(() => expect(call.mock.calls.some(([id]) => id === 'getOrderChangeovers')).toBe(true));
      const joinKey = [...callQueryKey('getOrderEtickets', { params: { id: '7' }, notify: false }), 'join'];
      if (isETicket) await vi.waitFor(() => expect(client.getQueryData(joinKey)).toEqual({ result: [] }));
      else expect(call.mock.calls.some(([id]) => id === 'getOrderEtickets')).toBe(false);
    }
  });

  it("sends the screen's own call first: the calls that read its record wait for its answer", () => {
    for (const [id, routeParams, screenCall] of [
      ['order', { id: '7' }, 'getOrder'],
      ['smartcard', { cid: '8' }, 'getCustomer'],
      ['account', { id: '9' }, 'getCustomer'],
    ] as const) {
      const client = new QueryClient();
      const call = vi.fn((_id: string, _args?: unknown) => new Promise(() => undefined));
      prefetchScreen(definition(id), { client, call, gateContext: everything, config: {}, routeParams });
      expect(call.mock.calls.length).toBeGreaterThan(1);
      expect(call.mock.calls[0][0]).toBe(screenCall);
    }
  });

  it("starts a custom panel's declared first calls (prefetch) with the page, before its widget is registered", async () => {
    const screen: ScreenDefinition = {
      id: 'prefetchProbe',
      kind: 'detail',
      route: '/probe/{id}',
      gate: { minLevel: 'BASIC' },
      title: 'PROBE',
      detail: {
        call: 'getOrder',
        params: { id: '{id}' },
        panels: [
          {
            id: 'unregistered',
            kind: 'custom',
            widget: 'noSuchWidgetYet',
            prefetch: [
              { call: 'getOrderEmails', params: { id: '{id}' } },
              { call: 'getOrderChangeovers', params: { id: '{id}', customerId: '{record.customerId}' } },
            ],
          },
        ],
      },
    };
    const client = new QueryClient();
    let answer: (reply: unknown) => void = () => undefined;
    const order = new Promise((resolve) => (answer = resolve));
    const call = vi.fn((id: string, _args?: unknown) => (id === 'getOrder' ? order : Promise.resolve({ result: [] })));
    prefetchScreen(screen, { client, call, gateContext: everything, config: {}, routeParams: { id: '7' } });
    // the route's own parameter: at once, under the key the widget reads, asked without a notification
    expect(call).toHaveBeenCalledWith('getOrderEmails', { params: { id: '7' }, notify: false });
    await vi.waitFor(() =>
      expect(client.getQueryData(callQueryKey('getOrderEmails', { params: { id: '7' } }))).toEqual({ result: [] }),
    );
    // the record's field: once the record is in
    expect(call.mock.calls.some(([id]) => id === 'getOrderChangeovers')).toBe(false);
    answer({ result: { id: 7, customerId: 32 } });
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith('getOrderChangeovers', {
        params: { id: '7', customerId: '32' },
        notify: false,
      }),
    );
  });

  it("starts the smartcard page's KeyGo week with the page, under the key and in the shape the KeyGo widgets read", async () => {
    const client = new QueryClient();
    const history = { status: 'active', days: [], weeks: [] };
    const call = vi.fn(async (id: string, _args?: unknown) =>
      id === 'getKeyGoJourneyHistory' ? { result: history } : new Promise(() => undefined),
    );
    prefetchScreen(definition('smartcard'), {
      client,
      call,
      gateContext: everything,
      config: {},
      routeParams: { cid: '93003001' },
    });
    // before the screen's reply and before the keygo folder's code: useKeyGoWeek's arguments for this week (weekRange(0))
    const args = { params: { id: '93003001' }, query: weekRange(0) };
    expect(call.mock.calls.filter(([id]) => id === 'getKeyGoJourneyHistory')).toEqual([
      ['getKeyGoJourneyHistory', { ...args, notify: false }],
    ]);
    // kept as the widget keeps it: the reply's result
    await vi.waitFor(() => expect(client.getQueryData(callQueryKey('getKeyGoJourneyHistory', args))).toEqual(history));
  });

  it("starts the order's changeovers and e-tickets (`after: getOrder`) in the turn the order lands in the cache, with its customer", () => {
    const client = new QueryClient();
    const call = vi.fn((_id: string, _args?: unknown) => new Promise(() => undefined));
    const ctx = { client, call, gateContext: everything, config: {}, routeParams: { id: '7' } };
    prefetchScreen(definition('order'), ctx);
    // the declaration, then each widget folder: one chain
    prefetchScreen(definition('order'), ctx);
    const started = () => call.mock.calls.map(([id]) => id);
    expect(started()).not.toContain('getOrderChangeovers');
    expect(started()).not.toContain('getOrderEtickets');
    // the reply, wherever it came from (here: the screen's own query), starts them synchronously, once each
    client.setQueryData(callQueryKey('getOrder', { params: { id: '7' } }), {
      result: { id: 7, customerId: 32, delivery: { isETicket: true } },
    });
    expect(call.mock.calls.filter(([id]) => id === 'getOrderChangeovers' || id === 'getOrderEtickets')).toEqual([
      ['getOrderChangeovers', { params: { id: '7', customerId: '32' }, notify: false }],
      ['getOrderEtickets', { params: { id: '7' }, notify: false }],
    ]);
  });

  it("on the smartcard page, starts the products and gold cards on the customer's reply ahead of the railcard panels that only wait for it", () => {
    const client = new QueryClient();
    const call = vi.fn((_id: string, _args?: unknown) => new Promise(() => undefined));
    prefetchScreen(definition('smartcard'), {
      client,
      call,
      gateContext: everything,
      config: {},
      routeParams: { cid: '8' },
    });
    const started = () => call.mock.calls.map(([id]) => id);
    const waiting = [
      'listSmartcardProducts',
      'listGoldCardReplacements',
      'listCustomerRailcards',
      'getRailcardHistory',
    ];
    expect(started().filter((id) => waiting.includes(id))).toEqual([]);
    client.setQueryData(callQueryKey('getCustomer', { params: { id: '8' } }), {
      result: { id: 8, smartcardNumber: '633597011234567890' },
    });
    expect(started().filter((id) => waiting.includes(id))).toEqual(waiting);
  });

  it('starts nothing that waits for a reply that failed, nor the products of a customer without a card', async () => {
    for (const reply of [
      Promise.reject(new Error('404')),
      Promise.resolve({ result: { id: 8, smartcardNumber: null } }),
    ]) {
      reply.catch(() => undefined);
      const client = new QueryClient();
      const call = vi.fn((id: string, _args?: unknown) =>
        id === 'getCustomer' ? reply : new Promise(() => undefined),
      );
      prefetchScreen(definition('smartcard'), {
        client,
        call,
        gateContext: everything,
        config: {},
        routeParams: { cid: '8' },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      const started = call.mock.calls.map(([id]) => id);
      expect(started).not.toContain('listSmartcardProducts');
      expect(started).not.toContain('listGoldCardReplacements');
    }
  });
});
