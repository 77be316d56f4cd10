import { describe, expect, it } from 'vitest';
import { ticketRefundable } from './ticketRefundable';

const config = { advanceRefundReasons: [3], rebookRefundReasons: [] as number[] };
const gatwick = { advanceRefundReasons: [3, 13], rebookRefundReasons: [13] };
const ticket = (over: Record<string, unknown> = {}) => ({
  refunded: false,
  refundDisabled: false,
  ticketTypeCode: { isAdvance: false },
  eTicket: null,
  ...over,
});
const advance = ticket({ ticketTypeCode: { isAdvance: true } });

describe('ticketRefundable (000 §4)', () => {
  it('accepts an ordinary ticket', () => {
    expect(ticketRefundable({ ticket: ticket(), reasonCode: 1, config })).toEqual({ refundable: true, reason: null });
  });
  it('refuses refunded, disabled and not-permitted tickets', () => {
    expect(ticketRefundable({ ticket: ticket({ refunded: true }), config }).reason).toBe('REFUNDED');
    expect(ticketRefundable({ ticket: ticket({ refundDisabled: true }), config }).reason).toBe('DISABLED');
    expect(ticketRefundable({ ticket: ticket(), config, canRefundCategory: false }).reason).toBe('ROLE');
  });
  it('refuses blacklisted e-tickets, from the order data or the lookup', () => {
    expect(ticketRefundable({ ticket: ticket({ eTicket: { isBlacklisted: true } }), config }).reason).toBe(
      'BLACKLISTED',
    );
    expect(ticketRefundable({ ticket: ticket(), eTicket: { isBlacklisted: true }, config }).reason).toBe('BLACKLISTED');
  });
  it('takes advance tickets only with an advance reason', () => {
    expect(ticketRefundable({ ticket: advance, config }).refundable).toBe(true); // no reason yet
    expect(ticketRefundable({ ticket: advance, reasonCode: 1, config }).reason).toBe('ADVANCE_REASON');
    expect(ticketRefundable({ ticket: advance, reasonCode: 3, config }).refundable).toBe(true);
    expect(ticketRefundable({ ticket: advance, reasonCode: 13, config }).reason).toBe('ADVANCE_REASON');
  });
  it('needs rebook data for a rebook reason with advance tickets (gatwick reason 13)', () => {
    expect(ticketRefundable({ ticket: advance, reasonCode: 13, config: gatwick }).reason).toBe('REBOOK_REQUIRED');
    expect(ticketRefundable({ ticket: advance, reasonCode: 13, hasRebook: true, config: gatwick }).refundable).toBe(
      true,
    );
    expect(ticketRefundable({ ticket: ticket(), reasonCode: 13, config: gatwick }).refundable).toBe(true);
  });
});

describe('ticketRefundable: 000 §9 refund period after expiry', () => {
  const config = { advanceRefundReasons: [3], rebookRefundReasons: [] };
  const ticket = { refunded: false, ticketTypeCode: { isAdvance: false } };
  it('refuses a ticket more than refundPeriodDaysAfterExpiry days past its expiry', () => {
    const period = (today: string) => ({ validTo: '2025-10-01T23:59:59.000Z', today, daysAfterExpiry: 28 });
    expect(ticketRefundable({ ticket, config, period: period('2025-10-29') })).toEqual({
      refundable: true,
      reason: null,
    });
    expect(ticketRefundable({ ticket, config, period: period('2025-10-30') })).toEqual({
      refundable: false,
      reason: 'PERIOD_EXPIRED',
    });
  });
});
