// The domain's field → i18n key errors as a 400 reply (000 §8: each error with code, message and fields).
import { ApiError, Codes } from '../../errors';

const MESSAGES: Record<string, string> = {
  RAILCARD_ERROR_TYPE_REQUIRED: 'railcardCode is required',
  RAILCARD_ERROR_NUMBER_REQUIRED: 'railcardNumber is required',
  RAILCARD_ERROR_NUMBER_FORMAT: 'railcardNumber must be 6 to 20 letters or digits',
  RAILCARD_ERROR_EXPIRY_REQUIRED: 'expiryDate is required',
  RAILCARD_ERROR_EXPIRY_FORMAT: 'expiryDate must be a date YYYY-MM-DD',
  RAILCARD_ERROR_EXPIRY_PAST: 'expiryDate cannot be before today',
  RAILCARD_ERROR_NAME_REQUIRED: 'is required',
  RAILCARD_ERROR_NAME_TOO_LONG: 'is too long',
  RAILCARD_ERROR_REASON_REQUIRED: 'reason is required to reject',
  RAILCARD_ERROR_OTHER_REASON_REQUIRED: 'otherReason is required for reason OTHER',
  RAILCARD_ERROR_OTHER_REASON_TOO_LONG: 'otherReason is too long',
  DRC_ERROR_NO_SECONDARY_HOLDER: 'the railcard has no secondary holder',
};

export function throwFieldErrors(errors: Partial<Record<string, string>>): void {
  const items = Object.entries(errors).map(([field, key]) => {
    const message = MESSAGES[key!] ?? key!;
    return {
      code: Codes.VALIDATION,
      message: message.startsWith('is ') ? `${field} ${message}` : message,
      fields: [field],
    };
  });
  if (items.length > 0) throw new ApiError(400, items);
}
