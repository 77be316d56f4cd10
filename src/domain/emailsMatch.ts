// 001 §5 Change account details: an e-mail update needs a retyped match, compared case-insensitively and applied
// lower-cased; otherwise an e-mails-are-different message.

/** @example emailsMatch('Ann@Example.com ', 'ann@example.COM') // true */
export function emailsMatch(email: string, retyped: string): boolean {
  return normaliseCustomerEmail(email) === normaliseCustomerEmail(retyped);
}

/** The e-mail as stored: trimmed and lower-cased. */
export function normaliseCustomerEmail(email: string): string {
  return email.trim().toLowerCase();
}
