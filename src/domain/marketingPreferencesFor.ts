// 001 §3 Marketing preferences, §4 "if the customer is not over 16, promotions and products e-mail and sms are forced
// off". One shape for the account panel, the preferences call and the seed: every key of the schema present.

export interface MarketingPreferences {
  isOver16: boolean;
  emailServiceUpdates: boolean;
  smsServiceUpdates: boolean;
  emailPromotions: boolean;
  smsPromotions: boolean;
  emailProducts: boolean;
  smsProducts: boolean;
  autoDelayRepay: boolean;
  autoDelayRepayApp: boolean;
  autoDelayRepayEmail: boolean;
  brandPreference: string | null;
}

/** The keys a customer under 16 may not have on (001 §4). */
export const OVER_16_ONLY: ReadonlyArray<keyof MarketingPreferences> = [
  'emailPromotions',
  'smsPromotions',
  'emailProducts',
  'smsProducts',
];

const FLAGS: ReadonlyArray<keyof MarketingPreferences> = [
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
    brandPreference: typeof source.brandPreference === 'string' ? source.brandPreference : null,
  } as MarketingPreferences;
  for (const key of FLAGS)
    (out as unknown as Record<string, unknown>)[key] =
      source[key] === true && (isOver16 || !OVER_16_ONLY.includes(key));
  return out;
}
