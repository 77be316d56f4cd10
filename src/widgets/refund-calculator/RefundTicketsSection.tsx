// 000 §2 Refund page, tickets: the rail and PlusBus tables, the booking fee, order-level discounts and the railcard
// minimum. Memoised (sectionPropsEqual): it re-renders on a keystroke in a ticket line, and then only that row does.
import { memo, type Dispatch } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { formatMoney } from '../../domain/formatMoney';
import type { RefundConfig, RefundDerived } from './deriveRefund';
import type { RefundFormAction, RefundFormState } from './refundFormState';
import type { BasketTicket } from '../../generated/types/BasketTicket';
import type { RefundOrder } from '../../generated/types/RefundOrder';
import { sectionPropsEqual } from './sectionPropsEqual';
import { TicketTable } from './TicketTable';

/** The rules the section shows (its props' `derived`). */
const RULES = ['tickets', 'railcardFailing'] as const satisfies ReadonlyArray<keyof RefundDerived>;

export interface RefundTicketsSectionProps {
  order: RefundOrder;
  railTickets: BasketTicket[];
  plusBusTickets: BasketTicket[];
  bookingFeeOffered: boolean;
  config: RefundConfig;
  state: RefundFormState;
  derived: Pick<RefundDerived, (typeof RULES)[number]>;
  dispatch: Dispatch<RefundFormAction>;
}

export const RefundTicketsSection = memo(
  function RefundTicketsSection({
    order,
    railTickets,
    plusBusTickets,
    bookingFeeOffered,
    config,
    state,
    derived,
    dispatch,
  }: RefundTicketsSectionProps) {
    const { t } = useTranslation();
    const discountSundries = order.sundries.filter((s) => s.isOrderLevelDiscount);
    return (
      <section className="panel" aria-labelledby="refund-tickets-title">
        <h2 id="refund-tickets-title">{t('REFUND_TICKETS_TITLE')}</h2>
        <TicketTable
          orderId={order.id}
          caption="REFUND_RAIL_TICKETS"
          tickets={railTickets}
          lines={state.lines}
          calculations={state.seasonCalculations}
          touched={state.touched}
          showAllErrors={state.showAllErrors}
          views={derived.tickets}
          minimum={config.refundAmountMinimum}
          numberMaxLength={config.paperTicketNumberMaxLength}
          dispatch={dispatch}
        />
        <TicketTable
          orderId={order.id}
          caption="REFUND_PLUSBUS_TICKETS"
          tickets={plusBusTickets}
          lines={state.lines}
          calculations={state.seasonCalculations}
          touched={state.touched}
          showAllErrors={state.showAllErrors}
          views={derived.tickets}
          minimum={config.refundAmountMinimum}
          numberMaxLength={config.paperTicketNumberMaxLength}
          dispatch={dispatch}
        />
        {order.basket.length === 0 && <p className="panel__empty">{t('REFUND_NO_TICKETS')}</p>}
        {bookingFeeOffered && (
          <p className="refund-check">
            <input
              id="refund-booking-fee"
              type="checkbox"
              checked={state.refundBookingFee}
              onChange={(e) => dispatch({ type: 'refundBookingFee', value: e.target.checked })}
            />
            <label htmlFor="refund-booking-fee">
              {t('REFUND_BOOKING_FEE', { amount: formatMoney(order.bookingFee) })}
            </label>
          </p>
        )}
        {discountSundries.length > 0 && (
          <ul className="refund-discounts" aria-label={t('REFUND_DISCOUNTS')}>
            {discountSundries.map((s) => (
              <li key={s.id}>
                {t('REFUND_DISCOUNT_LINE', { name: s.name, code: s.code, amount: formatMoney(Math.abs(s.price)) })}
                {s.refunded && ` (${t('REFUND_DISCOUNT_ALREADY_TAKEN')})`}
              </li>
            ))}
          </ul>
        )}
        {derived.railcardFailing.length > 0 && (
          <p className="refund-mismatch" role="alert">
            {t('REFUND_RAILCARD_MINIMUM', { codes: derived.railcardFailing.join(', ') })}
          </p>
        )}
      </section>
    );
  },
  sectionPropsEqual<RefundTicketsSectionProps>(['lines', 'seasonCalculations', 'refundBookingFee'], RULES),
);
