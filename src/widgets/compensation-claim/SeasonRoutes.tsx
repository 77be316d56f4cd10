// 001 §2 claim accordion, season tickets: routes, each checked with the eligibility service before tickets can be
// added (001 §4), with their tickets (claimRoute, claimSeasonTicket). Errors are the accordion's judgement (`shown`).
import { useTranslation } from '../../runtime/useTranslation';
import { DeclaredFields, type DeclaredForm } from '../../runtime';
import type { RouteDraft } from '../../domain/compensationClaimErrors';
import { compensationErrorText } from '../../domain/compensationErrorText';
import { seasonTicketType } from '../../domain/compensationReference';
import routeSchema from '../../../schemas/forms/compensation/claimRoute.schema.json';
import routeUi from '../../../schemas/forms/compensation/claimRoute.ui.json';
import seasonTicketSchema from '../../../schemas/forms/compensation/claimSeasonTicket.schema.json';
import seasonTicketUi from '../../../schemas/forms/compensation/claimSeasonTicket.ui.json';
import { GroupError, ReasonButton, RouteStatus, requiredOfTicket, type Errors, type Shared } from './accordionParts';
import { fieldKeysAt, ticketFields, without } from './claimEditing';

const FORMS = {
  route: { schema: routeSchema, ui: routeUi },
  seasonTicket: { schema: seasonTicketSchema, ui: seasonTicketUi },
} as unknown as Record<'route' | 'seasonTicket', DeclaredForm>;

export function SeasonRoutes({
  routes,
  checkedRoutes,
  shown,
  shared,
}: {
  routes: RouteDraft[];
  checkedRoutes: RouteDraft[];
  shown: Errors;
  shared: Shared;
}) {
  const { t } = useTranslation();
  const total = routes.reduce((n, r) => n + (r.tickets?.length ?? 0), 0);
  return (
    <div className="claim-list">
      <GroupError text={shown.routes} />
      {routes.map((route, i) => {
        const base = `routes.${i}`;
        const checkedRoute = checkedRoutes[i];
        const addReason =
          checkedRoute?.level === undefined || checkedRoute.level === 0
            ? t('CLAIM_FORM_ADD_TICKET_ROUTE_FIRST')
            : total >= shared.limits.maxTickets
              ? compensationErrorText('journeysLimitReached', shared.limits)
              : undefined;
        return (
          <fieldset key={i} className="claim-group">
            <legend>{t('CLAIM_FORM_ROUTE_N', { n: i + 1 })}</legend>
            <DeclaredFields
              form={FORMS.route}
              idPrefix={`claim-route-${i}`}
              values={route as Record<string, unknown>}
              errors={fieldKeysAt(shown, base)}
              onChange={shared.changeAt(['routes', i])}
            />
            <RouteStatus
              base={['routes', i]}
              journey={route}
              level={checkedRoute?.level}
              invalid={!!shown[`${base}.routeCode`]}
              shared={shared}
            />
            <GroupError text={shown[base] ?? shown[`${base}.routeCode`]} />
            {(route.tickets ?? []).map((ticket, j) => (
              <fieldset key={j} className="claim-group claim-group--ticket">
                <legend>{t('CLAIM_FORM_TICKET_N', { n: j + 1 })}</legend>
                <DeclaredFields
                  form={FORMS.seasonTicket}
                  idPrefix={`claim-route-${i}-ticket-${j}`}
                  values={ticket as Record<string, unknown>}
                  errors={fieldKeysAt(shown, `${base}.tickets.${j}`)}
                  onChange={shared.changeAt(['routes', i, 'tickets', j])}
                  only={ticketFields(seasonTicketType(ticket.type), ticket, false)}
                  required={requiredOfTicket(
                    ticketFields(seasonTicketType(ticket.type), ticket, false),
                    ticket,
                    'season',
                    shared.limits,
                  )}
                />
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => shared.edit(['routes', i, 'tickets'], (list) => without(list, j))}
                >
                  {t('CLAIM_FORM_REMOVE_TICKET')}
                </button>
              </fieldset>
            ))}
            <ReasonButton
              id={`claim-route-${i}-add-ticket`}
              label={t('CLAIM_FORM_ADD_TICKET')}
              reason={addReason}
              onClick={() => shared.edit(['routes', i, 'tickets'], (list) => [...(list ?? []), {}])}
            />
            {routes.length > 1 && (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => shared.edit(['routes'], (list) => without(list, i))}
              >
                {t('CLAIM_FORM_REMOVE_ROUTE')}
              </button>
            )}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => shared.edit(['routes'], (list) => [...(list ?? []), { tickets: [] }])}
      >
        {t('CLAIM_FORM_ADD_ROUTE')}
      </button>
    </div>
  );
}
