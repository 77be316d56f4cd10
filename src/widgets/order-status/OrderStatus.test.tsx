// @vitest-environment jsdom
// The status callout's wiring: lookups → refundEligibility → notices and the permitted actions. Texts are checked by
// key (the runtime's test i18n holds only the runtime's texts); the English wording is in the browser tests.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Gate } from '../../domain/checkGate';
import type { Order } from '../../domain/order';
import { testOrder, testTicket } from '../../domain/testOrder';
import type { ResolvedScreen } from '../../runtime';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import { usePanelRows } from '../../runtime/tableFeatures';
import type { PanelDef } from '../../runtime/screenTypes';
import orderScreen from '../../generated/screens/order.json';
import '../order-common/register';
import OrderStatus from './OrderStatus';

afterEach(cleanup);

const permissions: Record<string, Gate> = {
  canRefundOrder: { minLevel: 'BASIC' },
  canRejectRefund: { minLevel: 'BASIC' },
  canRefundWhatCustomerCant: { minLevel: 'STATION_AGENT' },
  canRefundNonSeason: { minLevel: 'STATION_AGENT' },
};

/** The order page's tickets table as far as its rows go: they join the e-ticket lookup in (schemas/screens/orders). */
const ticketsPanel = (orderScreen.definition.detail?.panels as unknown as PanelDef<number>[]).find(
  (p) => p.id === 'tickets',
)!;
function TicketRows({ order }: { order: Order }) {
  const rows = usePanelRows(ticketsPanel, order, order, { id: String(order.id) });
  return <p data-testid="utn">{rows.map((r) => String(r.utn ?? '')).join(',')}</p>;
}

function renderStatus(
  order: Order,
  options: { level?: number; eTickets?: () => Promise<unknown>; withTickets?: boolean } = {},
) {
  const call = vi.fn(async (id: string) => {
    if (id === 'getOrderFulfilmentStatus') return { result: { fulfilled: true, status: 'FULFILLED' } };
    if (id === 'getOrderEtickets') return options.eTickets ? options.eTickets() : { result: [] };
    throw new Error(`unexpected call ${id}`);
  });
  const rendered = renderWithRuntime(
    <>
      <OrderStatus reply={{ result: order }} routeParams={{ id: String(order.id) }} screen={{} as ResolvedScreen} />
      {options.withTickets && <TicketRows order={order} />}
    </>,
    {
      url: `/orders/${order.id}`,
      path: '/orders/:id',
      call,
      level: options.level ?? 20,
      permissions,
    },
  );
  return { ...rendered, call };
}

const eTicketOrder = () => {
  const order = testOrder([testTicket()]);
  return { ...order, delivery: { ...order.delivery, isETicket: true } };
};

describe('OrderStatus', () => {
  it('offers Refund (to the refund page) and Reject refund on an eligible order, and shows Fulfilled', async () => {
    renderStatus(testOrder());
    const refund = await screen.findByRole('link', {
      name: 'ORDER_REFUND_ACTION',
    });
    expect(refund.getAttribute('href')).toBe('/orders/1/refund');
    expect(screen.getByRole('button', { name: 'ORDER_REJECT_REFUND_ACTION' })).toBeTruthy();
    expect(await screen.findByText('Fulfilled')).toBeTruthy();
  });

  it('says why a state blocks the refund and offers no action', async () => {
    renderStatus(testOrder([testTicket()], { state: 'Canceled' }));
    expect(await screen.findByText('ORDER_REFUND_BLOCKED_STATE')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ORDER_REFUND_ACTION' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ORDER_REJECT_REFUND_ACTION' })).toBeNull();
  });

  it('a BASIC user without the right for the tickets is told so', async () => {
    renderStatus(testOrder(), { level: 10 });
    expect(await screen.findByText('ORDER_REFUND_BLOCKED_ROLE')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ORDER_REFUND_ACTION' })).toBeNull();
    // 000 §6 "BASIC for order refund actions": the server accepts BASIC's reject, so the page offers it
    expect(screen.getByRole('button', { name: 'ORDER_REJECT_REFUND_ACTION' })).toBeTruthy();
  });

  it('an e-ticket lookup failure disables refund and is notified once as an error', async () => {
    const { services } = renderStatus(eTicketOrder(), {
      eTickets: async () => Promise.reject(Object.assign(new Error('down'), { status: 503 })),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('ORDER_ETICKET_LOOKUP_ERROR');
    expect(screen.queryByRole('link', { name: 'ORDER_REFUND_ACTION' })).toBeNull();
    expect(services.notify).toHaveBeenCalledTimes(1);
    expect(services.notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'ORDER_ETICKET_LOOKUP_ERROR',
    });
  });

  it('an e-ticket lookup 404 is an info and leaves refund allowed', async () => {
    const { services, call } = renderStatus(eTicketOrder(), {
      eTickets: async () => Promise.reject(Object.assign(new Error('nf'), { status: 404 })),
    });
    expect(await screen.findByRole('link', { name: 'ORDER_REFUND_ACTION' })).toBeTruthy();
    expect(services.notify).toHaveBeenCalledWith({
      kind: 'info',
      message: 'ORDER_ETICKET_NOT_FOUND',
    });
    expect(call).toHaveBeenCalledWith('getOrderEtickets', {
      params: { id: '1' },
      notify: false,
    });
  });

  it("shares the tickets table's e-ticket lookup: one request for both, its 404 said once", async () => {
    const order = eTicketOrder();
    const ticketId = order.trips[0].fares[0].tickets[0].id;
    const found = renderStatus(order, {
      withTickets: true,
      eTickets: async () => ({ result: [{ ticketId, state: 'ISSUED', utn: 'ABCDE123456', isBlacklisted: false }] }),
    });
    expect(await screen.findByText('ABCDE123456')).toBeTruthy();
    expect(found.call.mock.calls.filter(([id]) => id === 'getOrderEtickets')).toHaveLength(1);
    cleanup();

    const missing = renderStatus(order, {
      withTickets: true,
      eTickets: async () => Promise.reject(Object.assign(new Error('nf'), { status: 404 })),
    });
    expect(await screen.findByRole('link', { name: 'ORDER_REFUND_ACTION' })).toBeTruthy();
    expect(missing.call.mock.calls.filter(([id]) => id === 'getOrderEtickets')).toHaveLength(1);
    expect(missing.services.notify).toHaveBeenCalledTimes(1);
    expect(missing.services.notify).toHaveBeenCalledWith({ kind: 'info', message: 'ORDER_ETICKET_NOT_FOUND' });
  });

  it('shows the rejection date and reason of a rejected order', async () => {
    renderStatus(
      testOrder([testTicket()], {
        state: 'RefundRejected',
        refundRejectionDate: '2025-11-03T09:15:00.000Z',
        refundRejectReason: 'OTHER',
        refundRejectOtherReason: 'Used',
      }),
    );
    expect(await screen.findByText('03/11/2025 09:15')).toBeTruthy();
    // The reason's label falls back to its code where the texts are not loaded (runtime-only test i18n).
    expect(screen.getByText('OTHER: Used')).toBeTruthy();
  });
});
