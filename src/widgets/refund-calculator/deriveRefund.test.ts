import { describe, expect, it } from 'vitest';
import { deriveRefund, type DeriveInput } from './deriveRefund';
import {
  initialRefundFormState,
  refundFormReducer,
  type RefundFormAction,
  type RefundFormState,
} from './refundFormState';
import {
  allRights,
  basketTicket,
  cardPayment,
  payments,
  refundOrder,
  seasonCalc,
  seasonTicket,
  testConfig,
  testReasons,
} from './testRefundOrder';
import type { RefundOrder } from '../../generated/types/RefundOrder';

function setup(order: RefundOrder = refundOrder(), patch: Partial<DeriveInput> = {}) {
  const input: DeriveInput = {
    order,
    reasons: testReasons,
    config: testConfig,
    rights: allRights(),
    flags: {},
    level: 'AGENT',
    today: '2025-11-10',
    ...patch,
  };
  let state = initialRefundFormState(order, 1000);
  const act = (...actions: RefundFormAction[]) => {
    for (const action of actions) state = refundFormReducer(state, action);
    return deriveRefund(state, input);
  };
  return {
    input,
    act,
    get state(): RefundFormState {
      return state;
    },
  };
}

const reason = (code: number | undefined, adminFee = '10.00'): RefundFormAction => ({
  type: 'reason',
  code,
  byUser: true,
  adminFee,
});
const tick = (ticketId: string, checked = true): RefundFormAction => ({ type: 'toggleTicket', ticketId, checked });

describe('deriveRefund', () => {
  it('starts blocked: no reason, nothing ticked', () => {
    const d = setup().act();
    expect(d.confirm.allowed).toBe(false);
    expect(d.confirm.blockers).toEqual(expect.arrayContaining(['REFUND_BLOCKED_REASON', 'REFUND_BLOCKED_TOTAL']));
    expect(d.errors.reason?.key).toBe('REFUND_ERROR_REASON_REQUIRED');
  });

  it('allows one ticket with a reason: totals, fee and automatic payment split in pence', () => {
    const d = setup().act(reason(1), tick('90000001-1'));
    expect(d.totals).toEqual({ subTotal: 2350, fee: 1000, discount: 0, bookingFee: 0, total: 1350 });
    expect(d.payments.map((p) => [p.payment.id, p.pence])).toEqual([['P1', 1350]]);
    expect(d.priceMismatch).toBe(false);
    expect(d.confirm).toEqual({ allowed: true, blockers: [] });
  });

  it('validates the typed ticket amount against min, max and step', () => {
    const s = setup();
    s.act(reason(1), tick('90000001-1'));
    expect(s.act({ type: 'ticketAmount', ticketId: '90000001-1', value: '0.40' }).errors['amount-90000001-1']).toEqual({
      key: 'REFUND_ERROR_AMOUNT_MIN',
      values: { min: '0.50', max: '23.50', step: '0.10' },
    });
    expect(
      s.act({ type: 'ticketAmount', ticketId: '90000001-1', value: '23.60' }).errors['amount-90000001-1']?.key,
    ).toBe('REFUND_ERROR_AMOUNT_MAX');
    expect(
      s.act({ type: 'ticketAmount', ticketId: '90000001-1', value: '12.35' }).errors['amount-90000001-1']?.key,
    ).toBe('REFUND_ERROR_AMOUNT_STEP');
    const d = s.act({ type: 'ticketAmount', ticketId: '90000001-1', value: '12.30' });
    expect(d.errors['amount-90000001-1']).toBeUndefined();
    expect(d.totals.total).toBe(230);
  });

  it('ignores the amount of an unticked ticket', () => {
    const d = setup().act(
      reason(1),
      { type: 'ticketAmount', ticketId: '90000001-2', value: 'abc' },
      tick('90000001-1'),
    );
    expect(d.errors['amount-90000001-2']).toBeUndefined();
    expect(d.confirm.allowed).toBe(true);
  });

  it('fixes the fee for a fee-free reason and for an already paid refund', () => {
    expect(setup().act(reason(3, '0.00'), tick('90000001-1'))).toMatchObject({ feeDisabled: true, fee: 0 });
    const paid = setup(refundOrder({ alreadyPaidForRefund: true })).act(reason(1, '10.00'), tick('90000001-1'));
    expect(paid).toMatchObject({ feeDisabled: true, fee: 0, feeDefault: 0 });
  });

  it('uses the typed fee and checks it (min, step 0.05)', () => {
    const s = setup();
    s.act(reason(1), tick('90000001-1'));
    expect(s.act({ type: 'field', field: 'adminFee', value: '5.05' }).fee).toBe(505);
    expect(s.act({ type: 'field', field: 'adminFee', value: '5.03' }).errors.adminFee?.key).toBe(
      'REFUND_ERROR_AMOUNT_STEP',
    );
    expect(s.act({ type: 'field', field: 'adminFee', value: '' }).errors.adminFee?.key).toBe(
      'REFUND_ERROR_AMOUNT_REQUIRED',
    );
  });

  it('keeps the fee read-only without a reason unless the user may change it', () => {
    expect(setup(undefined, { rights: allRights({ canModifyAdminFeeWithoutReason: false }) }).act().feeDisabled).toBe(
      true,
    );
    expect(setup().act().feeDisabled).toBe(false);
  });

  it('warns when the fee eats the refund and blocks a total of zero', () => {
    const s = setup(refundOrder({ basket: [basketTicket('A', { price: 1000, left: 1000 })], payments: payments() }));
    const d = s.act(reason(1), tick('A'));
    expect(d.warnings).toContain('REFUND_WARNING_FEE_EQUALS_VALUE');
    expect(d.confirm.blockers).toContain('REFUND_BLOCKED_TOTAL');
  });

  it('requires the description for reason 9 and keeps inactive reasons disabled', () => {
    const s = setup();
    const d = s.act(reason(9), tick('90000001-1'));
    expect(d.isOtherReason).toBe(true);
    expect(d.errors.reasonDescription?.key).toBe('REFUND_ERROR_REASON_DESCRIPTION_REQUIRED');
    expect(
      s.act({ type: 'field', field: 'reasonDescription', value: 'Goodwill' }).errors.reasonDescription,
    ).toBeUndefined();
    expect(d.reasonOptions.find((o) => o.code === 2)?.disabled).toBe(true);
  });

  it('clears reason 12 when a ticket is printed', () => {
    const order = refundOrder({ basket: [basketTicket('A', { printed: true })] });
    const d = setup(order).act(reason(12, '0.00'));
    expect(d.wantedReasonCode).toBeUndefined();
    expect(d.reasonOptions.find((o) => o.code === 12)?.disabled).toBe(true);
  });

  it('needs a valid paper ticket number for a ticked printed ticket', () => {
    const s = setup(refundOrder({ basket: [basketTicket('A', { printed: true })] }));
    expect(s.act(reason(1), tick('A')).errors['ticketNumber-A']?.key).toBe('REFUND_ERROR_PAPER_TICKET_NUMBER_REQUIRED');
    expect(s.act({ type: 'ticketNumber', ticketId: 'A', value: '1234' }).errors['ticketNumber-A']?.key).toBe(
      'REFUND_ERROR_PAPER_TICKET_NUMBER_PATTERN',
    );
    expect(
      s.act({ type: 'ticketNumber', ticketId: 'A', value: '12345-31-01-25-AB12' }).errors['ticketNumber-A'],
    ).toBeUndefined();
  });

  it('allows advance tickets only with an advance reason, and asks for rebook data for a rebook reason', () => {
    const order = refundOrder({
      containAdvance: true,
      basket: [
        basketTicket('A', {
          isAdvance: true,
          ticketTypeCode: { ...basketTicket('A').ticketTypeCode, isAdvance: true },
        }),
      ],
    });
    const s = setup(order, { config: { ...testConfig, advanceRefundReasons: [3, 13], rebookRefundReasons: [13] } });
    const d1 = s.act(reason(1), tick('A'));
    expect(d1.tickets.A).toMatchObject({ refundable: false, notRefundableReason: 'ADVANCE_REASON', selected: false });
    expect(d1.warnings).toContain('REFUND_WARNING_CONTAINS_ADVANCE');
    const d2 = s.act(reason(13));
    expect(d2.tickets.A.selected).toBe(true);
    expect(d2.rebookRequired).toBe(true);
    expect(d2.errors.rebookBookingReference?.key).toBe('REFUND_ERROR_REBOOK_REQUIRED');
    const d3 = s.act(
      { type: 'field', field: 'rebookBookingReference', value: 'ABC123' },
      { type: 'field', field: 'rebookOrderNumber', value: 'ON1' },
    );
    expect(d3.errors.rebookOrderNumber).toBeUndefined();
    expect(d3.confirm.allowed).toBe(true);
  });

  it('keeps tickets the user has no right for unticked', () => {
    const d = setup(undefined, {
      rights: allRights({ category: { NON_SEASON: false, PAPER_SEASON: true, ITSO_SEASON: true, PLUS_BUS: true } }),
    }).act(reason(1), tick('90000001-1'));
    expect(d.tickets['90000001-1']).toMatchObject({ refundable: false, notRefundableReason: 'ROLE', selected: false });
  });

  it('flags a price mismatch once the user edits the payment split, and resets it', () => {
    const s = setup();
    const before = s.act(reason(1), tick('90000001-1'));
    const d = s.act({ type: 'payment', paymentId: 'P1', value: '10.00', allocation: { P1: before.payments[0].text } });
    expect(d.priceMismatch).toBe(true);
    expect(d.confirm.blockers).toContain('REFUND_BLOCKED_PAYMENTS');
    expect(s.act({ type: 'resetPayments' }).priceMismatch).toBe(false);
  });

  it('flags a mismatch when the payments have less left than the total', () => {
    const order = refundOrder({
      payments: payments({
        cards: [cardPayment('P1', { amount: 4700, refundAmount: 4000, refundStatus: 'PAYMENT_PARTIAL_REFUND' })],
      }),
    });
    expect(setup(order).act(reason(1), tick('90000001-1')).priceMismatch).toBe(true);
  });

  it('blocks a refund over the level ceiling', () => {
    const order = refundOrder({
      basket: [basketTicket('A', { price: 300000, left: 300000 })],
      payments: payments({ cards: [cardPayment('P1', { amount: 300000 })] }),
    });
    const d = setup(order, { level: 'BASIC' }).act(reason(1), tick('A'));
    expect(d).toMatchObject({ ceiling: 15000, ceilingExceeded: true });
    expect(d.confirm.blockers).toContain('REFUND_BLOCKED_CEILING');
    expect(setup(order, { level: 'HQ' }).act(reason(1), tick('A')).ceilingExceeded).toBe(false);
  });

  it('checks the railcard minimum among the tickets left', () => {
    const fam = { type: 'RAILCARD', code: 'FAM', amount: 100, minAdults: 1, minChildren: 1 };
    const order = refundOrder({
      basket: [basketTicket('A', { discount: fam }), basketTicket('B', { adults: 0, children: 1, discount: fam })],
    });
    const d = setup(order).act(reason(1), tick('B'));
    expect(d.railcardFailing).toEqual(['FAM']);
    expect(d.confirm.blockers).toContain('REFUND_BLOCKED_RAILCARD');
  });

  it('needs manual option, info and a matching amount for an alternative manual refund', () => {
    const s = setup();
    s.act(reason(1), tick('90000001-1'), { type: 'manual', patch: { enabled: true, originalPayment: false } });
    const d = s.act();
    expect(d).toMatchObject({ manualActive: true, manualUsesPayments: false, priceMismatch: false });
    expect(Object.keys(d.errors)).toEqual(
      expect.arrayContaining(['manualOption', 'manualAdditionalInfo', 'manualAmount']),
    );
    expect(
      s.act({ type: 'manual', patch: { option: 'CHEQUE', additionalInfo: 'Post to home', amount: '13.00' } }).errors
        .manualAmount?.key,
    ).toBe('REFUND_ERROR_MANUAL_PRICES_MISMATCH');
    expect(s.act({ type: 'manual', patch: { amount: '13.50' } }).confirm.allowed).toBe(true);
  });

  it('ignores the manual block for users without the right', () => {
    const s = setup(undefined, { rights: allRights({ canUseManualRefund: false }) });
    const d = s.act(reason(1), tick('90000001-1'), {
      type: 'manual',
      patch: { enabled: true, originalPayment: false },
    });
    expect(d.manualActive).toBe(false);
    expect(d.confirm.allowed).toBe(true);
  });

  describe('season tickets', () => {
    const seasonOrder = (calc = seasonCalc('S'), ticket = seasonTicket('S')) =>
      refundOrder({
        hasSeason: true,
        basket: [ticket],
        seasonCalculations: [calc],
        surrenderDate: '2025-10-15T12:00:00',
        payments: payments({ cards: [cardPayment('P1', { amount: 52000 })] }),
      });

    it('takes the amount from the calculation and picks reason 7 when collected and used', () => {
      const s = setup(seasonOrder(), { today: '2025-10-15' });
      const d = s.act(tick('S'));
      expect(s.state.lines.S.amount).toBe('430.00');
      expect(d.wantedReasonCode).toBe(7);
      expect(d.totals.total).toBe(43000 - 1000);
    });

    it('picks reason 6 when not collected or surrendered before first use, until the user picks one', () => {
      expect(setup(seasonOrder(seasonCalc('S', { collected: false }))).act().wantedReasonCode).toBe(6);
      const s = setup(seasonOrder());
      expect(s.act({ type: 'surrenderDay', value: '2025-09-30' }).wantedReasonCode).toBe(6);
      expect(s.act(reason(9)).wantedReasonCode).toBe(9);
    });

    it('needs a surrender date before the valid-to', () => {
      const s = setup(seasonOrder());
      s.act(tick('S'));
      expect(s.act({ type: 'surrenderDay', value: '2025-10-31' }).confirm.blockers).toContain(
        'REFUND_BLOCKED_SURRENDER_DATE',
      );
      expect(s.act({ type: 'surrenderDay', value: '2025-10-30' }).confirm.blockers).not.toContain(
        'REFUND_BLOCKED_SURRENDER_DATE',
      );
    });

    it('limits the surrender date when the flag is on', () => {
      const d = setup(seasonOrder(), {
        flags: { enableSeasonRefundsSurrenderDateLimit: true },
        today: '2025-10-20',
      }).act({ type: 'surrenderDay', value: '2025-10-21' });
      expect(d.surrenderLimits).toEqual({ min: '2025-09-30', max: '2025-10-20' });
      expect(d.errors.surrenderDay?.key).toBe('REFUND_ERROR_DATE_MAX');
    });

    it('blocks an incomplete breakdown until recalculated; recalculate needs every missing cost and the right', () => {
      const incomplete = seasonCalc('S', {
        breakdown: {
          weekly: { cost: 4500, count: 2 },
          weekday: { cost: null, count: 3 },
          saturday: { cost: null, count: 1 },
          isIncomplete: true,
        },
        totalUsed: null,
        refundAmount: null,
      });
      const s = setup(seasonOrder(incomplete));
      let d = s.act(tick('S'));
      expect(d.confirm.blockers).toContain('REFUND_BLOCKED_CALCULATION');
      expect(d.rejectAllowed).toBe(false);
      expect(d.missingCostFields.S).toEqual(['weekday', 'saturday']);
      expect(d.recalculateAllowed).toBe(false);
      d = s.act(
        { type: 'missingCost', ticketId: 'S', cost: 'weekday', value: '11.00' },
        { type: 'missingCost', ticketId: 'S', cost: 'saturday', value: '9.03' },
      );
      expect(d.recalculateAllowed).toBe(false);
      expect(d.errors['cost-S-saturday']?.key).toBe('REFUND_ERROR_AMOUNT_STEP');
      d = s.act({ type: 'missingCost', ticketId: 'S', cost: 'saturday', value: '9.05' });
      expect(d.recalculateAllowed).toBe(true);
      const noRight = setup(seasonOrder(incomplete), { rights: allRights({ canEditSeasonRefundFields: false }) });
      noRight.act(
        { type: 'missingCost', ticketId: 'S', cost: 'weekday', value: '11' },
        { type: 'missingCost', ticketId: 'S', cost: 'saturday', value: '9' },
      );
      expect(noRight.act().recalculateAllowed).toBe(false);
      d = s.act({ type: 'calculations', calculations: [seasonCalc('S')] });
      expect(d.confirm.blockers).not.toContain('REFUND_BLOCKED_CALCULATION');
      expect(s.state.lines.S.amount).toBe('430.00');
    });

    it('allows Reject only while something is left unused', () => {
      expect(setup(seasonOrder()).act().rejectAllowed).toBe(true);
      expect(setup(seasonOrder(seasonCalc('S', { totalUsed: 52000, refundAmount: 0 }))).act().rejectAllowed).toBe(
        false,
      );
      expect(setup(seasonOrder(), { rights: allRights({ canRejectRefund: false }) }).act().rejectAllowed).toBe(false);
    });

    it('requires the annual return checkbox for an annual season', () => {
      const annual = seasonTicket('S', {
        ticketTypeCode: { ...seasonTicket('S').ticketTypeCode, validityPeriod: 365 },
      });
      const s = setup(seasonOrder(seasonCalc('S', { validityLabel: 'ANNUAL' }), annual));
      const d = s.act(tick('S'));
      expect(d.annualRequired).toBe(true);
      expect(d.errors.annualReturned?.key).toBe('REFUND_ERROR_ANNUAL_RETURN_REQUIRED');
      expect(s.act({ type: 'annualReturned', value: true }).errors.annualReturned).toBeUndefined();
    });

    it('reads the amount only from the calculation without the right to edit season fields', () => {
      const d = setup(seasonOrder(), { rights: allRights({ canEditSeasonRefundFields: false }) }).act(tick('S'));
      expect(d.tickets.S.amountEditable).toBe(false);
    });

    it('checks flexi remaining passes for users who may amend them', () => {
      const flexi = seasonTicket('S', { isFlexi: true, unusedPasses: 3, category: 'ITSO_SEASON' });
      const s = setup(
        seasonOrder(seasonCalc('S', { isFlexi: true, unusedPasses: 3, usedPasses: 5, passesPerFlexi: 8 }), flexi),
      );
      s.act(tick('S'));
      expect(s.act({ type: 'flexiPasses', ticketId: 'S', value: '2' }).errors['flexi-S']?.key).toBe(
        'REFUND_ERROR_FLEXI_PASSES_MIN',
      );
      expect(s.act({ type: 'flexiPasses', ticketId: 'S', value: '9' }).errors['flexi-S']?.key).toBe(
        'REFUND_ERROR_FLEXI_PASSES_MAX',
      );
      expect(s.act({ type: 'flexiPasses', ticketId: 'S', value: '5' }).errors['flexi-S']).toBeUndefined();
    });
  });
});
