// Wire shape of getRefundOrder (docs/api/orders.md "Refund order"), money in pence.
import type { ETicketStatus, Payments, TicketDiscount, TicketTypeCode } from '../../domain/order';
import type { RefundBlockReason } from '../../domain/refundEligibility';
import type { RefundCategory } from '../../domain/refundCategory';
import type { SeasonCalculation } from '../../domain/seasonCalculation';

export type { SeasonCalculation };

export interface BasketTicket {
  ticketId: string;
  fareId: string;
  tripId: string;
  name: string;
  category: RefundCategory;
  ticketTypeCode: TicketTypeCode;
  adults: number;
  children: number;
  discount: TicketDiscount | null;
  price: number;
  refundAmount: number;
  /** price − refundAmount */
  left: number;
  refunded: boolean;
  printed: boolean;
  isAdvance: boolean;
  isSeason: boolean;
  isFlexi: boolean;
  unusedPasses: number | null;
  validFrom: string;
  validTo: string;
  eTicket: ETicketStatus | null;
  refundable: boolean;
  notRefundableReason: string | null;
  originName?: string;
  destinationName?: string;
}

export interface RefundSundryLine {
  id: string;
  code: string;
  name: string;
  price: number;
  refunded: boolean;
  isBookingFee: boolean;
  isOrderLevelDiscount: boolean;
}

export interface RefundOrder {
  id: number;
  brand: string;
  state: string;
  customerId: number;
  eligibility: { allowed: boolean; reason: RefundBlockReason | null; refundState: string | null };
  hasSeason: boolean;
  isItsoSeason: boolean;
  isSmartcard: boolean;
  isSTicket: boolean;
  smartcardNumber: string | null;
  collectionLocation: { nlc: string; name: string } | null;
  fulfilmentMethod: string;
  basket: BasketTicket[];
  sundries: RefundSundryLine[];
  payments: Partial<Payments>;
  fee: number;
  discount: number;
  containAdvance: boolean;
  alreadyPaidForRefund: boolean;
  seasonCalculations: SeasonCalculation[];
  isSeasonTicketExpired: boolean;
  refundOriginalPayment: boolean;
  bookingFee: number;
  surrenderDate: string;
  orderTotal: number;
}

/** GET /admin/refunds/reasons: fee already resolved to pence by the server. */
export interface ServerRefundReason {
  code: number;
  name: string;
  fee: number | null;
  disableFee: boolean;
  active: boolean;
}
