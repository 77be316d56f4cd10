import { describe, expect, it } from 'vitest';
import type { GateContext } from './checkGate';
import { refundEligibility } from './refundEligibility';
import { testOrder, testTicket, testTicketType } from './testOrder';

const permissions = {
  canRefundWhatCustomerCant: { minLevel: 'STATION_AGENT' },
  canRefundPlusBus: { minLevel: 'AGENT' },
  canRefundItsoSeason: { all: [{ flag: 'enableItsoSeasonRefund' }, { minLevel: 'BASIC' }] },
  canRefundPaperSeason: { all: [{ flag: 'refundPaperSeasonTickets' }, { minLevel: 'STATION_AGENT' }] },
  canRefundNonSeason: { minLevel: 'STATION_AGENT' },
} as GateContext['permissions'];
const flags = { enableItsoSeasonRefund: true, refundPaperSeasonTickets: true, enableSmartcardValidation: true };
const gate = (level: number, over: Record<string, boolean> = {}): GateContext => ({
  level,
  flags: { ...flags, ...over },
  permissions,
});
const AGENT = gate(20);
const BASIC = gate(10);

const smartcard = {
  displayName: 'Smartcard',
  fulfilmentMethod: '00001',
  isSmartcard: true,
  isETicket: false,
  isPrintedEticket: false,
  isSTicket: false,
  collectionLocation: null,
  smartcardNumber: '633597000000030001',
  address: null,
};
const eTicketDelivery = {
  ...smartcard,
  displayName: 'E-ticket',
  fulfilmentMethod: '00006',
  isSmartcard: false,
  isETicket: true,
  smartcardNumber: null,
};
const season = testTicketType({ isSeason: true, code: '7DS', validityPeriod: 7 });

describe('refundEligibility (000 §4)', () => {
  it('allows a paid Complete or Pending order to an agent', () => {
    expect(refundEligibility({ order: testOrder(), gate: AGENT })).toEqual({
      allowed: true,
      reason: null,
      refundState: null,
    });
    expect(refundEligibility({ order: testOrder(undefined, { state: 'Pending' }), gate: AGENT }).allowed).toBe(true);
  });
  it('blocks every other state', () => {
    for (const state of [
      'Incomplete',
      'Canceled',
      'Expired',
      'Amending',
      'UnderReview',
      'Fraud',
      'FulfilRefundFailure',
      'RefundRejected',
      'SmartcardSwap',
    ]) {
      expect(refundEligibility({ order: testOrder(undefined, { state }), gate: AGENT }).reason).toBe('STATE');
    }
  });
  it('blocks unpaid and prohibited orders', () => {
    expect(refundEligibility({ order: testOrder(undefined, { total: 0 }), gate: AGENT }).reason).toBe('NOT_PAID');
    const prohibited = testOrder(undefined, {
      refunds: { log: [], prohibited: true, refundable: false, fullyRefunded: false, partiallyRefunded: false },
    });
    expect(refundEligibility({ order: prohibited, gate: AGENT }).reason).toBe('PROHIBITED');
  });
  it('blocks the orders of a customer whose refunds are restricted (001 §4), and only those', () => {
    expect(refundEligibility({ order: { ...testOrder(), customerRefundsRestricted: true }, gate: AGENT }).reason).toBe(
      'REFUNDS_RESTRICTED',
    );
    expect(
      refundEligibility({ order: { ...testOrder(), customerRefundsRestricted: false }, gate: AGENT }).allowed,
    ).toBe(true);
  });
  it('keeps a partially refunded order refundable and stops a fully refunded one', () => {
    const partial = testOrder([testTicket({ id: 'a', refunded: true, refundAmount: 2000 }), testTicket({ id: 'b' })], {
      state: 'Refunded',
    });
    expect(refundEligibility({ order: partial, gate: AGENT })).toEqual({
      allowed: true,
      reason: null,
      refundState: 'PARTIALLY_REFUNDED',
    });
    const full = testOrder([testTicket({ refunded: true }), testTicket({ id: 'b', refundDisabled: true })], {
      state: 'Refunded',
    });
    expect(refundEligibility({ order: full, gate: AGENT })).toEqual({
      allowed: false,
      reason: 'FULLY_REFUNDED',
      refundState: 'FULLY_REFUNDED',
    });
  });
  it('needs canRefundWhatCustomerCant when the customer could not refund online', () => {
    const order = testOrder(undefined, { refundCanBeAttemptedOnline: false });
    expect(refundEligibility({ order, gate: BASIC }).reason).toBe('CUSTOMER_CANT');
    expect(refundEligibility({ order, gate: AGENT }).allowed).toBe(true);
  });
  it('checks the smartcard status when validation is on', () => {
    const order = testOrder([testTicket({ ticketTypeCode: season })], { delivery: smartcard });
    expect(refundEligibility({ order, gate: BASIC, smartcardStatus: 'ACTIVE' }).allowed).toBe(true);
    expect(refundEligibility({ order, gate: BASIC, smartcardStatus: 'HOTLISTED' }).allowed).toBe(true);
    expect(refundEligibility({ order, gate: BASIC, smartcardStatus: 'INACTIVE' }).reason).toBe('SMARTCARD_STATUS');
    expect(refundEligibility({ order, gate: BASIC, smartcardStatus: 'error' }).reason).toBe('SMARTCARD_LOOKUP');
    expect(refundEligibility({ order, gate: BASIC }).reason).toBe('LOADING');
    expect(
      refundEligibility({ order, gate: gate(10, { enableSmartcardValidation: false }), smartcardStatus: 'INACTIVE' })
        .allowed,
    ).toBe(true);
  });
  it('follows the e-ticket lookup: all blacklisted blocks, 404 allows, an error blocks', () => {
    const order = testOrder([testTicket(), testTicket({ id: 'b' })], { delivery: eTicketDelivery });
    const black = { isBlacklisted: true };
    expect(refundEligibility({ order, gate: AGENT, eTickets: { status: 'ok', tickets: [black, black] } }).reason).toBe(
      'ETICKETS_BLACKLISTED',
    );
    expect(
      refundEligibility({ order, gate: AGENT, eTickets: { status: 'ok', tickets: [black, { isBlacklisted: false }] } })
        .allowed,
    ).toBe(true);
    expect(refundEligibility({ order, gate: AGENT, eTickets: { status: 'notFound' } }).allowed).toBe(true);
    expect(refundEligibility({ order, gate: AGENT, eTickets: { status: 'error' } }).reason).toBe('ETICKET_LOOKUP');
    expect(refundEligibility({ order, gate: AGENT }).reason).toBe('LOADING');
  });
  it('needs the right for a kind of ticket in the order', () => {
    // BASIC may refund ITSO seasons only
    expect(refundEligibility({ order: testOrder(), gate: BASIC }).reason).toBe('ROLE');
    const itso = testOrder([testTicket({ ticketTypeCode: season })], { delivery: smartcard });
    expect(refundEligibility({ order: itso, gate: BASIC, smartcardStatus: 'ACTIVE' }).allowed).toBe(true);
    expect(
      refundEligibility({ order: itso, gate: gate(10, { enableItsoSeasonRefund: false }), smartcardStatus: 'ACTIVE' })
        .reason,
    ).toBe('ROLE');
    const paper = testOrder([testTicket({ ticketTypeCode: season })]);
    expect(refundEligibility({ order: paper, gate: gate(11) }).allowed).toBe(true);
    expect(refundEligibility({ order: paper, gate: gate(11, { refundPaperSeasonTickets: false }) }).reason).toBe(
      'ROLE',
    );
    const plusBus = testOrder([testTicket()], {}, { isPlusBus: true });
    expect(refundEligibility({ order: plusBus, gate: gate(11) }).reason).toBe('ROLE');
    expect(refundEligibility({ order: plusBus, gate: AGENT }).allowed).toBe(true);
  });
});
