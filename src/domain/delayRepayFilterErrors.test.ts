import { describe, expect, it } from 'vitest';
import { delayRepayFilterErrors } from './delayRepayFilterErrors';

const today = '2026-11-23';

describe('delayRepayFilterErrors', () => {
  it('needs at least one filter', () => {
    expect(delayRepayFilterErrors({}, today)).toEqual({ filters: 'Enter at least one search filter' });
    expect(delayRepayFilterErrors({ email: '  ' }, today).filters).toBeDefined();
    expect(delayRepayFilterErrors({ customerId: '42' }, today)).toEqual({});
  });

  it('checks the claim reference mask, UTN length and smartcard digits', () => {
    expect(delayRepayFilterErrors({ claimRef: 'DR12AB' }, today)).toEqual({});
    expect(delayRepayFilterErrors({ claimRef: 'XX12' }, today).claimRef).toBeDefined();
    expect(delayRepayFilterErrors({ utn: 'ABCDE123456' }, today)).toEqual({});
    expect(delayRepayFilterErrors({ utn: 'ABCDE12345' }, today).utn).toMatch(/exactly 11/);
    expect(delayRepayFilterErrors({ utn: 'ABCDE1234567' }, today).utn).toMatch(/exactly 11/);
    expect(delayRepayFilterErrors({ smartcardNumber: '633597-0101-0000-0001' }, today)).toEqual({});
    expect(delayRepayFilterErrors({ smartcardNumber: '6335970101' }, today).smartcardNumber).toBeDefined();
  });

  it('wants 2 characters for e-mail, postcode and photocard', () => {
    expect(delayRepayFilterErrors({ postcode: 'B' }, today).postcode).toBeDefined();
    expect(delayRepayFilterErrors({ photocardNumber: 'AB' }, today)).toEqual({});
  });

  it('keeps dates in order and not in the future', () => {
    expect(delayRepayFilterErrors({ dateFrom: '2026-11-01', dateTo: '2026-11-23' }, today)).toEqual({});
    expect(delayRepayFilterErrors({ dateFrom: '2026-11-10', dateTo: '2026-11-09' }, today).dateFrom).toMatch(
      /after the to date/,
    );
    expect(delayRepayFilterErrors({ dateTo: '2026-11-24' }, today).dateTo).toMatch(/future/);
    expect(delayRepayFilterErrors({ dateFrom: '2026-11-24' }, today).dateFrom).toMatch(/future/);
    expect(delayRepayFilterErrors({ dateFrom: '2026-11-23' }, today)).toEqual({});
    expect(delayRepayFilterErrors({ dateFrom: '23/11/2026' }, today).dateFrom).toBe('Enter a valid date');
  });

  it('wants amount to at least amount from, in whole pence', () => {
    expect(delayRepayFilterErrors({ refundAmountFrom: 500, refundAmountTo: 500 }, today)).toEqual({});
    expect(delayRepayFilterErrors({ refundAmountFrom: 500, refundAmountTo: 499 }, today).refundAmountTo).toBeDefined();
    expect(delayRepayFilterErrors({ refundAmountFrom: 1.5 }, today).refundAmountFrom).toBeDefined();
    expect(delayRepayFilterErrors({ refundAmountFrom: 0 }, today)).toEqual({});
  });
});
