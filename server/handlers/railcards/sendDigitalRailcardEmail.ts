// 000 §7 POST /digital-railcards/admin/{userId}/sendEmail: emailId, recipient. The e-mail really goes out (sandbox
// outbox) and the resend is listed as a new row, so the panel shows it at once. 001 §8 "e-mail resend partial failure":
// the resend is taken but the mail cannot be delivered — in the sandbox, to an address of the reserved .invalid domain
// (RFC 2606) — so the row is listed FAILED and the reply says so (status FAILED), for the console to warn.
import { and, eq } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { digitalRailcardEmails } from '../../db/schema';
import { notFound } from '../../errors';
import { sendMail } from '../../mail';
import { findCustomer } from '../customers/findCustomer';
import { digitalRailcardEmailColumns, digitalRailcardEmailRecord } from './digitalRailcardEmailRecord';

export const sendDigitalRailcardEmail: Handler<'sendDigitalRailcardEmail'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.userId);
  const { emailId, recipient } = ctx.body as { emailId: number; recipient: string };
  const [original] = await ctx.db
    .select()
    .from(digitalRailcardEmails)
    .where(and(eq(digitalRailcardEmails.id, emailId), eq(digitalRailcardEmails.customerId, customer.id)))
    .limit(1);
  if (!original) throw notFound();
  const to = recipient.trim();
  const undeliverable = /\.invalid$/i.test(to);
  const row = await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!undeliverable)
      await sendMail(t, ctx.settings, {
        to,
        subject: original.subject,
        body: `Dear ${customer.firstNames} ${customer.surname},\n\n${original.subject}.\n\nThis e-mail was sent again at your request by our customer service team.`,
      });
    const [created] = await t
      .insert(digitalRailcardEmails)
      .values({
        customerId: customer.id,
        digitalRailcardId: original.digitalRailcardId,
        template: original.template,
        subject: original.subject,
        recipient: to,
        status: undeliverable ? 'FAILED' : 'SENT',
        resentFrom: original.id,
      })
      .returning(digitalRailcardEmailColumns);
    return created;
  });
  return { result: digitalRailcardEmailRecord(row) };
};
