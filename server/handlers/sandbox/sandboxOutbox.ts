// Sandbox only (docs/architecture.md): the e-mails "sent", newest first, so demos and tests can read codes.
import { desc, sql } from 'drizzle-orm';
import type { Handler } from '../../context';
import { outbox } from '../../db/schema';

export const sandboxOutbox: Handler<'sandboxOutbox'> = async (ctx) => {
  const to = typeof ctx.query.to === 'string' ? ctx.query.to.trim().toLowerCase() : '';
  const rows = await ctx.db
    .select({ to: outbox.to, subject: outbox.subject, body: outbox.body, code: outbox.code, created: outbox.created })
    .from(outbox)
    .where(to ? sql`lower(${outbox.to}) = ${to}` : undefined)
    .orderBy(desc(outbox.id))
    .limit(ctx.query.limit); // default from the declaration
  return { result: rows.map((row) => ({ ...row, created: row.created.toISOString() })) };
};
