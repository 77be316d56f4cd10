import { describe, expect, it } from 'vitest';
import { initialRefundFormState, type RefundFormState } from './refundFormState';
import { sectionPropsEqual } from './sectionPropsEqual';
import { refundOrder } from './testRefundOrder';

describe('sectionPropsEqual', () => {
  const state = initialRefundFormState(refundOrder(), 1000);
  const equal = sectionPropsEqual<{ state: RefundFormState; derived: object }>(['note']);
  const derived = {};

  it('skips a render when only fields the section does not read changed', () => {
    const typedElsewhere = { ...state, caseReference: 'CASE-1' };
    expect(equal({ state, derived }, { state: typedElsewhere, derived })).toBe(true);
  });

  it('renders when a field it reads, the touched fields or any other prop changed', () => {
    expect(equal({ state, derived }, { state: { ...state, note: 'n' }, derived })).toBe(false);
    expect(equal({ state, derived }, { state: { ...state, touched: { note: true } }, derived })).toBe(false);
    expect(equal({ state, derived }, { state: { ...state, showAllErrors: true }, derived })).toBe(false);
    expect(equal({ state, derived }, { state, derived: {} })).toBe(false);
  });
});
