// Widget `keyGoJourneys` (001 §2 smartcard page "journeys grouped by day"; the tap editor, a hard case): a week of
// days, each with its editability (001 §4 incomplete / info / notEditable), its journeys as ENTRY → EXIT on a small
// timeline with their fares, and — on editable days — add tap, edit or exclude a tap, complete a journey. After a
// change the day, the week and the balance are read again (the server re-priced them). A ticket's fare may be adjusted
// (a credit below the fare, 001 §5) where the balance may be adjusted (canAdjustKeyGoBalance, active or pending closure).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../runtime/useTranslation';
import { checkGate } from '../../domain/checkGate';
import { localMinutes } from '../../domain/keyGoTapWindow';
import { canAdjustKeyGoBalance } from '../../domain/keyGoStatus';
import { AdjustTicketDialog } from './AdjustTicketDialog';
import {
  callQueryKey,
  describeCallFailure,
  Dialog,
  formatMoney,
  LoadError,
  LoadingNotice,
  useRuntimeServices,
  type WidgetProps,
} from '../../runtime';
import { BlockedSaveFooter } from './BlockedSaveFooter';
import { KEYGO_ERRORS } from './keyGoErrors';
import { KeyGoReasonOptions, useKeyGoReasons } from './useKeyGoReasons';
import { TapDialog, type TapDialogMode } from './TapDialog';
import { customerIdOf, ddmmyyyy, useKeyGoWeek, type KeyGoDay, type KeyGoTap, type KeyGoTicket } from './useKeyGoWeek';
import { WeekStepper } from './WeekStepper';
import './keygo.css';
import type { ExcludeKeyGoTapReply } from '../../generated/replies/ExcludeKeyGoTapReply';

type Open =
  | { day: KeyGoDay; mode: TapDialogMode }
  | { day: KeyGoDay; exclude: KeyGoTap }
  | { day: KeyGoDay; adjust: KeyGoTicket }
  | null;

export default function KeyGoJourneys({ routeParams, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const customerId = customerIdOf(routeParams);
  const [weeksBack, setWeeksBack] = useState(0);
  const week = useKeyGoWeek(customerId, weeksBack);
  const [open, setOpen] = useState<Open>(null);
  const { notify, gateContext } = useRuntimeServices();
  // the buttons follow the same gate the server enforces on the tap calls; a read-only page (a deleted account) has
  // none, only the week's journeys and the stepper
  const canEdit = !readOnly && checkGate({ permission: 'canEditKeyGoTaps' }, gateContext);
  const mayAdjust = !readOnly && checkGate({ permission: 'canAdjustKeyGoBalance' }, gateContext);
  if (week.isPending) return <LoadingNotice />;
  if (week.isError) return <LoadError error={week.error} onRetry={() => void week.refetch()} />;
  const h = week.data;
  if (h.status === 'notActive' && !h.days.some((d) => d.transactions.length))
    return <p className="keygo-notice">{t('KEYGO_NOT_ACTIVE_NOTICE')}</p>;
  const done = (r: { delta: number; balance: number }) => {
    setOpen(null);
    notify({
      kind: 'success',
      message: t('KEYGO_TAP_SAVED', {
        delta: formatMoney(Math.abs(r.delta)),
        direction: t(r.delta <= 0 ? 'KEYGO_CHEAPER' : 'KEYGO_DEARER'),
        balance: formatMoney(r.balance),
      }),
    });
  };
  const canAdjust = mayAdjust && !h.closed && canAdjustKeyGoBalance(h.status);
  const adjusted = (r: { value: number; balance: number }) => {
    setOpen(null);
    notify({
      kind: 'success',
      message: t('KEYGO_ADJUST_TICKET_DONE', { value: formatMoney(r.value), balance: formatMoney(r.balance) }),
    });
  };
  return (
    <section className="keygo-journeys" aria-label={t('KEYGO_JOURNEYS_TITLE')}>
      <WeekStepper weeksBack={weeksBack} maxWeeks={h.maxWeeks} onChange={setWeeksBack} />
      <p className="keygo-balance">
        {t('KEYGO_BALANCE_LABEL')} <strong data-testid="keygo-balance">{formatMoney(h.balance)}</strong>
        {h.weeks.map((w) => (
          <span key={w.start} className="keygo-week-total">
            {' · '}
            {t('KEYGO_WEEK_TOTAL', { start: ddmmyyyy(w.start) })}{' '}
            <strong data-testid="keygo-week-total">{formatMoney(w.total)}</strong>
          </span>
        ))}
      </p>
      {h.days.map((day) => (
        <DayCard key={day.date} day={day} canEdit={canEdit} canAdjust={canAdjust} onOpen={setOpen} />
      ))}
      {open && 'mode' in open && (
        <TapDialog
          customerId={customerId}
          date={open.day.date}
          dayVersion={open.day.version}
          mode={open.mode}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
      {open && 'adjust' in open && (
        <AdjustTicketDialog
          customerId={customerId}
          date={open.day.date}
          transactionId={
            open.day.transactions.find((x) => x.journeyPattern?.tickets.includes(open.adjust))?.id ??
            `D${open.day.date}`
          }
          ticket={open.adjust}
          onClose={() => setOpen(null)}
          onDone={adjusted}
        />
      )}
      {open && 'exclude' in open && (
        <ExcludeDialog
          customerId={customerId}
          day={open.day}
          tap={open.exclude}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
    </section>
  );
}

const EDITABILITY_TONE = { incomplete: 'success', info: 'info', notEditable: 'neutral' } as const;

function DayCard({
  day,
  canEdit,
  canAdjust,
  onOpen,
}: {
  day: KeyGoDay;
  canEdit: boolean;
  canAdjust: boolean;
  onOpen(o: Open): void;
}) {
  const { t } = useTranslation();
  const tickets = day.transactions.flatMap((x) => x.journeyPattern?.tickets ?? []);
  const editable = canEdit && day.editable;
  const headingId = `keygo-day-${day.date}`;
  return (
    <article className="keygo-day" aria-labelledby={headingId} data-testid={`keygo-day-${day.date}`}>
      <header className="keygo-day__header">
        <h3 id={headingId}>{ddmmyyyy(day.date)}</h3>
        <span className={`status-badge status-badge--${EDITABILITY_TONE[day.editability]}`}>
          {t(`KEYGO_DAY_${day.editability.toUpperCase()}`)}
        </span>
        <span className="keygo-day__value">
          {t('KEYGO_DAY_FARE')} <strong data-testid="keygo-day-fare">{formatMoney(day.value)}</strong>
          {day.cap && (
            <span className="keygo-hint"> {t(`KEYGO_CAP_${day.cap}`, { saving: formatMoney(day.saving) })}</span>
          )}
        </span>
        {editable && (
          <button type="button" className="button" onClick={() => onOpen({ day, mode: { kind: 'add' } })}>
            {t('KEYGO_ADD_TAP')}
          </button>
        )}
      </header>
      {day.editability === 'info' && <p className="keygo-hint">{t('KEYGO_DAY_INFO_NOTE')}</p>}
      {tickets.length === 0 ? (
        <p className="keygo-hint">{t('KEYGO_NO_JOURNEYS')}</p>
      ) : (
        <>
          <Timeline date={day.date} tickets={tickets} />
          <ol className="keygo-tickets">
            {tickets.map((ticket) => (
              <TicketRow
                key={ticket.id}
                day={day}
                ticket={ticket}
                editable={editable}
                canAdjust={canAdjust}
                onOpen={onOpen}
              />
            ))}
          </ol>
        </>
      )}
      {day.excludedTaps.length > 0 && (
        <p className="keygo-hint">
          {t('KEYGO_EXCLUDED_TAPS', {
            taps: day.excludedTaps
              .map((x) => `${t(`KEYGO_TAP_${x.type}`)} ${x.timestamp.slice(11)} ${x.locationName}`)
              .join(', '),
          })}
        </p>
      )}
    </article>
  );
}

/** 04:30 → 04:29 as a bar; each journey a segment from entry to exit (a dot when a tap is missing). */
function Timeline({ date, tickets }: { date: string; tickets: KeyGoTicket[] }) {
  const start = localMinutes(`${date}T04:30`)!;
  const span = 24 * 60;
  const x = (at: string) => (((localMinutes(at)! - start) / span) * 100).toFixed(2);
  return (
    <svg className="keygo-timeline" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
      <rect x="0" y="2.5" width="100" height="1" className="keygo-timeline__axis" />
      {tickets.map((tk) => {
        const taps = tk.journeys[0]?.taps ?? [];
        const entry = taps.find((p) => p.type === 'ENTRY');
        const exit = taps.find((p) => p.type === 'EXIT');
        if (entry && exit)
          return (
            <rect
              key={tk.id}
              x={x(entry.timestamp)}
              y="1"
              width={Math.max(0.6, Number(x(exit.timestamp)) - Number(x(entry.timestamp)))}
              height="4"
              className="keygo-timeline__journey"
            />
          );
        const only = entry ?? exit!;
        return <circle key={tk.id} cx={x(only.timestamp)} cy="3" r="1.4" className="keygo-timeline__incomplete" />;
      })}
    </svg>
  );
}

function TicketRow({
  day,
  ticket,
  editable,
  canAdjust,
  onOpen,
}: {
  day: KeyGoDay;
  ticket: KeyGoTicket;
  editable: boolean;
  canAdjust: boolean;
  onOpen(o: Open): void;
}) {
  const { t } = useTranslation();
  const taps = ticket.journeys[0]?.taps ?? [];
  const partner = (tap: KeyGoTap) => taps.find((x) => x !== tap);
  return (
    <li
      className={`keygo-ticket${ticket.complete ? '' : ' keygo-ticket--incomplete'}`}
      data-testid={`keygo-journey-${ticket.id}`}
    >
      <div className="keygo-ticket__route">
        <strong>
          {ticket.originName ?? t('KEYGO_MISSING_ENTRY')} → {ticket.destinationName ?? t('KEYGO_MISSING_EXIT')}
        </strong>{' '}
        <span>{formatMoney(ticket.fare)}</span>{' '}
        <span className="keygo-hint">
          {ticket.complete ? t('KEYGO_JOURNEY_COMPLETE') : t('KEYGO_JOURNEY_INCOMPLETE')}
        </span>
        {editable && !ticket.complete && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => onOpen({ day, mode: { kind: 'complete', journeyId: ticket.id, other: taps[0] } })}
          >
            {t('KEYGO_COMPLETE_JOURNEY')}
          </button>
        )}
        {canAdjust && ticket.fare > 0 && (
          <button
            type="button"
            className="button button--link"
            aria-label={t('KEYGO_ADJUST_TICKET_LABEL', {
              origin: ticket.originName ?? t('KEYGO_MISSING_ENTRY'),
              destination: ticket.destinationName ?? t('KEYGO_MISSING_EXIT'),
              time: taps[0]?.timestamp.slice(11) ?? '',
            })}
            onClick={() => onOpen({ day, adjust: ticket })}
          >
            {t('KEYGO_ADJUST_TICKET')}
          </button>
        )}
      </div>
      <ul className="keygo-taps">
        {taps.map((tap) => (
          <li key={tap.id}>
            <span className={`keygo-tap keygo-tap--${tap.type.toLowerCase()}`}>{t(`KEYGO_TAP_${tap.type}`)}</span>{' '}
            {tap.timestamp.slice(11)}
            {tap.timestamp.slice(0, 10) !== day.date ? ` (${ddmmyyyy(tap.timestamp.slice(0, 10))})` : ''}{' '}
            {tap.locationName}{' '}
            <span className="keygo-hint">
              {tap.status}
              {tap.generationCause === 'MANUAL' ? ` · ${t('KEYGO_ADDED_BY_STAFF')}` : ''}
            </span>
            {editable && (
              <>
                <button
                  type="button"
                  className="button button--link"
                  aria-label={t('KEYGO_EDIT_TAP_LABEL', {
                    type: t(`KEYGO_TAP_${tap.type}`),
                    time: tap.timestamp.slice(11),
                  })}
                  onClick={() => onOpen({ day, mode: { kind: 'edit', tap, other: partner(tap) } })}
                >
                  {t('KEYGO_EDIT_TAP')}
                </button>
                {tap.excludable && (
                  <button
                    type="button"
                    className="button button--link"
                    aria-label={t('KEYGO_EXCLUDE_TAP_LABEL', {
                      type: t(`KEYGO_TAP_${tap.type}`),
                      time: tap.timestamp.slice(11),
                    })}
                    onClick={() => onOpen({ day, exclude: tap })}
                  >
                    {t('KEYGO_EXCLUDE_TAP')}
                  </button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function ExcludeDialog({
  customerId,
  day,
  tap,
  onClose,
  onDone,
}: {
  customerId: string;
  day: KeyGoDay;
  tap: KeyGoTap;
  onClose(): void;
  onDone(r: { delta: number; balance: number }): void;
}) {
  const { t } = useTranslation();
  const { call } = useRuntimeServices();
  const queryClient = useQueryClient();
  const reasons = useKeyGoReasons();
  // 001 §5 the reason is required and chosen by the user: none is preselected
  const [reason, setReason] = useState('');
  const exclude = useMutation({
    mutationFn: async () =>
      (
        (await call('excludeKeyGoTap', {
          params: { id: customerId, tapId: tap.id },
          body: { reasonCode: reason, dayVersion: day.version },
          notify: false,
        })) as ExcludeKeyGoTapReply
      ).result,
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: callQueryKey('').slice(0, 1) });
      onDone(r);
    },
  });
  return (
    <Dialog
      title={t('KEYGO_EXCLUDE_TAP_TITLE')}
      onClose={onClose}
      busy={exclude.isPending}
      error={exclude.error ? describeCallFailure(KEYGO_ERRORS, exclude.error, t).message : undefined}
      onSubmit={() => reason && exclude.mutate()}
      footer={
        <BlockedSaveFooter
          id="keygo-exclude"
          blocked={reason ? undefined : t('KEYGO_REASON_REQUIRED')}
          busy={exclude.isPending}
          label={t('KEYGO_EXCLUDE_TAP')}
        />
      }
    >
      <p>
        {t('KEYGO_EXCLUDE_TAP_QUESTION', {
          type: t(`KEYGO_TAP_${tap.type}`),
          time: tap.timestamp.slice(11),
          location: tap.locationName,
          date: ddmmyyyy(day.date),
        })}
      </p>
      <label htmlFor="keygo-exclude-reason">{t('KEYGO_TAP_REASON')}</label>
      <select
        id="keygo-exclude-reason"
        value={reason}
        disabled={reasons.isPending}
        onChange={(e) => setReason(e.target.value)}
      >
        <option value="">{t(reasons.isPending ? 'KEYGO_LOADING' : 'KEYGO_CHOOSE')}</option>
        <KeyGoReasonOptions reasons={reasons.data ?? []} />
      </select>
      <p className="keygo-hint">{t('KEYGO_AMENDMENT_24H')}</p>
    </Dialog>
  );
}
