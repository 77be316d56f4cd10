// 000 §2/§5 Resend-order-e-mail modal: one e-mail input per checked sent e-mail, each a valid address.
import { isEmailAddress } from '../../domain/isEmailAddress';

export interface ResendChoice {
  /** id of the order's sent e-mail (SentEmail.id) */
  emailId: number;
  checked: boolean;
  /** where to send it again; starts as the e-mail's recipient */
  email: string;
}

export type ResendError = 'ORDER_RESEND_EMAIL_REQUIRED' | 'ORDER_RESEND_EMAIL_INVALID';

/** The error (i18n key) of each checked choice whose address is missing or not valid. */
export function resendErrors(choices: readonly ResendChoice[]): Map<number, ResendError> {
  const errors = new Map<number, ResendError>();
  for (const c of choices) {
    if (!c.checked) continue;
    const email = c.email.trim();
    if (email === '') errors.set(c.emailId, 'ORDER_RESEND_EMAIL_REQUIRED');
    else if (!isEmailAddress(email)) errors.set(c.emailId, 'ORDER_RESEND_EMAIL_INVALID');
  }
  return errors;
}

/** The calls to make (one per checked e-mail), or none while any checked address is wrong. */
export function resendRequests(choices: readonly ResendChoice[]): Array<{ emailId: number; email: string }> {
  if (resendErrors(choices).size > 0) return [];
  return choices.filter((c) => c.checked).map((c) => ({ emailId: c.emailId, email: c.email.trim() }));
}
