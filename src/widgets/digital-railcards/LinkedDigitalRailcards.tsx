// 000 §2 Account page: linked digital railcards (DRC) and DRC e-mails with resend. Blocking and re-activating a DRC
// (001 account controls) needs the level that removes railcards (canRemoveRailcard, docs/decisions.md).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkGate } from '../../domain/checkGate';
import { callQueryKey, FormattedValue, Pagination, useRuntimeServices, type WidgetProps } from '../../runtime';
import { failureMessage } from '../railcard-shared/failureMessage';
import { LoadFailure } from '../railcard-shared/LoadFailure';
import { usePagedCall } from '../railcard-shared/usePagedCall';
import '../railcard-shared/railcards.css';
import { ResendEmailDialog } from './ResendEmailDialog';

export interface DigitalRailcard {
  id: number;
  railcardCode: string;
  railcardName?: string;
  railcardNumber: string;
  primaryFirstName: string;
  primaryLastName: string;
  railcardState: 'ACTIVE' | 'BLOCKED';
  validFrom: string;
  expiryDate: string;
}

export interface DrcEmail {
  id: number;
  subject: string;
  recipient: string;
  dateSent: string;
  status: string;
}

export default function LinkedDigitalRailcards({ routeParams }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const customerId = routeParams.id!;
  const canBlock = checkGate({ permission: 'canRemoveRailcard' }, services.gateContext);
  const [resending, setResending] = useState<DrcEmail | null>(null);

  const drcArgs = { params: { id: customerId }, notify: false };
  const drcs = useQuery({
    queryKey: callQueryKey('listDigitalRailcards', drcArgs),
    queryFn: () => services.call('listDigitalRailcards', drcArgs) as Promise<{ result: DigitalRailcard[] }>,
    retry: false,
  });
  const { list: emails, setPage: setEmailPage, pagination: emailPagination } = usePagedCall<DrcEmail>('listDigitalRailcardEmails', {
    params: { id: customerId },
  });
  const toggle = useMutation({
    mutationFn: (card: DigitalRailcard) =>
      services.call('setDigitalRailcardState', {
        params: { id: customerId, railcardId: card.id },
        body: { railcardState: card.railcardState === 'ACTIVE' ? 'BLOCKED' : 'ACTIVE' },
        notify: false,
      }) as Promise<{ result: DigitalRailcard }>,
    onSuccess: async (reply) => {
      services.notify({ kind: 'success', message: t(`DRC_STATE_SUCCESS_${reply.result.railcardState}`, { number: reply.result.railcardNumber }) });
      await queryClient.invalidateQueries({ queryKey: callQueryKey('listDigitalRailcards').slice(0, 2) });
    },
    onError: (error) => services.notify({ kind: 'error', message: failureMessage(t, 'DRC_STATE_ERROR', error) }),
  });

  return (
    <div className="railcard-panel">
      {drcs.isPending ? (
        <p className="runtime-loading">{t('RUNTIME_LOADING')}</p>
      ) : drcs.isError ? (
        <LoadFailure message={failureMessage(t, 'DRC_ERROR_FETCHING', drcs.error)} onRetry={() => void drcs.refetch()} />
      ) : drcs.data.result.length === 0 ? (
        <p className="panel__empty">{t('DRC_EMPTY')}</p>
      ) : (
        <div className="data-table">
          <div className="data-table__scroll" role="group" aria-label={t('DRC_TITLE_RAILCARDS')} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('RAILCARD_TYPE')}</th>
                  <th scope="col">{t('RAILCARD_NUMBER')}</th>
                  <th scope="col">{t('DRC_HOLDER')}</th>
                  <th scope="col" className="data-table__cell--date">{t('DRC_VALID_FROM')}</th>
                  <th scope="col" className="data-table__cell--date">{t('RAILCARD_EXPIRY_DATE')}</th>
                  <th scope="col">{t('DRC_STATE')}</th>
                  {canBlock && <th scope="col"><span className="visually-hidden">{t('RUNTIME_ACTIONS')}</span></th>}
                </tr>
              </thead>
              <tbody>
                {drcs.data.result.map((card) => (
                  <tr key={card.id}>
                    <td>{card.railcardName ?? card.railcardCode}</td>
                    <td>{card.railcardNumber}</td>
                    <td>{`${card.primaryFirstName} ${card.primaryLastName}`}</td>
                    <td className="data-table__cell--date">
                      <FormattedValue value={card.validFrom} format="date" />
                    </td>
                    <td className="data-table__cell--date">
                      <FormattedValue value={card.expiryDate} format="date" />
                    </td>
                    <td>
                      <FormattedValue value={card.railcardState} format="status" />
                    </td>
                    {canBlock && (
                      <td className="railcard-table-actions">
                        <button
                          type="button"
                          className="button"
                          disabled={toggle.isPending}
                          aria-label={t(card.railcardState === 'ACTIVE' ? 'DRC_BLOCK_LABEL' : 'DRC_ACTIVATE_LABEL', { number: card.railcardNumber })}
                          onClick={() => toggle.mutate(card)}
                        >
                          {t(card.railcardState === 'ACTIVE' ? 'DRC_BLOCK' : 'DRC_ACTIVATE')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      <h3>{t('DRC_EMAILS_TITLE')}</h3>
      {emails.isPending ? (
        <p className="runtime-loading">{t('RUNTIME_LOADING')}</p>
      ) : emails.isError ? (
        <LoadFailure message={failureMessage(t, 'DRC_EMAILS_ERROR_FETCHING', emails.error)} onRetry={() => void emails.refetch()} />
      ) : emails.data.result.length === 0 ? (
        <p className="panel__empty">{t('DRC_EMAILS_EMPTY')}</p>
      ) : (
        <div className="data-table" aria-busy={emails.isFetching || undefined}>
          <div className="data-table__scroll" role="group" aria-label={t('DRC_EMAILS_TITLE')} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col" className="data-table__cell--datetime">{t('DRC_EMAIL_SENT')}</th>
                  <th scope="col">{t('DRC_EMAIL_SUBJECT')}</th>
                  <th scope="col">{t('DRC_EMAIL_RECIPIENT')}</th>
                  <th scope="col">{t('DRC_EMAIL_STATUS')}</th>
                  <th scope="col"><span className="visually-hidden">{t('RUNTIME_ACTIONS')}</span></th>
                </tr>
              </thead>
              <tbody>
                {emails.data.result.map((email) => (
                  <tr key={email.id}>
                    <td className="data-table__cell--datetime">
                      <FormattedValue value={email.dateSent} format="datetime" />
                    </td>
                    <td>{email.subject}</td>
                    <td>{email.recipient}</td>
                    <td>
                      <FormattedValue value={email.status} format="status" />
                    </td>
                    <td className="railcard-table-actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={t('DRC_EMAIL_RESEND_LABEL', { subject: email.subject })}
                        onClick={() => setResending(email)}
                      >
                        {t('DRC_EMAIL_RESEND')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination {...emailPagination} />
        </div>
      )}
      {resending && (
        <ResendEmailDialog
          customerId={customerId}
          email={resending}
          onClose={() => setResending(null)}
          onDone={() => {
            setResending(null);
            setEmailPage(1);
            void queryClient.invalidateQueries({ queryKey: callQueryKey('listDigitalRailcardEmails').slice(0, 2) });
          }}
        />
      )}
    </div>
  );
}
