// 000 §5 Railcard: edit needs type, number and expiry; expiry not before the minimum date (cannot be before today).

/** Railcard numbers: 6 to 20 letters or digits (the spec gives no format; the seed's numbers are 10). */
export const RAILCARD_NUMBER_PATTERN = /^[A-Za-z0-9]{6,20}$/;

export interface RailcardDetails {
  railcardCode?: string;
  railcardNumber?: string;
  expiryDate?: string;
}

export type RailcardFieldErrors = Partial<Record<string, string>>;

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Field → i18n error key, empty when the details may be sent. Days are 'YYYY-MM-DD' (`minExpiry`: londonToday()).
 * @example railcardDetailsErrors({ railcardCode: 'YNG', railcardNumber: 'AB1', expiryDate: '2020-01-01' }, '2026-11-22')
 *   // { railcardNumber: 'RAILCARD_ERROR_NUMBER_FORMAT', expiryDate: 'RAILCARD_ERROR_EXPIRY_PAST' }
 */
export function railcardDetailsErrors(values: RailcardDetails, minExpiry: string): RailcardFieldErrors {
  const errors: RailcardFieldErrors = {};
  if (blank(values.railcardCode)) errors.railcardCode = 'RAILCARD_ERROR_TYPE_REQUIRED';
  if (blank(values.railcardNumber)) errors.railcardNumber = 'RAILCARD_ERROR_NUMBER_REQUIRED';
  else if (!RAILCARD_NUMBER_PATTERN.test(values.railcardNumber!.trim()))
    errors.railcardNumber = 'RAILCARD_ERROR_NUMBER_FORMAT';
  if (blank(values.expiryDate)) errors.expiryDate = 'RAILCARD_ERROR_EXPIRY_REQUIRED';
  else if (!isDay(values.expiryDate!)) errors.expiryDate = 'RAILCARD_ERROR_EXPIRY_FORMAT';
  else if (values.expiryDate! < minExpiry) errors.expiryDate = 'RAILCARD_ERROR_EXPIRY_PAST';
  return errors;
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
