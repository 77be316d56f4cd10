// One ticket of the rail or PlusBus table. Memoised: typing into one ticket's amount re-renders only that row, which
// judges its own fields at once (judgeTicketLine); the page's whole-draft rules follow in a deferred render.
import { memo, useMemo, useState, type Dispatch } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { formatMoney } from '../../domain/formatMoney';
import { judgeTicketLine, type TicketView } from './deriveRefund';
import { FieldError } from './FieldError';
import { FindTicketNumberDialog } from './FindTicketNumberDialog';
import type { RefundFormAction, TicketLineState } from './refundFormState';
import type { BasketTicket } from '../../generated/types/BasketTicket';

export interface TicketRowProps {
  orderId: number;
  ticket: BasketTicket;
  line: TicketLineState;
  /** refundability with the chosen reason: from the deferred whole-draft rules */
  view: TicketView;
  /** the season calculation's refund amount of this ticket, if any */
  calculated: number | null | undefined;
  /** errors show after the field was left or a submit was attempted */
  showAmountError: boolean;
  showNumberError: boolean;
  minimum: number;
  numberMaxLength: number;
  /** the paper ticket number column: only when a ticket of the table is printed */
  showNumber: boolean;
  dispatch: Dispatch<RefundFormAction>;
}

function propsEqual(a: TicketRowProps, b: TicketRowProps) {
  return (
    a.orderId === b.orderId &&
    a.ticket === b.ticket &&
    a.line === b.line &&
    a.view.refundable === b.view.refundable &&
    a.view.notRefundableReason === b.view.notRefundableReason &&
    a.view.amountEditable === b.view.amountEditable &&
    a.showAmountError === b.showAmountError &&
    a.showNumberError === b.showNumberError &&
    a.calculated === b.calculated &&
    a.minimum === b.minimum &&
    a.numberMaxLength === b.numberMaxLength &&
    a.showNumber === b.showNumber &&
    a.dispatch === b.dispatch
  );
}

export const TicketRow = memo(function TicketRow(props: TicketRowProps) {
  const { ticket, line, view, dispatch } = props;
  const { t } = useTranslation();
  const id = ticket.ticketId.replace(/\W/g, '-');
  const amountId = `refund-amount-${id}`;
  const numberId = `refund-ticket-number-${id}`;
  const numberEditable = line.checked && view.refundable;
  const { minimum, numberMaxLength, calculated } = props;
  const judged = useMemo(
    () => (numberEditable ? judgeTicketLine(ticket, line, { minimum, numberMaxLength, calculated }) : undefined),
    [numberEditable, ticket, line, minimum, numberMaxLength, calculated],
  );
  const amountError = props.showAmountError ? judged?.amountError : undefined;
  const numberError = props.showNumberError ? judged?.numberError : undefined;
  const [finding, setFinding] = useState(false);
  const route = ticket.originName && ticket.destinationName ? `${ticket.originName} – ${ticket.destinationName}` : '';
  return (
    <tr className={line.checked && view.refundable ? 'refund-row refund-row--selected' : 'refund-row'}>
      <td>
        <input
          type="checkbox"
          id={`refund-select-${id}`}
          checked={line.checked && view.refundable}
          disabled={!view.refundable}
          onChange={(e) => dispatch({ type: 'toggleTicket', ticketId: ticket.ticketId, checked: e.target.checked })}
          aria-label={t('REFUND_SELECT_TICKET', { name: ticket.name, id: ticket.ticketId })}
        />
      </td>
      <th scope="row">
        <label htmlFor={`refund-select-${id}`}>{ticket.name}</label>
        <span className="refund-row__meta">
          {ticket.ticketId}
          {route && ` · ${route}`}
        </span>
      </th>
      <td className="refund-cell--wrap">
        {t('REFUND_PASSENGERS', { adults: ticket.adults, children: ticket.children })}
      </td>
      <td>{ticket.discount?.code ?? '—'}</td>
      <td className="refund-cell--money">{formatMoney(ticket.price)}</td>
      <td className="refund-cell--money">{formatMoney(ticket.refundAmount)}</td>
      <td>
        {view.refundable ? (
          <span className="refund-money">
            <span aria-hidden="true">£</span>
            <input
              id={amountId}
              type="number"
              inputMode="decimal"
              min={(props.minimum / 100).toFixed(2)}
              max={(ticket.left / 100).toFixed(2)}
              step="0.10"
              maxLength={8}
              required={line.checked}
              disabled={!line.checked || !view.amountEditable}
              value={line.amount}
              aria-label={t('REFUND_TICKET_AMOUNT', { name: ticket.name, id: ticket.ticketId })}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${amountId}-error` : undefined}
              onChange={(e) => dispatch({ type: 'ticketAmount', ticketId: ticket.ticketId, value: e.target.value })}
              onBlur={() => dispatch({ type: 'touch', field: `amount-${ticket.ticketId}` })}
            />
          </span>
        ) : (
          <span className="refund-row__why">
            {t(`REFUND_TICKET_NOT_REFUNDABLE_${view.notRefundableReason ?? 'DISABLED'}`)}
          </span>
        )}
        <FieldError id={`${amountId}-error`} error={amountError} />
      </td>
      {props.showNumber && (
        <td>
          {ticket.printed ? (
            <>
              <span className="refund-ticket-number">
                <input
                  id={numberId}
                  type="text"
                  maxLength={props.numberMaxLength}
                  value={line.ticketNumber}
                  disabled={!numberEditable}
                  required={numberEditable}
                  aria-label={t('REFUND_PAPER_TICKET_NUMBER', { name: ticket.name, id: ticket.ticketId })}
                  aria-invalid={numberError ? true : undefined}
                  aria-describedby={numberError ? `${numberId}-error` : `refund-ticket-number-hint`}
                  onChange={(e) => dispatch({ type: 'ticketNumber', ticketId: ticket.ticketId, value: e.target.value })}
                  onBlur={() => dispatch({ type: 'touch', field: `ticketNumber-${ticket.ticketId}` })}
                />
                <button
                  type="button"
                  className="button"
                  disabled={!numberEditable}
                  onClick={() => setFinding(true)}
                  aria-label={t('REFUND_FIND_NUMBER_LABEL', { name: ticket.name, id: ticket.ticketId })}
                >
                  {t('REFUND_FIND_NUMBER')}
                </button>
              </span>
              <FieldError id={`${numberId}-error`} error={numberError} />
              {finding && (
                <FindTicketNumberDialog
                  orderId={props.orderId}
                  ticketId={ticket.ticketId}
                  ticketName={ticket.name}
                  onClose={() => setFinding(false)}
                  onChoose={(number) => {
                    dispatch({ type: 'ticketNumber', ticketId: ticket.ticketId, value: number });
                    dispatch({ type: 'touch', field: `ticketNumber-${ticket.ticketId}` });
                    setFinding(false);
                    // back to the filled field, as after typing it
                    setTimeout(() => document.getElementById(numberId)?.focus(), 0);
                  }}
                />
              )}
            </>
          ) : (
            <span className="refund-row__meta">{t('REFUND_NOT_PRINTED')}</span>
          )}
        </td>
      )}
    </tr>
  );
}, propsEqual);
