// 000 §3 Refund order (refund screen state), 000 §7 GET /admin/orders/{id}/refund: basket with per-ticket
// refundability, default fee, season calculations and the caller's eligibility.
import { checkGate } from '../../../src/domain/checkGate';
import { orderTickets } from '../../../src/domain/order';
import { refundCategory, refundCategoryRight } from '../../../src/domain/refundCategory';
import { londonToday } from '../../../src/domain/londonToday';
import { ticketExpiry } from '../../../src/domain/ticketExpiry';
import { ticketRefundable } from '../../../src/domain/ticketRefundable';
import { requireStaff, type Handler } from '../../context';
import { eligibilityFor } from './eligibilityFor';
import { loadOrder } from './loadOrder';
import { orderView } from './orderView';
import { nowSurrenderDate, seasonCalculationsFor } from './seasonCalculationsFor';

export const getRefundOrder: Handler<'getRefundOrder'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const config = staff.profile.config;
  const order = await loadOrder(ctx.db, staff.brand, ctx.params.id);
  const { row, detail } = order;
  const { eligibility } = await eligibilityFor(ctx.db, order, staff.gateContext);
  const view = orderView(order);
  const tickets = orderTickets(detail);
  const basket = tickets.map(({ ticket, fare, trip }) => {
    const category = refundCategory(ticket, detail.delivery, { fare, trip });
    const verdict = ticketRefundable({
      ticket,
      config,
      period: {
        validTo: ticketExpiry(ticket),
        today: londonToday(),
        daysAfterExpiry: config.refundPeriodDaysAfterExpiry,
      },
      canRefundCategory: checkGate({ permission: refundCategoryRight[category] }, staff.gateContext),
    });
    return {
      ticketId: ticket.id,
      fareId: fare.fareId,
      tripId: trip.id,
      name: fare.name,
      // the refund page's ticket rows name the route (TicketRow)
      originName: ticket.originName,
      destinationName: ticket.destinationName,
      category,
      ticketTypeCode: ticket.ticketTypeCode,
      adults: ticket.adults,
      children: ticket.children,
      discount: ticket.discount,
      price: ticket.price,
      refundAmount: ticket.refundAmount,
      left: ticket.price - ticket.refundAmount,
      refunded: ticket.refunded,
      printed: ticket.printed,
      isAdvance: ticket.ticketTypeCode.isAdvance,
      isSeason: ticket.ticketTypeCode.isSeason,
      isFlexi: ticket.ticketTypeCode.isFlexi,
      unusedPasses: ticket.unusedPasses,
      validFrom: ticket.outwardJourney.validFrom,
      validTo: ticket.outwardJourney.validTo,
      eTicket: ticket.eTicket,
      todTicketNumbers: ticket.todTicketNumbers,
      refundable: verdict.refundable,
      notRefundableReason: verdict.reason,
    };
  });
  const discountCodes = config.orderLevelDiscountSundries as string[];
  const bookingFee = detail.sundries.find((s) => s.code === config.bookingFeeSundryCode);
  const surrenderDate = nowSurrenderDate();
  const now = Date.now();
  return {
    result: {
      id: row.id,
      brand: row.brand,
      state: row.state,
      customerId: row.customerId,
      orderType: detail.orderType,
      eligibility,
      hasSeason: view.hasSeason,
      isItsoSeason: basket.some((b) => b.category === 'ITSO_SEASON'),
      isSmartcard: detail.delivery.isSmartcard,
      isSTicket: detail.delivery.isSTicket,
      smartcardNumber: detail.delivery.smartcardNumber,
      collectionLocation: detail.delivery.collectionLocation,
      fulfilmentMethod: view.delivery.fulfilmentMethod,
      basket,
      sundries: detail.sundries.map((s) => ({
        ...s,
        left: s.price - s.refundAmount,
        isBookingFee: s.code === config.bookingFeeSundryCode,
        isOrderLevelDiscount: discountCodes.includes(s.code),
      })),
      // as the order page has them: cards with `expired` (000 §9)
      payments: view.payments,
      fee: detail.alreadyPaidForRefund ? 0 : config.defaultAdminFee,
      discount: detail.discount?.fixedAmount ?? 0,
      subTotal: 0,
      total: 0,
      caseReference: null,
      containAdvance: basket.some((b) => b.isAdvance),
      alreadyPaidForRefund: detail.alreadyPaidForRefund,
      seasonCalculations: seasonCalculationsFor(detail, surrenderDate, config),
      isSeasonTicketExpired: basket.some((b) => b.isSeason && Date.parse(b.validTo) < now),
      refundOptionPayment: null,
      refundOriginalPayment: true,
      manualAdditionalInfo: null,
      bookingFee: bookingFee && !bookingFee.refunded ? bookingFee.price : 0,
      refundBookingFee: false,
      surrenderDate,
      note: '',
      bookingReference: null,
      orderNumber: null,
      orderTotal: row.total,
    },
  };
};
