// 001 §7 PUT /customers/{id}: emailMarketing, smsMarketing, brandUpdate — the short form of the marketing preferences
// (001 §3). emailMarketing is promotions and products by e-mail, smsMarketing the same by SMS, brandUpdate the service
// updates by e-mail and SMS (docs/decisions/0219-put-customers-id-marketing-form.md); the under-16 rule of 001 §5 still applies.
import { marketingPreferencesFor, type MarketingPreferences } from './marketingPreferencesFor';

export interface MarketingFlags {
  emailMarketing?: boolean;
  smsMarketing?: boolean;
  brandUpdate?: boolean;
}

/**
 * The preferences with the flags sent applied (a flag not sent leaves its keys as they were).
 * @example marketingFlagsApplied(prefs, { emailMarketing: true }, true) // emailPromotions and emailProducts on
 */
export function marketingFlagsApplied(
  current: MarketingPreferences,
  flags: MarketingFlags,
  isOver16: boolean,
): MarketingPreferences {
  const next: Record<string, unknown> = { ...current };
  if (flags.emailMarketing !== undefined)
    Object.assign(next, { emailPromotions: flags.emailMarketing, emailProducts: flags.emailMarketing });
  if (flags.smsMarketing !== undefined)
    Object.assign(next, { smsPromotions: flags.smsMarketing, smsProducts: flags.smsMarketing });
  if (flags.brandUpdate !== undefined)
    Object.assign(next, { emailServiceUpdates: flags.brandUpdate, smsServiceUpdates: flags.brandUpdate });
  return marketingPreferencesFor(next, isOver16);
}
