import { describe, expect, it } from 'vitest';
import { dayReturnTicket } from './dayReturnTicket';

describe('dayReturnTicket (001 §4 day form)', () => {
  it('adds a reversed return when the outward type requires one', () => {
    const day = dayReturnTicket({
      date: '2018-03-05',
      outward: { type: 'carnet', origin: 'BTN', destination: 'VIC', level: 1 },
    });
    expect(day.return).toEqual({ type: 'carnet', origin: 'VIC', destination: 'BTN', routeCode: undefined, level: 1 });
  });
  it('keeps an optional return as it is, and a missing one missing', () => {
    const withReturn = { outward: { type: 'single' }, return: { type: 'single', number: 'AB123' } };
    expect(dayReturnTicket(withReturn)).toBe(withReturn);
    expect(dayReturnTicket({ outward: { type: 'single' } }).return).toBeUndefined();
  });
  it('removes the return when the outward has no type', () => {
    expect(dayReturnTicket({ outward: { type: '' }, return: { type: 'single' } }).return).toBeUndefined();
  });
});
