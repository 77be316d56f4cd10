import { describe, expect, it } from 'vitest';
import { paperTicketNumber } from './paperTicketNumber';

const rules = { required: true, maxLength: 31 };

describe('paperTicketNumber (000 §5)', () => {
  it('accepts the dashed, dotted, compact and spaced forms', () => {
    expect(paperTicketNumber('12345-31-01-25-AB12', rules)).toEqual({ value: '12345-31-01-25-AB12' });
    expect(paperTicketNumber('12345-01-12-2025-7', rules)).toEqual({ value: '12345-01-12-2025-7' });
    expect(paperTicketNumber('12345.31.01.25.AB12', rules)).toEqual({ value: '12345.31.01.25.AB12' });
    expect(paperTicketNumber('12345-310125-0042', rules)).toEqual({ value: '12345-310125-0042' });
    expect(paperTicketNumber(' 12345 ab12 cd34 ', rules)).toEqual({ value: '12345 AB12 CD34' });
  });
  it('rejects other shapes', () => {
    for (const bad of [
      '1234-31-01-25-AB12',
      '12345-32-01-25-AB12',
      '12345-31-13-25-AB12',
      '12345-31.01-25-AB12',
      '12345-31-01-25-ABCDEFGHI',
      '12345 AB12CD34',
      '12345 AB1 CD34',
      '12345',
      '12345-310125',
    ])
      expect(paperTicketNumber(bad, rules).error).toBe('PAPER_TICKET_NUMBER_PATTERN');
  });
  it('is required only when asked', () => {
    expect(paperTicketNumber('  ', rules).error).toBe('PAPER_TICKET_NUMBER_REQUIRED');
    expect(paperTicketNumber('', { ...rules, required: false })).toEqual({ value: '' });
  });
  it('checks the maximum length first', () => {
    expect(paperTicketNumber('12345-31-01-2025-ABCDEFGH', { ...rules, maxLength: 20 }).error).toBe(
      'PAPER_TICKET_NUMBER_TOO_LONG',
    );
    expect(paperTicketNumber('12345-31-01-2025-ABCDEFGH', rules)).toEqual({ value: '12345-31-01-2025-ABCDEFGH' });
  });
});
