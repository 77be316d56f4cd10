import { describe, expect, it } from 'vitest';
import { marketingPreferencesFor, OVER_16_ONLY } from './marketingPreferencesFor';

describe('marketingPreferencesFor (001 §3, §4)', () => {
  const all = {
    emailServiceUpdates: true,
    smsServiceUpdates: true,
    emailPromotions: true,
    smsPromotions: true,
    emailProducts: true,
    smsProducts: true,
    autoDelayRepay: true,
    autoDelayRepayApp: true,
    autoDelayRepayEmail: true,
    brandPreference: 'greatnorthern',
  };
  it('keeps every choice of a customer over 16, with every key present', () => {
    expect(marketingPreferencesFor(all, true)).toEqual({ ...all, isOver16: true });
    expect(marketingPreferencesFor({}, true)).toMatchObject({
      emailPromotions: false,
      autoDelayRepay: false,
      brandPreference: null,
    });
  });
  it('forces promotions and products off under 16, and only those', () => {
    const young = marketingPreferencesFor(all, false);
    for (const key of OVER_16_ONLY) expect(young[key], key).toBe(false);
    expect(young).toMatchObject({
      isOver16: false,
      emailServiceUpdates: true,
      smsServiceUpdates: true,
      autoDelayRepay: true,
    });
  });
  it('reads only true booleans as on (old stored shapes, strings)', () => {
    expect(marketingPreferencesFor({ email: true, emailPromotions: 'yes' }, true).emailPromotions).toBe(false);
  });
});
