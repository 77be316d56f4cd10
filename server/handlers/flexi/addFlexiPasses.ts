// 001 §7 POST /v2/customers/{id}/sticket/flexipass (001 §5 Flexi add, §8 pass limit): passes to add at most 8 minus the
// passes remaining (one conditional UPDATE, so two additions at once cannot pass 8 together); other needs its text;
// a collection station of the list unless the ticket is interoperable (required: the default 5268 is the console's).
import { and, eq, sql } from 'drizzle-orm';
import { flexiPassesToAddError } from '../../../src/domain/flexiPassesToAddError';
import { requireStaff, type Handler } from '../../context';
import { smartcardProducts, stations, sticketFlexiTickets } from '../../db/schema';
import { ApiError, Codes, notFound } from '../../errors';
import { findCustomer } from '../customers/findCustomer';
import { writeCustomerTrail } from '../customers/writeCustomerTrail';
import { currentCard } from '../smartcards/currentCard';
import { KeyGoCodes } from '../keyGo/keyGoErrors';

interface Body {
  orderId: number;
  passesToAdd?: number;
  numberOfPassesToAdd?: number;
  reason: string;
  otherReason?: string;
  fulfilmentLocationNlc?: string;
  flexiType: 'SMARTCARD' | 'STICKET';
}

export const addFlexiPasses: Handler<'addFlexiPasses'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const config = staff.profile.config as unknown as Record<string, unknown>;
  const passesPerFlexi = Number(config.passesPerFlexi ?? 8);
  const body = ctx.body as Body;
  const passes = body.passesToAdd ?? body.numberOfPassesToAdd;
  if (passes === undefined) throw ApiError.of(400, Codes.VALIDATION, 'passesToAdd is required', ['passesToAdd']);
  if (body.reason === 'other' && !body.otherReason?.trim())
    throw ApiError.of(400, Codes.VALIDATION, 'Say why in otherReason', ['otherReason']);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const limitError = () =>
    ApiError.of(400, KeyGoCodes.FLEXI_PASS_LIMIT, `A flexi ticket holds at most ${passesPerFlexi} passes`, [
      'passesToAdd',
    ]);
  let interoperable = false;
  let remaining: number;
  let what: string;
  if (body.flexiType === 'STICKET') {
    const [ticket] = await ctx.db
      .select()
      .from(sticketFlexiTickets)
      .where(and(eq(sticketFlexiTickets.id, body.orderId), eq(sticketFlexiTickets.customerId, customer.id)))
      .for('update');
    if (!ticket) throw notFound();
    interoperable = ticket.interoperable;
    remaining = ticket.passesRemaining;
    what = `${ticket.originName} to ${ticket.destinationName} (sticket ${ticket.id})`;
  } else {
    const card = await currentCard(ctx.db, customer);
    if (!card) throw notFound();
    const [product] = await ctx.db
      .select()
      .from(smartcardProducts)
      .where(
        and(
          eq(smartcardProducts.smartcardId, card.id),
          eq(smartcardProducts.orderId, body.orderId),
          eq(smartcardProducts.isFlexi, true),
        ),
      )
      .for('update');
    if (!product) throw notFound();
    remaining = Number((product.flexi as { numberPassesRemaining?: number } | null)?.numberPassesRemaining ?? 0);
    what = `${product.description} (${product.reference})`;
  }
  const error = flexiPassesToAddError(passes, { remaining, passesPerFlexi });
  if (error === 'FLEXI_PASS_LIMIT') throw limitError();
  if (error)
    throw ApiError.of(400, Codes.VALIDATION, 'passesToAdd must be a whole number of at least 1', ['passesToAdd']);
  let collection = '';
  if (!interoperable) {
    // 001 §5 the collection station is required (the console offers 5268 as its default, the server assumes none)
    // and only a station of the list counts
    const nlc = body.fulfilmentLocationNlc;
    if (!nlc)
      throw ApiError.of(400, Codes.VALIDATION, 'Choose the collection station from the list', [
        'fulfilmentLocationNlc',
      ]);
    const [station] = await ctx.db.select().from(stations).where(eq(stations.nlc, nlc)).limit(1);
    if (!station) throw ApiError.of(400, Codes.VALIDATION, 'Unknown collection station', ['fulfilmentLocationNlc']);
    collection = `, to collect at ${station.name}`;
  }
  if (body.flexiType === 'STICKET') {
    const [changed] = await ctx.db
      .update(sticketFlexiTickets)
      .set({ passesRemaining: sql`${sticketFlexiTickets.passesRemaining} + ${passes}` })
      .where(
        and(
          eq(sticketFlexiTickets.id, body.orderId),
          sql`${sticketFlexiTickets.passesRemaining} + ${passes} <= ${passesPerFlexi}`,
        ),
      )
      .returning();
    if (!changed) throw limitError();
    remaining = changed.passesRemaining;
  } else {
    const [changed] = await ctx.db
      .update(smartcardProducts)
      .set({
        flexi: sql`jsonb_set(${smartcardProducts.flexi}, '{numberPassesRemaining}', to_jsonb(coalesce((${smartcardProducts.flexi}->>'numberPassesRemaining')::int, 0) + ${passes}))`,
      })
      .where(
        and(
          eq(smartcardProducts.orderId, body.orderId),
          eq(smartcardProducts.isFlexi, true),
          sql`coalesce((${smartcardProducts.flexi}->>'numberPassesRemaining')::int, 0) + ${passes} <= ${passesPerFlexi}`,
        ),
      )
      .returning();
    if (!changed) throw limitError();
    remaining = Number((changed.flexi as { numberPassesRemaining: number }).numberPassesRemaining);
  }
  const reason = body.reason === 'other' ? `other: ${body.otherReason!.trim()}` : body.reason;
  await writeCustomerTrail(
    ctx.db,
    customer.id,
    `Pass(es) successfully added: ${passes} to ${what} (${reason}${collection})`,
    staff.email,
    ctx.settings.clock(),
  );
  return {
    result: {
      orderId: body.orderId,
      flexiType: body.flexiType,
      passesAdded: passes,
      numberPassesRemaining: remaining,
      message: 'Pass(es) successfully added',
    },
  };
};
