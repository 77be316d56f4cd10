// 000 §6 manual refund block and ITSO manual refund rights, §9 enablePaperTicketsManualRefund.
import { describe, expect, it } from 'vitest';
import type { GateContext } from './checkGate';
import { manualRefundAllowed } from './manualRefundAllowed';
import type { RefundCategory } from './refundCategory';

const itsoOrder: RefundCategory[] = ['ITSO_SEASON', 'NON_SEASON'];
const paperOrder: RefundCategory[] = ['PAPER_SEASON'];
const plainOrder: RefundCategory[] = ['NON_SEASON'];

const gate = (level: number, flags: Record<string, boolean> = {}): GateContext => ({
  level,
  flags: { enableItsoSeasonManualRefund: true, enablePaperTicketsManualRefund: true, ...flags },
  permissions: {
    canUseManualRefund: { minLevel: 'SUPERVISOR' },
    canCompleteItsoManualRefund: { all: [{ flag: 'enableItsoSeasonManualRefund' }, { minLevel: 'AGENT' }] },
  },
});

describe('manualRefundAllowed', () => {
  it('needs the manual block right for every order', () => {
    expect(manualRefundAllowed(plainOrder, gate(30))).toBe(true);
    expect(manualRefundAllowed(plainOrder, gate(20))).toBe(false);
  });
  it('an ITSO season also needs canCompleteItsoManualRefund (off with enableItsoSeasonManualRefund)', () => {
    expect(manualRefundAllowed(itsoOrder, gate(30))).toBe(true);
    expect(manualRefundAllowed(itsoOrder, gate(30, { enableItsoSeasonManualRefund: false }))).toBe(false);
    expect(manualRefundAllowed(plainOrder, gate(30, { enableItsoSeasonManualRefund: false }))).toBe(true);
  });
  it('a paper season needs the brand flag enablePaperTicketsManualRefund', () => {
    expect(manualRefundAllowed(paperOrder, gate(30))).toBe(true);
    expect(manualRefundAllowed(paperOrder, gate(30, { enablePaperTicketsManualRefund: false }))).toBe(false);
  });
});
