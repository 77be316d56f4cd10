// 001 §4 "a service-unavailable check (statuses 500 to 504) disables the replacement request": 503 while the card's
// replacement service is unavailable (sandbox switch smartcards.replacement_unavailable).
import { ApiError } from '../../errors';
import { SmartcardCodes } from './smartcardErrors';

export const serviceUnavailable = () =>
  ApiError.of(503, SmartcardCodes.SERVICE_UNAVAILABLE, 'The smartcard replacement service is unavailable');
