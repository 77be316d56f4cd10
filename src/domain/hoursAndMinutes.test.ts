import { describe, expect, it } from 'vitest';
import { hoursAndMinutes } from './hoursAndMinutes';

describe('hoursAndMinutes', () => {
  it("says minutes the spec's way (001 §9 4h36m)", () => {
    expect(hoursAndMinutes(276)).toBe('4h36m');
    expect(hoursAndMinutes(60)).toBe('1h00m');
    expect(hoursAndMinutes(125)).toBe('2h05m');
    expect(hoursAndMinutes(45)).toBe('45m');
  });
});
