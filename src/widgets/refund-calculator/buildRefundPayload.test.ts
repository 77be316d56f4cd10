import { describe, expect, it } from 'vitest';
import { buildRefundPayload } from './buildRefundPayload';
import { deriveRefund } from './deriveRefund';
import { initialRefundFormState, refundFormReducer, type RefundFormAction } from './refundFormState';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import {
  allRights,
  basketTicket,
  refundOrder,
  refundSundry,
  seasonCalc,
  seasonTicket,
  testConfig,
  testReasons,
} from './testRefundOrder';

function payload(order: RefundOrder, actions: RefundFormAction[], rights = allRights()) {
  let state = initialRefundFormState(order, 1000);
  for (const action of actions) state = refundFormReducer(state, action);
  const derived = deriveRefund(state, {
    order,
    reasons: testReasons,
    config: testConfig,
    rights,
    flags: { canRefundBookingFee: true },
    level: 'SUPERVISOR',
    today: '2025-11-10',
  });
  return buildRefundPayload(order, state, derived, testConfig.surrenderDateFormats);
}

const base: RefundFormAction[] = [
  { type: 'reason', code: 1, byUser: true, adminFee: '10.00' },
  { type: 'toggleTicket', ticketId: '90000001-1', checked: true },
];

describe('buildRefundPayload (000 §3 Refund payload, §7 routing)', () => {
  it('builds the ordinary refund in pence', () => {
    expect(payload(refundOrder(), [...base, { type: 'field', field: 'caseReference', value: ' CS-1 ' }])).toEqual({
      callId: 'refundOrder',
      body: {
        reasonCode: 1,
        administrationFee: 1000,
        bookingFee: 0,
        caseReference: 'CS-1',
        refunds: [{ id: '90000001-1', code: 'SVR', type: 'TICKET', amount: 2350, reason: 1 }],
        discounts: [],
        refundDate: '2025-11-10T12:00:00',
        payments: [{ type: 'CARD', id: 'P1', amount: 1350 }],
      },
    });
  });

  it('adds the booking fee line, order discounts, paper ticket numbers, the description and the note', () => {
    const order = refundOrder({
      basket: [basketTicket('90000001-1', { printed: true })],
      bookingFee: 150,
      sundries: [
        refundSundry('S1'),
        refundSundry('S2', {
          code: 'D10',
          name: 'Discount',
          price: -200,
          isBookingFee: false,
          isOrderLevelDiscount: true,
        }),
      ],
    });
    const { body } = payload(order, [
      { type: 'reason', code: 9, byUser: true, adminFee: '10.00' },
      { type: 'field', field: 'reasonDescription', value: 'Goodwill ' },
      { type: 'toggleTicket', ticketId: '90000001-1', checked: true },
      { type: 'ticketNumber', ticketId: '90000001-1', value: '12345-31-01-25-ab12' },
      { type: 'refundBookingFee', value: true },
      { type: 'field', field: 'note', value: 'Called in' },
    ]);
    expect(body).toMatchObject({
      reasonCode: 9,
      reasonDescription: 'Goodwill',
      bookingFee: 150,
      refunds: [
        { id: '90000001-1', type: 'TICKET', amount: 2350, ticketNumbers: ['12345-31-01-25-AB12'] },
        { id: 'S1', code: '91354', type: 'SUNDRY', amount: 150 },
      ],
      discounts: [{ code: 'D10', amount: 200 }],
      note: 'Called in',
      payments: [{ type: 'CARD', id: 'P1', amount: 2350 + 150 - 200 - 1000 }],
    });
  });

  it('sends smartcard and s-ticket orders to POST /refunds/{id} with the season calculation', () => {
    const order = refundOrder({
      isSmartcard: true,
      hasSeason: true,
      basket: [seasonTicket('S')],
      seasonCalculations: [seasonCalc('S')],
    });
    const result = payload(order, [{ type: 'toggleTicket', ticketId: 'S', checked: true }]);
    expect(result.callId).toBe('refundSmartcardOrder');
    expect(result.body.seasonCalculations).toEqual([seasonCalc('S')]);
    expect(payload(refundOrder({ isSTicket: true }), base).callId).toBe('refundSmartcardOrder');
  });

  it('sends a manual refund to PUT …/refund/manual, with or without the original payments', () => {
    const alternative = payload(refundOrder({ isSmartcard: true }), [
      ...base,
      {
        type: 'manual',
        patch: {
          enabled: true,
          originalPayment: false,
          option: 'CHEQUE',
          additionalInfo: ' 1 High St ',
          amount: '13.50',
        },
      },
    ]);
    expect(alternative.callId).toBe('refundOrderManual');
    expect(alternative.body).toMatchObject({ manual: { method: 'CHEQUE', additionalInfo: '1 High St' }, payments: [] });
    const original = payload(refundOrder(), [...base, { type: 'manual', patch: { enabled: true } }]);
    expect(original.callId).toBe('refundOrderManual');
    expect(original.body).toMatchObject({ manual: { method: 'ORIGINAL' }, payments: [{ id: 'P1', amount: 1350 }] });
    expect(
      payload(
        refundOrder(),
        [...base, { type: 'manual', patch: { enabled: true } }],
        allRights({ canUseManualRefund: false }),
      ).callId,
    ).toBe('refundOrder');
  });

  it('carries rebook data for a rebook reason', () => {
    const order = refundOrder({ containAdvance: true });
    let state = initialRefundFormState(order, 1000);
    for (const a of [
      ...base,
      { type: 'reason', code: 13, byUser: true, adminFee: '10.00' },
      { type: 'field', field: 'rebookBookingReference', value: 'BR1' },
      { type: 'field', field: 'rebookOrderNumber', value: 'ON2' },
    ] as RefundFormAction[])
      state = refundFormReducer(state, a);
    const derived = deriveRefund(state, {
      order,
      reasons: testReasons,
      config: { ...testConfig, rebookRefundReasons: [13], advanceRefundReasons: [3, 13] },
      rights: allRights(),
      flags: {},
      level: 'AGENT',
      today: '2025-11-10',
    });
    expect(buildRefundPayload(order, state, derived, testConfig.surrenderDateFormats).body.rebook).toEqual({
      bookingReference: 'BR1',
      orderNumber: 'ON2',
    });
  });
});
