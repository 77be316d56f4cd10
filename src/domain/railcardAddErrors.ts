// 000 §5 Railcard: all add fields required (first name, last name, type, number, expiry); expiry not before today.
import { railcardDetailsErrors, type RailcardDetails, type RailcardFieldErrors } from './railcardDetailsErrors';

export const RAILCARD_NAME_MAX_LENGTH = 50;

export interface RailcardAddValues extends RailcardDetails {
  firstName?: string;
  lastName?: string;
}

/** Field → i18n error key; empty when Apply may be pressed. */
export function railcardAddErrors(values: RailcardAddValues, minExpiry: string): RailcardFieldErrors {
  const errors: RailcardFieldErrors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = values[field];
    if (typeof value !== 'string' || value.trim() === '') errors[field] = 'RAILCARD_ERROR_NAME_REQUIRED';
    else if (value.trim().length > RAILCARD_NAME_MAX_LENGTH) errors[field] = 'RAILCARD_ERROR_NAME_TOO_LONG';
  }
  return { ...errors, ...railcardDetailsErrors(values, minExpiry) };
}
