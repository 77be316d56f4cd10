import { memo, type Dispatch } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import type { TicketView } from './deriveRefund';
import type { RefundFormAction, TicketLineState } from './refundFormState';
import type { BasketTicket } from '../../generated/types/BasketTicket';
import type { SeasonCalculation } from '../../generated/types/SeasonCalculation';
import { TicketRow } from './TicketRow';

export interface TicketTableProps {
  orderId: number;
  caption: string;
  tickets: BasketTicket[];
  /** what the user typed (state.lines): a keystroke re-renders the table, and only the row it changed */
  lines: Record<string, TicketLineState>;
  calculations: SeasonCalculation[];
  touched: Record<string, true>;
  showAllErrors: boolean;
  /** refundability per ticket (derived.tickets), from the deferred whole-draft rules */
  views: Record<string, TicketView>;
  minimum: number;
  numberMaxLength: number;
  dispatch: Dispatch<RefundFormAction>;
}

/** The caption and column heads: the same on every keystroke, so not rendered again for one. */
const TicketTableHead = memo(function TicketTableHead({
  caption,
  anyPrinted,
}: {
  caption: string;
  anyPrinted: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <caption>{t(caption)}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('REFUND_COLUMN_SELECT')}</span>
          </th>
          <th scope="col">{t('REFUND_COLUMN_TICKET')}</th>
          <th scope="col">{t('REFUND_COLUMN_PASSENGERS')}</th>
          <th scope="col">{t('REFUND_COLUMN_RAILCARD')}</th>
          <th scope="col" className="refund-cell--money">
            {t('REFUND_COLUMN_PRICE')}
          </th>
          <th scope="col" className="refund-cell--money">
            {t('REFUND_COLUMN_REFUNDED')}
          </th>
          <th scope="col">{t('REFUND_COLUMN_AMOUNT')}</th>
          {anyPrinted && <th scope="col">{t('REFUND_COLUMN_TICKET_NUMBER')}</th>}
        </tr>
      </thead>
    </>
  );
});

/** Rail or PlusBus tickets with a checkbox and an amount each (000 §2 Refund page). */
export const TicketTable = memo(function TicketTable({
  orderId,
  caption,
  tickets,
  lines,
  calculations,
  touched,
  showAllErrors,
  views,
  minimum,
  numberMaxLength,
  dispatch,
}: TicketTableProps) {
  const { t } = useTranslation();
  if (tickets.length === 0) return null;
  const anyPrinted = tickets.some((ticket) => ticket.printed);
  return (
    <div className="data-table refund-tickets">
      <div className="data-table__scroll">
        <table>
          <TicketTableHead caption={caption} anyPrinted={anyPrinted} />
          <tbody>
            {tickets.map((ticket) => (
              <TicketRow
                key={ticket.ticketId}
                orderId={orderId}
                ticket={ticket}
                line={lines[ticket.ticketId]}
                view={views[ticket.ticketId]}
                calculated={calculations.find((c) => c.ticketId === ticket.ticketId)?.refundAmount}
                showAmountError={showAllErrors || touched[`amount-${ticket.ticketId}`] === true}
                showNumberError={showAllErrors || touched[`ticketNumber-${ticket.ticketId}`] === true}
                minimum={minimum}
                numberMaxLength={numberMaxLength}
                showNumber={anyPrinted}
                dispatch={dispatch}
              />
            ))}
          </tbody>
        </table>
      </div>
      {anyPrinted && (
        <p id="refund-ticket-number-hint" className="refund-hint">
          {t('REFUND_PAPER_TICKET_NUMBER_HINT')}
        </p>
      )}
    </div>
  );
});
