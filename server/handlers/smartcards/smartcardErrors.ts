// Business errors of the smartcard calls (001 §8 texts where the spec gives them; the codes are the sandbox's own).
import { ApiError, Codes, type ErrorItem } from '../../errors';

export const SmartcardCodes = {
  EMAIL_IN_USE: '8000',
  EMAILS_DIFFERENT: 'EMAILS_DIFFERENT',
  PRODUCT_EXPIRED: 'PRODUCT_EXPIRED',
  PRODUCT_CANCELLING: 'PRODUCT_CANCELLING',
  PRODUCT_ALREADY_HOTLISTED: 'PRODUCT_ALREADY_HOTLISTED',
  PRODUCTS_REMAIN: 'SMARTCARD_PRODUCTS_REMAIN',
  TRANSFER_REFUSED: 'SMARTCARD_TRANSFER_ERROR',
  /** the recipient refusals of 001 §8, each with its text (has a card, registered for one, no account) */
  TRANSFER_RECIPIENT_REFUSED: 'SMARTCARD_TRANSFER_RECIPIENT_REFUSED',
  GOLD_CARD_NOT_ELIGIBLE: 'GOLD_CARD_NOT_ELIGIBLE',
  GOLD_CARD_BLOCKED: 'GOLD_CARD_BLOCKED',
  PROMOTION_ALREADY_APPLIED: 'PROMOTION_ALREADY_APPLIED',
  REPLACEMENT_PENDING: 'REPLACEMENT_PENDING',
  SERVICE_UNAVAILABLE: '503',
  SMARTCARD_LINK: 'SMARTCARD_LINK_ERROR',
  NOT_PENDING: Codes.CONFLICT,
} as const;

/** 400 with one item per field (the console marks each field). */
export function fieldErrors(errors: Partial<Record<string, string>>, code: string = Codes.VALIDATION): void {
  const items: ErrorItem[] = Object.entries(errors).map(([field, message]) => ({
    code,
    message: message!,
    fields: [field],
  }));
  if (items.length) throw new ApiError(400, items);
}
