// 001 §3 Marketing preferences, §4 "if the customer is not over 16, promotions and products e-mail and sms are forced
// off". One shape for the account panel, the preferences call and the seed: every key of the schema present.

import type { MarketingPreferences } from '../generated/types/MarketingPreferences';

export type { MarketingPreferences };

/** The brand preferences the entity allows (schemas/entities/marketingPreferences.schema.json). */
const BRAND_PREFERENCES: ReadonlyArray<string> = ['thameslink', 'greatnorthern'];

/** The keys a customer under 16 may not have on (001 §4). */
export const OVER_16_ONLY: Array<keyof MarketingPreferences> = [
  'emailPromotions',
  'smsPromotions',
  'emailProducts',
  'smsProducts',
];

const FLAGS: Array<keyof MarketingPreferences> = [
  'emailServiceUpdates',
  'smsServiceUpdates',
  'emailPromotions',
  'smsPromotions',
  'emailProducts',
  'smsProducts',
  'autoDelayRepay',
  'autoDelayRepayApp',
  'autoDelayRepayEmail',
];

/**
 * Stored or sent preferences (any keys, some missing) → every key, with the under-16 rule applied.
 * @example marketingPreferencesFor({ emailPromotions: true }, false).emailPromotions // false
 */
export function marketingPreferencesFor(
  stored: Record<string, unknown> | null | undefined,
  isOver16: boolean,
): MarketingPreferences {
  const source = stored ?? {};
  const out = {
    isOver16,
    brandPreference: BRAND_PREFERENCES.includes(source.brandPreference as string)
      ? (source.brandPreference as MarketingPreferences['brandPreference'])
      : null,
  } as MarketingPreferences;
  for (const key of FLAGS)
    (out as unknown as Record<string, unknown>)[key] =
      source[key] === true && (isOver16 || !OVER_16_ONLY.includes(key));
  return out;
}
