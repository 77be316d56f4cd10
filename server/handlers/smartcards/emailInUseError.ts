// 001 §8 Registration: 400 code 8000 'E-mail address already in use' (register customer, change of e-mail).
import { ApiError } from '../../errors';
import { SmartcardCodes } from './smartcardErrors';

export const emailInUseError = () =>
  ApiError.of(400, SmartcardCodes.EMAIL_IN_USE, 'E-mail address already in use', ['email']);
