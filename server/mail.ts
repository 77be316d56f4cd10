// E-mails go to the outbox table (DESIGN "The sandbox brand API"); in sandbox mode sign-in codes are also logged
// so a demo user can read them from the server's console.
import type { Db } from './db/connect';
import { outbox } from './db/schema';
import type { ServerSettings } from './context';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** the second-factor code or reset token the mail carries, for the sandbox outbox reader */
  code?: string;
}

export async function sendMail(db: Db, settings: ServerSettings, mail: Mail): Promise<void> {
  await db.insert(outbox).values(mail);
  if (settings.sandbox) settings.log.info({ to: mail.to, code: mail.code }, `[sandbox mail] ${mail.subject}`);
}
