// 000 §3 Season refund calculation of each season ticket of an order at a surrender date (src/domain/seasonCalculation).
import { orderTickets } from '../../../src/domain/order';
import { seasonCalculation, type SeasonCalculation } from '../../../src/domain/seasonCalculation';
import type { BrandConfig } from '../../../src/generated/types/BrandProfile';
import { RefundCodes, refundError } from './refundErrors';
import type { OrderDetail } from './orderDetail';

export interface CostOverride {
  ticketId?: string;
  weeklyCost?: number;
  weekdayCost?: number;
  saturdayCost?: number;
  unusedPasses?: number;
}

/** Today at the server, in the surrender-date format of 000 §9 (YYYY-MM-DDTHH:mm:ss, UTC). */
export const nowSurrenderDate = (now = new Date()) => now.toISOString().slice(0, 19);

export function seasonCalculationsFor(
  detail: OrderDetail,
  surrenderDate: string,
  config: BrandConfig,
  override: CostOverride = {},
): SeasonCalculation[] {
  const passesPerFlexi = config.passesPerFlexi;
  try {
    return orderTickets(detail)
      .filter(({ ticket }) => ticket.ticketTypeCode.isSeason && ticket.season)
      .map(({ ticket }) => {
        const own = !override.ticketId || override.ticketId === ticket.id ? override : {};
        const season = ticket.season!;
        return seasonCalculation({
          ticketId: ticket.id,
          originalAmount: ticket.price,
          validFrom: ticket.outwardJourney.validFrom,
          validTo: ticket.outwardJourney.validTo,
          surrenderDate,
          collected: season.collected,
          weeklyCost: own.weeklyCost ?? season.weeklyCost,
          weekdayCost: own.weekdayCost ?? season.weekdayCost,
          saturdayCost: own.saturdayCost ?? season.saturdayCost,
          validityPeriod: ticket.ticketTypeCode.validityPeriod,
          discountTypes: ticket.discount ? [ticket.discount.code] : [],
          excludedRailcards: config.refundCalculationExcludedRailcards,
          flexi: ticket.ticketTypeCode.isFlexi
            ? { unusedPasses: own.unusedPasses ?? ticket.unusedPasses ?? passesPerFlexi, passesPerFlexi }
            : null,
          periods: config.validityPeriodDays,
        });
      });
  } catch (error) {
    if (error instanceof RangeError)
      throw refundError(400, RefundCodes.VALIDATION, 'The surrender date is not a date', ['surrenderDate']);
    throw error;
  }
}
