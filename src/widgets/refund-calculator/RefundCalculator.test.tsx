// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import southern from '../../generated/brands/southern.json';
import { renderWithRuntime } from '../../runtime/testing/renderWithRuntime';
import RefundCalculator from './RefundCalculator';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import {
  basketTicket,
  cardPayment,
  payments,
  refundOrder,
  seasonCalc,
  seasonTicket,
  testReasons,
} from './testRefundOrder';

afterEach(cleanup);

const profile = southern as unknown as {
  flags: Record<string, boolean>;
  config: Record<string, unknown>;
  permissions: Record<string, never>;
};

function render(
  order: RefundOrder,
  options: { level?: number; submit?: (callId: string, args: unknown) => Promise<unknown> } = {},
) {
  const call = vi.fn(async (callId: string, args?: unknown) => {
    if (callId === 'getRefundOrder') return { result: order };
    if (callId === 'getRefundReasons') return { result: testReasons };
    if (callId === 'getManualRefundOptions')
      return { result: [{ code: 'CHEQUE', name: 'MANUAL_REFUND_OPTION_CHEQUE' }] };
    if (callId === 'calculateRefund') return { result: order.seasonCalculations };
    if (options.submit) return options.submit(callId, args);
    return {
      result: { refundId: 'R9', total: 1350, state: 'Refunded', fullyRefunded: false, needsManualHotlisting: false },
    };
  });
  const rendered = renderWithRuntime(<RefundCalculator screen={{} as never} routeParams={{ id: String(order.id) }} />, {
    call: call as never,
    level: options.level ?? 20,
    flags: profile.flags,
    permissions: profile.permissions,
    config: profile.config,
    url: `/orders/${order.id}/refund`,
    path: '/orders/:id/refund',
  });
  return { ...rendered, call };
}

const reasonSelect = () => screen.findByLabelText(/REFUND_REASON/, { selector: 'select' });

/**
 * Types `value` into `input` as one keystroke of a real browser: a native input event outside act(), so React commits
 * the keystroke's own render when the event ends and leaves deferred work to its scheduler (act() would run it all).
 */
function keystrokeOutsideAct(input: HTMLInputElement, value: string) {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

describe('RefundCalculator', () => {
  it('refunds one ticket: Confirm is enabled exactly when the rules hold, then the order page opens', async () => {
    const { call, location, services } = render(refundOrder());
    await userEvent.selectOptions(await reasonSelect(), '1');
    const confirm = screen.getByRole('button', { name: 'REFUND_CONFIRM' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('REFUND_BLOCKED_TOTAL')).toBeTruthy();
    // no printed ticket: no paper ticket number column
    expect(screen.queryByRole('columnheader', { name: 'REFUND_COLUMN_TICKET_NUMBER' })).toBeNull();
    // nothing ticked yet: the fee alone, with the fee line's minus sign
    expect(screen.getByTestId('refund-total').textContent).toBe('−£10.00');

    await userEvent.click(screen.getAllByRole('checkbox', { name: 'REFUND_SELECT_TICKET' })[0]);
    expect(screen.getByTestId('refund-total').textContent).toBe('£13.50');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);

    await waitFor(() => expect(location.current?.pathname).toBe('/orders/90000001'));
    const submit = call.mock.calls.find(([id]) => id === 'refundOrder');
    expect(submit?.[1]).toMatchObject({
      params: { id: '90000001' },
      notify: false,
      body: {
        reasonCode: 1,
        administrationFee: 1000,
        refunds: [{ id: '90000001-1', amount: 2350 }],
        payments: [{ id: 'P1', amount: 1350 }],
      },
    });
    expect(location.current?.state).toEqual({ refundDone: { refundId: 'R9', total: 1350 } });
    expect(services.notify).toHaveBeenCalledWith({ kind: 'success', message: 'REFUND_SUCCESS' });
  });

  it('shows an amount error after the field is left, and keeps Confirm off', async () => {
    render(refundOrder());
    await userEvent.selectOptions(await reasonSelect(), '1');
    const [first] = screen.getAllByRole('checkbox');
    await userEvent.click(first);
    const amount = screen.getAllByRole('spinbutton', { name: 'REFUND_TICKET_AMOUNT' })[0] as HTMLInputElement;
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.3');
    expect(screen.queryByText('REFUND_ERROR_AMOUNT_MIN')).toBeNull();
    fireEvent.blur(amount);
    expect(await screen.findByText('REFUND_ERROR_AMOUNT_MIN')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'REFUND_CONFIRM' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('commits a keystroke with its own line judged before the whole-draft rules run (issue 24)', async () => {
    render(refundOrder());
    await userEvent.selectOptions(await reasonSelect(), '1');
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'REFUND_SELECT_TICKET' })[0]);
    const amount = screen.getAllByRole('spinbutton', { name: 'REFUND_TICKET_AMOUNT' })[0] as HTMLInputElement;
    fireEvent.blur(amount);
    const confirm = screen.getByRole('button', { name: 'REFUND_CONFIRM' }) as HTMLButtonElement;
    expect(screen.getByTestId('refund-total').textContent).toBe('£13.50');
    expect(confirm.disabled).toBe(false);

    keystrokeOutsideAct(amount, '0.3');
    // what the keystroke itself rendered: the typed value, and the line's own rule (under the minimum) …
    expect(amount.value).toBe('0.3');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('REFUND_ERROR_AMOUNT_MIN')).toBeTruthy();
    // … while the total and Confirm still show the last judged draft: input did not wait for them
    expect(screen.getByTestId('refund-total').textContent).toBe('£13.50');
    expect(confirm.disabled).toBe(false);

    // then the whole-draft rules catch up: the line no longer counts, and Confirm is off
    await waitFor(() => expect(screen.getByTestId('refund-total').textContent).toBe('−£10.00'));
    expect(confirm.disabled).toBe(true);
  });

  it('says why an order cannot be refunded', async () => {
    render(refundOrder({ state: 'Canceled', eligibility: { allowed: false, reason: 'STATE', refundState: null } }));
    expect(await screen.findByText('REFUND_PAGE_BLOCKED_STATE')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'REFUND_CONFIRM' })).toBeNull();
  });

  it('shows the manual refund block to a SUPERVISOR only', async () => {
    render(refundOrder(), { level: 10 });
    await reasonSelect();
    expect(screen.queryByText('REFUND_MANUAL_TITLE')).toBeNull();
    cleanup();
    render(refundOrder(), { level: 30 });
    await reasonSelect();
    expect(screen.getByText('REFUND_MANUAL_TITLE')).toBeTruthy();
  });

  it('goes back to the order page with the failure code when the server refuses', async () => {
    const { location } = render(refundOrder(), {
      submit: async () =>
        Promise.reject({ status: 409, errors: [{ code: 'AlreadyRefunded', message: 'Ticket already refunded' }] }),
    });
    await userEvent.selectOptions(await reasonSelect(), '1');
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getByRole('button', { name: 'REFUND_CONFIRM' }));
    await waitFor(() =>
      expect(location.current?.state).toEqual({
        refundError: { code: 'AlreadyRefunded', message: 'Ticket already refunded' },
      }),
    );
    expect(location.current?.pathname).toBe('/orders/90000001');
  });

  it('stays with everything kept when nothing reached the server', async () => {
    const { location } = render(refundOrder(), { submit: async () => Promise.reject({ status: 0 }) });
    await userEvent.selectOptions(await reasonSelect(), '1');
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getByRole('button', { name: 'REFUND_CONFIRM' }));
    expect(await screen.findByText('REFUND_SUBMIT_PROBLEM')).toBeTruthy();
    expect(location.current?.pathname).toBe('/orders/90000001/refund');
    expect((screen.getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(true);
  });

  it('opens the ITSO confirm modal before a smartcard season refund', async () => {
    const order = refundOrder({
      isItsoSeason: true,
      isSmartcard: true,
      hasSeason: true,
      smartcardNumber: '633597000000000001',
      basket: [seasonTicket('S', { category: 'ITSO_SEASON' })],
      seasonCalculations: [seasonCalc('S')],
      surrenderDate: '2025-10-15T12:00:00',
      payments: payments({ cards: [cardPayment('P1', { amount: 52000 })] }),
    });
    const { call } = render(order);
    await reasonSelect();
    expect(screen.getByText('REFUND_ITSO_COLLECTION_LOCATION')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getByRole('button', { name: 'REFUND_CONFIRM' }));
    const dialog = await screen.findByRole('dialog');
    expect(call.mock.calls.some(([id]) => id === 'refundSmartcardOrder')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'REFUND_CONFIRM' }));
    await waitFor(() => expect(call.mock.calls.some(([id]) => id === 'refundSmartcardOrder')).toBe(true));
  });

  it('lists rail and PlusBus tickets in their own tables', async () => {
    render(refundOrder({ basket: [basketTicket('A'), basketTicket('B', { category: 'PLUS_BUS', name: 'PlusBus' })] }));
    await reasonSelect();
    expect(screen.getByRole('table', { name: 'REFUND_RAIL_TICKETS' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'REFUND_PLUSBUS_TICKETS' })).getByText('PlusBus')).toBeTruthy();
  });
  it("finds a printed ticket's number with GET /utn and fills the field with the one chosen", async () => {
    const order = refundOrder({
      basket: [basketTicket('90000001-1', { printed: true }), basketTicket('90000001-2', { printed: true })],
    });
    const { call } = render(order, {
      submit: async (callId) => {
        if (callId !== 'getUtn') throw new Error(callId);
        return {
          result: [
            { ticketId: '90000001-1', utn: '12345-01-10-25-5268', state: 'Printed', printed: true, nlc: '5268' },
            { ticketId: '90000001-2', utn: '12346-01-10-25-5268', state: 'Printed', printed: true, nlc: '5268' },
          ],
        };
      },
    });
    await userEvent.selectOptions(await reasonSelect(), '1');
    expect(screen.getByRole('columnheader', { name: 'REFUND_COLUMN_TICKET_NUMBER' })).toBeTruthy();
    const [find] = screen.getAllByRole('button', { name: 'REFUND_FIND_NUMBER_LABEL' }) as HTMLButtonElement[];
    expect(find.disabled).toBe(true);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'REFUND_SELECT_TICKET' })[0]);
    await userEvent.click(find);
    const dialog = await screen.findByRole('dialog', { name: 'REFUND_FIND_NUMBER_TITLE' });
    // only the ticket's own number
    const use = await within(dialog).findAllByRole('button', { name: 'REFUND_FIND_NUMBER_USE' });
    expect(use).toHaveLength(1);
    expect(call).toHaveBeenCalledWith('getUtn', { query: { orderId: '90000001' }, notify: false });
    await userEvent.click(use[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getAllByRole('textbox', { name: 'REFUND_PAPER_TICKET_NUMBER' })[0] as HTMLInputElement).value).toBe(
      '12345-01-10-25-5268',
    );
  });

  it('says so when a printed ticket has no number on record, and the field stays to be typed', async () => {
    const order = refundOrder({ basket: [basketTicket('90000001-1', { printed: true })] });
    render(order, { submit: async () => ({ result: [] }) });
    await userEvent.selectOptions(await reasonSelect(), '1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'REFUND_SELECT_TICKET' }));
    await userEvent.click(screen.getByRole('button', { name: 'REFUND_FIND_NUMBER_LABEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'REFUND_FIND_NUMBER_TITLE' });
    expect(await within(dialog).findByText('REFUND_FIND_NUMBER_NONE')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'REFUND_CANCEL' }));
    expect((screen.getByRole('textbox', { name: 'REFUND_PAPER_TICKET_NUMBER' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });
});
