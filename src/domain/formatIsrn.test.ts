import { describe, expect, it } from 'vitest';
import { formatIsrn } from './formatIsrn';

describe('formatIsrn (000 §9)', () => {
  it('groups the digits 6-4-4-4', () => {
    expect(formatIsrn('633597011234567890')).toBe('633597-0112-3456-7890');
  });

  it('accepts input that already has separators', () => {
    expect(formatIsrn('633597-0112-3456-7890')).toBe('633597-0112-3456-7890');
    expect(formatIsrn(' 633597 0112 3456 7890 ')).toBe('633597-0112-3456-7890');
  });

  it('leaves anything else alone (trimmed), and shows nothing for no value', () => {
    expect(formatIsrn('12345')).toBe('12345');
    expect(formatIsrn('63359701123456789X')).toBe('63359701123456789X');
    expect(formatIsrn(null)).toBe('');
    expect(formatIsrn(undefined)).toBe('');
  });
});
