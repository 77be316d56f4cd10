import { describe, expect, it } from 'vitest';
import { runFormRule } from '../../runtime/formRules';
import './register';
import '../delay-repay/register';

const context = { today: '2026-11-26', config: { dateOfBirthMinYears: 5, dateOfBirthMaxYears: 98 } };

describe('form rules of the customer details dialogs and the delay-repay search (issue 22)', () => {
  it('customerEmailRetyped: a retyped e-mail that differs (case aside) marks the retyped field', () => {
    expect(runFormRule('customerEmailRetyped', { email: 'Ann@x.com', confirmEmail: 'ann@y.com' }, context)).toEqual({
      confirmEmail: 'ACCOUNT_EMAILS_DIFFERENT',
    });
    expect(runFormRule('customerEmailRetyped', { email: 'Ann@x.com', confirmEmail: 'ann@X.COM' }, context)).toEqual({});
    expect(runFormRule('customerEmailRetyped', { email: 'Ann@x.com' }, context)).toEqual({});
  });

  it('customerDateOfBirth: outside 5–98 years is marked; the schema says a missing date', () => {
    expect(runFormRule('customerDateOfBirth', { dateOfBirth: '2024-01-01' }, context)).toEqual({
      dateOfBirth: 'ACCOUNT_DOB_TOO_RECENT',
    });
    expect(runFormRule('customerDateOfBirth', { dateOfBirth: '1920-01-01' }, context)).toEqual({
      dateOfBirth: 'ACCOUNT_DOB_TOO_EARLY',
    });
    expect(runFormRule('customerDateOfBirth', { dateOfBirth: '1980-01-01' }, context)).toEqual({});
    expect(runFormRule('customerDateOfBirth', {}, context)).toEqual({});
  });

  it('delayRepayFilters: the rules across filters, as the server says them', () => {
    expect(runFormRule('delayRepayFilters', { refundAmountFrom: 500, refundAmountTo: 200 }, context)).toEqual({
      refundAmountTo: 'The amount to must be at least the amount from',
    });
    expect(runFormRule('delayRepayFilters', { dateFrom: '2026-11-20', dateTo: '2026-11-10' }, context)).toEqual({
      dateFrom: 'The from date must not be after the to date',
    });
    expect(runFormRule('delayRepayFilters', { dateTo: '2026-12-01' }, context)).toMatchObject({
      dateTo: 'The to date cannot be in the future',
    });
    expect(runFormRule('delayRepayFilters', { dateFrom: '2026-12-01' }, context)).toEqual({
      dateFrom: 'The from date cannot be in the future',
    });
    expect(runFormRule('delayRepayFilters', { approved: true }, context)).toEqual({
      filters: 'Enter at least one search filter',
    });
    expect(runFormRule('delayRepayFilters', { email: 'ann@x.com' }, context)).toEqual({});
  });
});
