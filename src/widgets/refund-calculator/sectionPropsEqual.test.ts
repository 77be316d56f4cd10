import { describe, expect, it } from 'vitest';
import type { RefundDerived } from './deriveRefund';
import { initialRefundFormState, type RefundFormState } from './refundFormState';
import { sectionPropsEqual } from './sectionPropsEqual';
import { refundOrder } from './testRefundOrder';

type Props = { state: RefundFormState; derived: Pick<RefundDerived, 'totals' | 'errors'>; level: number };

describe('sectionPropsEqual', () => {
  const state = initialRefundFormState(refundOrder(), 1000);
  const derived = { totals: { subTotal: 0, fee: 1000, discount: 0, bookingFee: 0, total: -1000 }, errors: {} };
  const equal = sectionPropsEqual<Props>(['note'], ['totals', 'errors']);
  const props: Props = { state, derived, level: 20 };

  it('skips a render when only fields and rules the section does not read changed', () => {
    const typedElsewhere = { ...state, caseReference: 'CASE-1' };
    const otherRules = { ...derived, warnings: ['W'] };
    expect(equal(props, { ...props, state: typedElsewhere, derived: otherRules })).toBe(true);
  });

  it('renders when a field or a rule it reads, the touched fields or any other prop changed', () => {
    expect(equal(props, { ...props, state: { ...state, note: 'n' } })).toBe(false);
    expect(equal(props, { ...props, state: { ...state, touched: { note: true } } })).toBe(false);
    expect(equal(props, { ...props, state: { ...state, showAllErrors: true } })).toBe(false);
    expect(equal(props, { ...props, derived: { ...derived, errors: {} } })).toBe(false);
    expect(equal(props, { ...props, level: 30 })).toBe(false);
  });
});
