// 001 §7 GET /v2/customers/{id}/tickets/flexi: the account's flexi tickets, on its smartcard (product.flexi) and on
// stickets, with how many passes may still be added (src/domain/flexiPassesToAddError).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { flexiPassesAddable } from '../../../src/domain/flexiPassesToAddError';
import type { FlexiTicket } from '../../../src/generated/types/FlexiTicket';
import { requireStaff, type Handler } from '../../context';
import { smartcardProducts, sticketFlexiTickets } from '../../db/schema';
import { findCustomer } from '../customers/findCustomer';
import { currentCard } from '../smartcards/currentCard';

interface FlexiJson {
  startDate?: string;
  expiryDate?: string;
  numberPassesRemaining?: number;
  passesActivatedOn?: string[];
}

export const listFlexiTickets: Handler<'listFlexiTickets'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const passesPerFlexi = Number((staff.profile.config as unknown as Record<string, unknown>).passesPerFlexi ?? 8);
  const customer = await findCustomer(ctx.db, staff.brand, ctx.params.id);
  const card = await currentCard(ctx.db, customer);
  const onCard = card
    ? await ctx.db
        .select()
        .from(smartcardProducts)
        // a product is named by its order when passes are added (addFlexiPasses), so one without an order is not listed
        .where(
          and(
            eq(smartcardProducts.smartcardId, card.id),
            eq(smartcardProducts.isFlexi, true),
            isNotNull(smartcardProducts.orderId),
          ),
        )
        .orderBy(asc(smartcardProducts.id))
    : [];
  const stickets = await ctx.db
    .select()
    .from(sticketFlexiTickets)
    .where(eq(sticketFlexiTickets.customerId, customer.id))
    .orderBy(asc(sticketFlexiTickets.id));
  const result: FlexiTicket[] = [
    ...onCard.map((p): FlexiTicket => {
      const flexi = (p.flexi ?? {}) as FlexiJson;
      const remaining = flexi.numberPassesRemaining ?? 0;
      const used = flexi.passesActivatedOn?.length ?? 0;
      return {
        orderId: p.orderId!,
        flexiType: 'SMARTCARD',
        reference: p.reference,
        originName: p.originName,
        destinationName: p.destinationName,
        // a product on the card holds no ticket code: it is the brand's flexi type code (001 §9 flexiTicketTypeCode)
        ticketCode: staff.profile.config.flexiTicketTypeCode,
        interoperable: false,
        startDate: flexi.startDate ?? p.validFrom,
        expiryDate: flexi.expiryDate ?? p.validTo,
        numberPassesRemaining: remaining,
        numberPassesUsed: used,
        passesActivatedOn: flexi.passesActivatedOn ?? [],
        passesAddable: flexiPassesAddable({ remaining, passesPerFlexi }),
      };
    }),
    ...stickets.map((t): FlexiTicket => ({
      orderId: t.id,
      flexiType: 'STICKET',
      reference: `ST${t.id}`,
      originName: t.originName,
      destinationName: t.destinationName,
      ticketCode: t.ticketCode,
      interoperable: t.interoperable,
      startDate: t.startDate,
      expiryDate: t.expiryDate,
      numberPassesRemaining: t.passesRemaining,
      numberPassesUsed: t.passesUsed,
      // the days (YYYY-MM-DD) its passes were used, as the seed and the gates store them
      passesActivatedOn: t.passesActivatedOn as string[],
      passesAddable: flexiPassesAddable({ remaining: t.passesRemaining, passesPerFlexi }),
    })),
  ];
  return { result };
};
