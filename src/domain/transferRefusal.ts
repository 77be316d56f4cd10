// 001 §5 Transfer: the recipient is found by e-mail, exactly one match needed; refused if the recipient already has a
// smartcard, has already registered for one, or has no account — with the 001 §8 texts.

export interface TransferRecipient {
  firstNames: string;
  surname: string;
  email: string;
  hasSmartcard: boolean;
  smartcardRegistered: boolean;
}

/**
 * The 001 §8 text refusing the transfer to the customers found for `email`, or null when exactly one can receive it.
 * @example transferRefusal([], 'ann@example.com') // 'Customer (ann@example.com) does not have an account.'
 */
export function transferRefusal(matches: readonly TransferRecipient[], email: string): string | null {
  if (matches.length === 0) return `Customer (${email}) does not have an account.`;
  if (matches.length > 1) return `More than one customer has the e-mail ${email}.`;
  const [to] = matches;
  const who = `Customer ${to.firstNames} ${to.surname} (${to.email})`;
  if (to.hasSmartcard) return `${who} already has a Smartcard.`;
  if (to.smartcardRegistered) return `${who} is already registered for a Smartcard`;
  return null;
}
