import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIsrn, formatMoney, formatValue, humaniseStatus, getFormat } from './formats';

const t = (key: string, options?: Record<string, unknown>) => (options?.defaultValue as string) ?? key;

describe('formats', () => {
  it('shows pence as pounds with the £ symbol', () => {
    expect(formatMoney(1234)).toBe('£12.34');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-550)).toBe('-£5.50');
    expect(formatMoney('999')).toBe('£9.99');
    expect(formatMoney(undefined)).toBe('');
  });

  it('groups an ISRN of 18 digits 6-4-4-4 and leaves anything else alone', () => {
    expect(formatIsrn('633597012345678901')).toBe('633597-0123-4567-8901');
    expect(formatIsrn('633597-0123-4567-8901')).toBe('633597-0123-4567-8901');
    expect(formatIsrn('12345')).toBe('12345');
  });

  it('formats a list of days, given as a list or joined by commas (issue 22)', () => {
    expect(formatValue('dates', ['2026-11-17', '2026-11-18'], t)).toBe('17/11/2026, 18/11/2026');
    expect(formatValue('dates', '2026-11-17,2026-11-18', t)).toBe('17/11/2026, 18/11/2026');
    expect(formatValue('dates', [], t)).toBe('');
  });

  it('formats dates and times for en-GB in London time', () => {
    expect(formatDate('1980-05-03')).toBe('03/05/1980');
    expect(formatDateTime('2024-07-01T09:05:00Z')).toBe('01/07/2024 10:05');
    expect(formatDateTime('2024-01-15 09:05:00')).toMatch(/^15\/01\/2024 \d{2}:05$/);
    expect(formatDate('not a date')).toBe('');
  });

  it('marks e-mail addresses as breakable anywhere, so tables of them fit their panel', () => {
    const email = getFormat('email');
    expect(email?.text('agent@southern.example', (k) => k)).toBe('agent@southern.example');
    const Render = email!.render as (props: { value: unknown; text: string }) => {
      props: { className: string; children: string };
    };
    const element = Render({ value: 'agent@southern.example', text: 'agent@southern.example' });
    expect(element.props).toEqual({ className: 'value-email', children: 'agent@southern.example' });
  });

  it('masks all but the last four characters', () => {
    expect(formatValue('masked', '4111111111111111', t)).toBe('•••• 1111');
  });

  it('labels statuses and gives them a colour family', () => {
    expect(formatValue('status', 'Pending', t)).toBe('Pending');
    // The colour itself is the domain's rule (src/domain/statusTone); the format hands it on.
    expect(getFormat('status').tone?.('Pending')).toBe('warning');
    expect(getFormat('status').tone?.('Fraud')).toBe('danger');
  });

  it('words a status that has no label key', () => {
    expect(formatValue('status', 'UnderReview', t)).toBe('Under review');
    expect(humaniseStatus('REFUND_REJECTED')).toBe('Refund rejected');
    expect(humaniseStatus('Complete')).toBe('Complete');
  });

  it('shows booleans through keys and empty values as nothing', () => {
    expect(formatValue('boolean', true, t)).toBe('RUNTIME_YES');
    expect(formatValue('boolean', false, t)).toBe('RUNTIME_NO');
    expect(formatValue('money', null, t)).toBe('');
    expect(formatValue('unknownFormat', 'x', t)).toBe('x');
  });
});
