import { describe, expect, it } from 'vitest';
import { isAllowedStaffEmail } from './isAllowedStaffEmail';

describe('isAllowedStaffEmail', () => {
  const domains = ['{brand}.example', 'Rail.co.uk'];
  it("accepts the brand's own domains, case-insensitively", () => {
    expect(isAllowedStaffEmail('ann@southern.example', domains, 'southern')).toBe(true);
    expect(isAllowedStaffEmail('Ann@SOUTHERN.example', domains, 'southern')).toBe(true);
    expect(isAllowedStaffEmail('ann@rail.co.uk', domains, 'southern')).toBe(true);
  });
  it("refuses other brands' domains, subdomains and malformed addresses", () => {
    expect(isAllowedStaffEmail('ann@gatwick.example', domains, 'southern')).toBe(false);
    expect(isAllowedStaffEmail('ann@x.southern.example', domains, 'southern')).toBe(false);
    expect(isAllowedStaffEmail('ann@southern.example.evil.com', domains, 'southern')).toBe(false);
    expect(isAllowedStaffEmail('@southern.example', domains, 'southern')).toBe(false);
    expect(isAllowedStaffEmail('southern.example', domains, 'southern')).toBe(false);
  });
});
