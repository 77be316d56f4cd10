// 000 §5 Resend e-mail: valid e-mail required (the same rule as ajv's `format: email` in the forms, for inputs outside a schema form).

// ajv-formats' default (full) e-mail pattern, label lengths capped, so an address the forms accept is accepted here too.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** @example isEmailAddress('ann@example.com') // true */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}
