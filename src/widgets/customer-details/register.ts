// The rules of the customer's details dialogs (account and smartcard pages: change name and e-mail, change date of
// birth, 001 §5), registered by name so the declared modals (`modal.rule`) run while typing the rule the server applies.
import { dateOfBirthError } from '../../domain/dateOfBirthError';
import { emailsMatch } from '../../domain/emailsMatch';
import { registerFormRule } from '../../runtime/registry';

const DOB_KEYS: Record<string, string> = {
  DOB_TOO_RECENT: 'ACCOUNT_DOB_TOO_RECENT',
  DOB_TOO_EARLY: 'ACCOUNT_DOB_TOO_EARLY',
};

// the retyped e-mail is compared once it is typed; a missing one is the form schema's own `dependencies` error
registerFormRule('customerEmailRetyped', (values): Record<string, string> => {
  const { email, confirmEmail } = values;
  if (typeof email !== 'string' || typeof confirmEmail !== 'string') return {};
  return emailsMatch(email, confirmEmail) ? {} : { confirmEmail: 'ACCOUNT_EMAILS_DIFFERENT' };
});

// a missing or malformed date is the form schema's own error; the range moves with the day (config years)
registerFormRule('customerDateOfBirth', (values, { today, config }): Record<string, string> => {
  const value = values.dateOfBirth;
  if (typeof value !== 'string' || value === '') return {};
  const min = Number(config.dateOfBirthMinYears ?? 5);
  const max = Number(config.dateOfBirthMaxYears ?? 98);
  const key = DOB_KEYS[dateOfBirthError(value, today, min, max) ?? ''];
  return key ? { dateOfBirth: key } : {};
});
