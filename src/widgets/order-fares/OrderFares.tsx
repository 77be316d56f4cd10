// 000 §2 Order page fares per trip: one accordion (<details>) per fare with its outward and return legs, validity
// dates (+ the 000 §9 validity label of a season), route and ticket type; PlusBus fares apart under their trip.
import { useTranslation } from '../../runtime/useTranslation';
import type { Fare } from '../../generated/types/Fare';
import type { Journey } from '../../generated/types/Journey';
import type { Trip } from '../../generated/types/Trip';
import { validityLabel, type ValidityPeriodDays } from '../../domain/validityLabel';
import { FormattedValue, formatDate, formatDateTime, useRuntimeServices, type WidgetProps } from '../../runtime';
import { orderOf } from '../order-common/orderLookups';
import '../order-common/orders.css';

function JourneyBlock({ title, journey }: { title: string; journey: Journey }) {
  const { t } = useTranslation();
  return (
    <section className="order-journey" aria-label={title}>
      <h4>{title}</h4>
      <p>
        {t('ORDER_FARE_VALID', {
          from: formatDate(journey.validFrom),
          to: formatDate(journey.validTo),
        })}
      </p>
      {journey.legs.length === 0 ? (
        <p className="panel__empty">{t('ORDER_FARE_NO_LEGS')}</p>
      ) : (
        <div className="data-table">
          <div
            className="data-table__scroll"
            role="group"
            aria-label={title}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so the keyboard can scroll it (axe scrollable-region-focusable)
            tabIndex={0}
          >
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('ORDER_LEG_ORIGIN')}</th>
                  <th scope="col">{t('ORDER_LEG_DESTINATION')}</th>
                  <th scope="col">{t('ORDER_LEG_DEPARTURE')}</th>
                  <th scope="col">{t('ORDER_LEG_ARRIVAL')}</th>
                  <th scope="col">{t('ORDER_LEG_OPERATOR')}</th>
                </tr>
              </thead>
              <tbody>
                {journey.legs.map((leg, i) => (
                  <tr key={i}>
                    <td>{leg.origin}</td>
                    <td>{leg.destination}</td>
                    <td>{formatDateTime(leg.departure)}</td>
                    <td>{formatDateTime(leg.arrival)}</td>
                    <td>{leg.operator}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

function FareAccordion({ fare, periods }: { fare: Fare; periods?: ValidityPeriodDays }) {
  const { t } = useTranslation();
  const type = fare.ticketTypeCode;
  const label = type?.isSeason ? validityLabel(type.validityPeriod, periods) : null;
  const first = fare.outwardJourney?.legs?.[0];
  const last = fare.outwardJourney?.legs?.at(-1);
  return (
    <details className="order-fare">
      <summary>
        <strong>{fare.name}</strong>
        {first && last && (
          <span>
            {' '}
            —{' '}
            {t('ORDER_FARE_ROUTE', {
              origin: first.origin,
              destination: last.destination,
            })}
          </span>
        )}
        <span className="order-fare__count"> ({t('ORDER_FARE_TICKETS', { count: fare.tickets.length })})</span>
      </summary>
      <dl className="panel__fields">
        <div className="panel__field">
          <dt>{t('ORDER_FARE_TICKET_TYPE')}</dt>
          <dd>
            {type?.name} ({type?.code}){type?.isFirstClass ? `, ${t('ORDER_FARE_FIRST_CLASS')}` : ''}
          </dd>
        </div>
        <div className="panel__field">
          <dt>{t('ORDER_FARE_ROUTE_DETAILS')}</dt>
          <dd>{fare.routeDescription || '—'}</dd>
        </div>
        {label && (
          <div className="panel__field">
            <dt>{t('ORDER_FARE_VALIDITY')}</dt>
            <dd>{t(`VALIDITY_${label}`)}</dd>
          </div>
        )}
      </dl>
      {fare.outwardJourney && <JourneyBlock title={t('ORDER_FARE_OUTWARD')} journey={fare.outwardJourney} />}
      {fare.returnJourney && <JourneyBlock title={t('ORDER_FARE_RETURN')} journey={fare.returnJourney} />}
    </details>
  );
}

function TripFares({ trip, index, periods }: { trip: Trip; index: number; periods?: ValidityPeriodDays }) {
  const { t } = useTranslation();
  const rail = trip.fares.filter((f) => !f.isPlusBus && !f.ticketTypeCode?.isPlusBus);
  const plusBus = trip.fares.filter((f) => f.isPlusBus || f.ticketTypeCode?.isPlusBus);
  return (
    <section className="order-trip">
      <h3>
        {t('ORDER_TRIP', {
          number: index + 1,
          reference: trip.bookingReference,
        })}{' '}
        <FormattedValue value={trip.bookingStatus} format="status" />
      </h3>
      {rail.map((fare) => (
        <FareAccordion key={fare.fareId} fare={fare} periods={periods} />
      ))}
      {plusBus.length > 0 && (
        <>
          <h4>{t('ORDER_PLUSBUS_FARES')}</h4>
          {plusBus.map((fare) => (
            <FareAccordion key={fare.fareId} fare={fare} periods={periods} />
          ))}
        </>
      )}
    </section>
  );
}

export default function OrderFares({ reply, panel }: WidgetProps) {
  const { t } = useTranslation();
  const { config } = useRuntimeServices();
  const trips = orderOf(reply)?.trips ?? [];
  if (!trips.some((trip) => trip.fares.length > 0))
    return <p className="panel__empty">{t(panel?.empty ?? 'RUNTIME_PANEL_EMPTY')}</p>;
  const periods = config.validityPeriodDays as ValidityPeriodDays | undefined;
  return (
    <>
      {trips.map((trip, i) => (
        <TripFares key={trip.id} trip={trip} index={i} periods={periods} />
      ))}
    </>
  );
}
