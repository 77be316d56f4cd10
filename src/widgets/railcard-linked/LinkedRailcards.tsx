// 000 §2 Account page: linked railcards table (PENDING and ACCEPTED, 000 §4 display status) with Remove (canRemoveRailcard)
// and Add railcard (canAddRailcard). Every change refetches this table and the railcard history panel.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkGate } from '../../domain/checkGate';
import { callQueryKey, FormattedValue, Pagination, useRuntimeServices, type WidgetProps } from '../../runtime';
import { failureMessage } from '../railcard-shared/failureMessage';
import { LoadFailure } from '../railcard-shared/LoadFailure';
import { usePagedCall } from '../railcard-shared/usePagedCall';
import '../railcard-shared/railcards.css';
import { AddRailcardDialog } from './AddRailcardDialog';
import { RemoveRailcardDialog } from './RemoveRailcardDialog';

export interface LinkedRailcard {
  id: number;
  railcardCode: string;
  railcardName?: string;
  railcardNumber: string;
  expiryDate: string;
  state: string;
  status: string;
  firstName?: string;
  lastName?: string;
}

export default function LinkedRailcards({ routeParams, reply }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const customerId = routeParams.id!;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<LinkedRailcard | null>(null);
  const canAdd = checkGate({ permission: 'canAddRailcard' }, services.gateContext);
  const canRemove = checkGate({ permission: 'canRemoveRailcard' }, services.gateContext);

  // removing the last railcard of the last page shows the page before (usePagedCall)
  const { list, pagination } = usePagedCall<LinkedRailcard>('listCustomerRailcards', {
    params: { id: customerId },
    query: { state: ['ACCEPTED', 'PENDING'] },
  });
  const changed = async () => {
    setAdding(false);
    setRemoving(null);
    await Promise.all(
      ['listCustomerRailcards', 'getRailcardHistory'].map((id) => queryClient.invalidateQueries({ queryKey: callQueryKey(id).slice(0, 2) })),
    );
  };
  const customer = (reply as { result?: { firstNames?: string; surname?: string } } | undefined)?.result;
  const rows = list.data?.result ?? [];

  return (
    <div className="railcard-panel">
      {canAdd && (
        <div className="railcard-panel__toolbar">
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t('RAILCARD_ADD')}
          </button>
        </div>
      )}
      {list.isPending ? (
        <p className="runtime-loading">{t('RUNTIME_LOADING')}</p>
      ) : list.isError ? (
        <LoadFailure message={failureMessage(t, 'RAILCARDS_ERROR_FETCHING', list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="panel__empty">{t('RAILCARDS_EMPTY')}</p>
      ) : (
        <div className="data-table" aria-busy={list.isFetching || undefined}>
          <div className="data-table__scroll" role="group" aria-label={t('ACCOUNT_RAILCARDS_TITLE')} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('RAILCARD_TYPE')}</th>
                  <th scope="col">{t('RAILCARD_NUMBER')}</th>
                  <th scope="col">{t('RAILCARD_APPLICANT')}</th>
                  <th scope="col" className="data-table__cell--date">{t('RAILCARD_EXPIRY_DATE')}</th>
                  <th scope="col">{t('RAILCARD_STATUS')}</th>
                  {canRemove && <th scope="col"><span className="visually-hidden">{t('RUNTIME_ACTIONS')}</span></th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((card) => (
                  <tr key={card.id}>
                    <td>{card.railcardName ?? card.railcardCode}</td>
                    <td>{card.railcardNumber}</td>
                    <td>{[card.firstName, card.lastName].filter(Boolean).join(' ')}</td>
                    <td className="data-table__cell--date">
                      <FormattedValue value={card.expiryDate} format="date" />
                    </td>
                    <td>
                      <FormattedValue value={card.status} format="status" />
                    </td>
                    {canRemove && (
                      <td className="railcard-table-actions">
                        <button
                          type="button"
                          className="button"
                          aria-label={t('RAILCARD_REMOVE_LABEL', { number: card.railcardNumber })}
                          onClick={() => setRemoving(card)}
                        >
                          {t('RAILCARD_REMOVE')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination {...pagination} />
        </div>
      )}
      {adding && (
        <AddRailcardDialog
          customerId={customerId}
          initial={{ firstName: customer?.firstNames?.split(' ')[0] ?? '', lastName: customer?.surname ?? '' }}
          onDone={() => void changed()}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && <RemoveRailcardDialog customerId={customerId} railcard={removing} onDone={() => void changed()} onClose={() => setRemoving(null)} />}
    </div>
  );
}
