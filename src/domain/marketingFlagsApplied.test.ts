import { describe, expect, it } from 'vitest';
import { marketingFlagsApplied } from './marketingFlagsApplied';
import { marketingPreferencesFor } from './marketingPreferencesFor';

const none = marketingPreferencesFor({ autoDelayRepay: true, brandPreference: 'thameslink' }, true);

describe('marketingFlagsApplied', () => {
  it('sets promotions and products per channel and the service updates, leaving what was not sent', () => {
    const out = marketingFlagsApplied(none, { emailMarketing: true, brandUpdate: true }, true);
    expect(out).toMatchObject({ emailPromotions: true, emailProducts: true, smsPromotions: false, smsProducts: false });
    expect(out).toMatchObject({
      emailServiceUpdates: true,
      smsServiceUpdates: true,
      autoDelayRepay: true,
      brandPreference: 'thameslink',
    });
    expect(marketingFlagsApplied(out, { emailMarketing: false }, true)).toMatchObject({
      emailPromotions: false,
      emailServiceUpdates: true,
    });
  });

  it('keeps promotions and products off under 16 (001 §5)', () => {
    const out = marketingFlagsApplied(none, { emailMarketing: true, smsMarketing: true, brandUpdate: true }, false);
    expect(out).toMatchObject({
      emailPromotions: false,
      emailProducts: false,
      smsPromotions: false,
      smsProducts: false,
      emailServiceUpdates: true,
    });
  });
});
