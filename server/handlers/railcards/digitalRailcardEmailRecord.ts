// A DRC e-mail as replies show it (000 §2 DRC e-mails with resend, schemas/entities/digitalRailcardEmail.schema.json).
import type { DigitalRailcardEmail } from '../../../src/generated/types/DigitalRailcardEmail';
import { digitalRailcardEmails } from '../../db/schema';

export const digitalRailcardEmailColumns = {
  id: digitalRailcardEmails.id,
  digitalRailcardId: digitalRailcardEmails.digitalRailcardId,
  template: digitalRailcardEmails.template,
  subject: digitalRailcardEmails.subject,
  recipient: digitalRailcardEmails.recipient,
  dateSent: digitalRailcardEmails.dateSent,
  status: digitalRailcardEmails.status,
  resentFrom: digitalRailcardEmails.resentFrom,
};

type Row = Pick<typeof digitalRailcardEmails.$inferSelect, keyof typeof digitalRailcardEmailColumns>;

export function digitalRailcardEmailRecord(row: Row): DigitalRailcardEmail {
  return {
    ...row,
    dateSent: row.dateSent.toISOString(),
    // the column holds only SENT and FAILED (written by sendDigitalRailcardEmail and the seed)
    status: row.status as DigitalRailcardEmail['status'],
  };
}
