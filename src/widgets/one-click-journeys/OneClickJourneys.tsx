// 001 §2 account panel "one-click delay repay": the customer's favourite journeys (origin, destination, service times,
// days of week; Edit and Delete per row, Delete asking ARE_YOU_SURE), shown only once the customer opted in; Add
// journey is disabled at the limit with its reason (the runtime's disabledWhen, predicate oneClickJourneysAtLimit);
// the counter "n of 50" shows from 40 (src/domain/oneClickJourneyCount).
import { useState } from 'react';
import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../runtime/useTranslation';
import { checkGate } from '../../domain/checkGate';
import { showOneClickCounter } from '../../domain/oneClickJourneyCount';
import {
  ActionButton,
  callQueryKey,
  describeCallFailure,
  Dialog,
  DialogCancel,
  LoadError,
  LoadingNotice,
  useRuntimeServices,
  type WidgetProps,
} from '../../runtime';
import { CALL_QUERY_ROOT } from '../../runtime/callQueryKey';
import { JourneyEditor } from './JourneyEditor';
import type { ListFavouriteJourneysReply } from '../../generated/replies/ListFavouriteJourneysReply';
import type { FavouriteJourney } from '../../generated/types/FavouriteJourney';
import './oneClick.css';

// the runtime's declared-action button, for its disabled-with-a-reason behaviour; it opens this widget's own editor
const ADD_JOURNEY = {
  id: 'addJourney',
  label: 'ONE_CLICK_ADD_JOURNEY',
  widget: 'oneClickJourneyEditor',
  disabledWhen: { predicate: 'oneClickJourneysAtLimit', reason: 'ONE_CLICK_LIMIT_REACHED' },
};

export default function OneClickJourneys({ routeParams, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const customerId = routeParams.id ?? '';
  const args = { params: { userId: customerId }, notify: false };
  const list = useQuery({
    queryKey: callQueryKey('listFavouriteJourneys', args),
    queryFn: () => services.call('listFavouriteJourneys', args) as Promise<ListFavouriteJourneysReply>,
    retry: false,
  });
  const [editing, setEditing] = useState<FavouriteJourney | 'new' | undefined>(undefined);
  const [removing, setRemoving] = useState<FavouriteJourney | undefined>(undefined);
  // a read-only account (deleted) lists its journeys without Add, Edit or Delete, as the page offers no change
  const mayEdit = !readOnly && checkGate({ permission: 'canEditOneClickJourneys' }, services.gateContext);

  if (list.isPending) return <LoadingNotice />;
  if (list.isError) {
    return (
      <LoadError
        error={list.error}
        onRetry={() => void list.refetch()}
        message="ONE_CLICK_LOAD_ERROR"
        detail={describeCallFailure(undefined, list.error, t).message}
      />
    );
  }
  const reply = list.data;
  if (!reply.optedIn) return <p className="panel__empty">{t('ONE_CLICK_NOT_OPTED_IN')}</p>;
  const days = (j: FavouriteJourney) => j.daysOfWeek.map((d) => t(`ONE_CLICK_DAY_SHORT_${d}`)).join(', ');
  return (
    <div className="one-click">
      <div className="one-click__bar">
        {mayEdit && (
          <ActionButton
            action={ADD_JOURNEY}
            record={reply}
            routeParams={routeParams}
            onOpen={() => setEditing('new')}
          />
        )}
        {showOneClickCounter(reply.count, reply.counterFrom) && (
          <p className="one-click__counter" data-testid="one-click-counter">
            {t('ONE_CLICK_COUNTER', { count: reply.count, limit: reply.limit })}
          </p>
        )}
      </div>
      {reply.journeys.length === 0 ? (
        <p className="panel__empty">{t('ONE_CLICK_EMPTY')}</p>
      ) : (
        <div className="data-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('ONE_CLICK_ORIGIN')}</th>
                <th scope="col">{t('ONE_CLICK_DESTINATION')}</th>
                <th scope="col">{t('ONE_CLICK_SERVICE_TIMES')}</th>
                <th scope="col">{t('ONE_CLICK_DAYS')}</th>
                {mayEdit && <th scope="col">{t('ONE_CLICK_ACTIONS')}</th>}
              </tr>
            </thead>
            <tbody>
              {reply.journeys.map((j) => {
                const name = t('ONE_CLICK_JOURNEY_NAME', { origin: j.origin.name, destination: j.destination.name });
                return (
                  <tr key={j.journeyId}>
                    <td>{j.origin.name}</td>
                    <td>{j.destination.name}</td>
                    <td>{j.serviceTimes.map((s) => s.time).join(', ')}</td>
                    <td>{days(j)}</td>
                    {mayEdit && (
                      <td className="one-click__row-actions">
                        <button
                          type="button"
                          className="button"
                          aria-label={t('ONE_CLICK_EDIT_LABEL', { journey: name })}
                          onClick={() => setEditing(j)}
                        >
                          {t('ONE_CLICK_EDIT')}
                        </button>
                        <button
                          type="button"
                          className="button"
                          aria-label={t('ONE_CLICK_DELETE_LABEL', { journey: name })}
                          onClick={() => setRemoving(j)}
                        >
                          {t('ONE_CLICK_DELETE')}
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <JourneyEditor
          customerId={customerId}
          journey={editing === 'new' ? undefined : editing}
          journeys={reply.journeys}
          limit={reply.limit}
          onClose={() => setEditing(undefined)}
        />
      )}
      {removing && (
        <RemoveJourneyDialog customerId={customerId} journey={removing} onClose={() => setRemoving(undefined)} />
      )}
    </div>
  );
}

function RemoveJourneyDialog({
  customerId,
  journey,
  onClose,
}: {
  customerId: string;
  journey: FavouriteJourney;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      services.call('removeFavouriteJourney', {
        params: { userId: customerId, journeyId: journey.journeyId },
        notify: false,
      }),
    onSuccess: async () => {
      services.notify({ kind: 'success', message: t('ONE_CLICK_DELETED') });
      await queryClient.invalidateQueries({ queryKey: [CALL_QUERY_ROOT] });
      onClose();
    },
  });
  return (
    <Dialog
      title={t('ARE_YOU_SURE')}
      onClose={onClose}
      busy={remove.isPending}
      error={remove.isError ? describeCallFailure(undefined, remove.error, t).message : undefined}
      footer={
        <>
          <DialogCancel
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
            autoFocus
          />
          <button
            type="button"
            className="button button--primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('ONE_CLICK_DELETE')}
          </button>
        </>
      }
    >
      <p>{t('ONE_CLICK_DELETE_QUESTION', { origin: journey.origin.name, destination: journey.destination.name })}</p>
    </Dialog>
  );
}
