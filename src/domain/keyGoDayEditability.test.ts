import { describe, expect, it } from 'vitest';
import { keyGoDayEditability } from './keyGoDayEditability';

describe('keyGoDayEditability', () => {
  const base = { today: '2026-03-15', finalised: false, amendDays: 14 };
  it('is incomplete within the window, info when finalised, notEditable after it', () => {
    expect(keyGoDayEditability('2026-03-15', base)).toBe('incomplete');
    expect(keyGoDayEditability('2026-03-01', base)).toBe('incomplete');
    expect(keyGoDayEditability('2026-02-28', base)).toBe('notEditable');
    expect(keyGoDayEditability('2026-03-10', { ...base, finalised: true })).toBe('info');
    expect(keyGoDayEditability('2026-02-10', { ...base, finalised: true })).toBe('notEditable');
  });
  it('does not edit days that have not come yet', () => {
    expect(keyGoDayEditability('2026-03-16', base)).toBe('notEditable');
  });
});
