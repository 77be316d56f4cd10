import { describe, expect, it } from 'vitest';
import { normaliseIsrn } from './normaliseIsrn';

describe('normaliseIsrn', () => {
  it('drops spaces and dashes between the groups', () => {
    expect(normaliseIsrn('633597-0112-3456-7890')).toBe('633597011234567890');
    expect(normaliseIsrn(' 633597 0112 3456 7890 ')).toBe('633597011234567890');
  });

  it('leaves anything else for the caller to reject', () => {
    expect(normaliseIsrn('63359x')).toBe('63359x');
  });
});
