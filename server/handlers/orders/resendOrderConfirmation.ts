// 000 §2 Resend-order-e-mail modal, §7 POST /admin/orders/{id}/resend-confirmation (email, emailId): sends the
// chosen e-mail again to the given address (sandbox outbox) and lists it among the order's sent e-mails.
import { requireStaff, type Handler } from '../../context';
import type { Db } from '../../db/connect';
import { notFound } from '../../errors';
import { sendMail } from '../../mail';
import { loadOrder, saveOrder } from './loadOrder';
import type { SentEmail } from './orderDetail';

export const resendOrderConfirmation: Handler<'resendOrderConfirmation'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const { email, emailId } = ctx.body as { email: string; emailId: number };
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await loadOrder(db, staff.brand, ctx.params.id, { lock: true });
    const original = order.detail.sentEmails.find((e) => e.id === emailId);
    if (!original) throw notFound();
    const sent: SentEmail = {
      id: Math.max(0, ...order.detail.sentEmails.map((e) => e.id)) + 1,
      dateSent: new Date().toISOString(),
      template: original.template,
      recipientEmail: email.trim(),
      status: 'SENT',
      isOpened: false,
    };
    order.detail.sentEmails.push(sent);
    await saveOrder(db, order);
    await sendMail(db, ctx.settings, {
      to: sent.recipientEmail,
      subject: `Order ${order.row.id}: ${original.template.replace(/_/g, ' ').toLowerCase()} (resent)`,
      body: `This is a copy of the ${original.template.replace(/_/g, ' ').toLowerCase()} e-mail of order ${order.row.id}, sent on ${original.dateSent}.`,
    });
    return { result: sent };
  });
};
