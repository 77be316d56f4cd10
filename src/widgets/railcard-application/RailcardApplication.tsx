// 000 §2 Railcard application page: the applicant, the photo, Reject / Edit / Accept while the application is pending
// (canApproveRailcard), then a completion message with the final state (000 §4); the railcard's history below.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../runtime/useTranslation';
import { checkGate } from '../../domain/checkGate';
import { railcardCanBecome } from '../../domain/railcardCanBecome';
import {
  callQueryKey,
  DataTable,
  FormattedValue,
  formatValue,
  useRuntimeServices,
  type ValueDef,
  type WidgetProps,
} from '../../runtime';
import { failureMessage } from '../railcard-shared/failureMessage';
import '../railcard-shared/railcards.css';
import { AcceptDialog } from './AcceptDialog';
import { EditDialog } from './EditDialog';
import { RailcardPhoto } from './RailcardPhoto';
import { RejectDialog } from './RejectDialog';
import type { GetRailcardApplicationReply } from '../../generated/replies/GetRailcardApplicationReply';
import type { GetRailcardHistoryReply } from '../../generated/replies/GetRailcardHistoryReply';

const HISTORY_COLUMNS: ValueDef[] = [
  { field: 'actionDate', label: 'RAILCARD_HISTORY_DATE', format: 'datetime' },
  { field: 'action', label: 'RAILCARD_HISTORY_ACTION', format: 'status' },
  { field: 'railcardCode', label: 'RAILCARD_TYPE' },
  { field: 'railcardNumber', label: 'RAILCARD_NUMBER' },
  { field: 'editor', label: 'RAILCARD_HISTORY_EDITOR' },
];

/** Calls whose replies change with the application: refetched after each change. */
const TOUCHED_CALLS = [
  'getRailcardApplication',
  'getRailcardHistory',
  'searchRailcardApplications',
  'listCustomerRailcards',
];

type Open = 'accept' | 'reject' | 'edit' | null;

export default function RailcardApplication({ routeParams, readOnly }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const queryClient = useQueryClient();
  const railcardId = routeParams.railcardId!;
  const customerId = routeParams.customerId!;
  const [open, setOpen] = useState<Open>(null);
  const canReview = !readOnly && checkGate({ permission: 'canApproveRailcard' }, services.gateContext);

  const args = { params: { railcardId }, notify: false };
  const reply = useQuery({
    queryKey: callQueryKey('getRailcardApplication', args),
    queryFn: () => services.call('getRailcardApplication', args) as Promise<GetRailcardApplicationReply>,
    retry: false,
  });
  const pageSize = Number(services.config.railcardHistoryPageSize);
  const [historyPage, setHistoryPage] = useState(1);
  const historyArgs = {
    params: { id: customerId },
    query: { railcardId: Number(railcardId), page: historyPage, limit: pageSize },
    notify: false,
  };
  const history = useQuery({
    queryKey: callQueryKey('getRailcardHistory', historyArgs),
    queryFn: () => services.call('getRailcardHistory', historyArgs) as Promise<GetRailcardHistoryReply>,
    retry: false,
  });

  if (reply.isPending) return <p className="runtime-loading">{t('RUNTIME_LOADING')}</p>;
  // the route names the customer too: an application of another account is not this page's
  const application = reply.data?.result;
  if (!application || String(application.customerId) !== customerId) {
    return (
      <div className="runtime-error" role="alert">
        <p>{failureMessage(t, 'ACCOUNT_RAILCARDS_APPLICATION_ERROR_FETCHING', reply.error)}</p>
        {reply.isError && (
          <button type="button" className="button" onClick={() => void reply.refetch()}>
            {t('RUNTIME_RETRY')}
          </button>
        )}
      </div>
    );
  }
  const pending = railcardCanBecome(application.state, 'ACCEPTED');
  const done = async () => {
    setOpen(null);
    await Promise.all(
      TOUCHED_CALLS.map((id) => queryClient.invalidateQueries({ queryKey: callQueryKey(id).slice(0, 2) })),
    );
  };
  const name = `${application.firstName} ${application.lastName}`;

  return (
    <div className="railcard-application">
      {pending ? (
        canReview && (
          <div className="actions" role="group" aria-label={t('RUNTIME_ACTIONS')}>
            <button type="button" className="button" onClick={() => setOpen('reject')}>
              {t('RAILCARD_REJECT')}
            </button>
            <button type="button" className="button" onClick={() => setOpen('edit')}>
              {t('RAILCARD_EDIT')}
            </button>
            <button type="button" className="button button--primary" onClick={() => setOpen('accept')}>
              {t('RAILCARD_ACCEPT')}
            </button>
          </div>
        )
      ) : (
        <p className="railcard-complete" role="status">
          {t('RAILCARD_APPLICATION_COMPLETE', { state: formatValue('status', application.state, t) })}
        </p>
      )}

      <section className="panel" aria-labelledby="railcard-applicant-title">
        <h2 id="railcard-applicant-title">{t('RAILCARD_APPLICANT')}</h2>
        <div className="railcard-application__body">
          <dl className="panel__fields">
            <Field label="RAILCARD_FIRST_NAME" value={application.firstName} />
            <Field label="RAILCARD_LAST_NAME" value={application.lastName} />
            <Field label="RAILCARD_EMAIL" value={application.email} />
            <div className="panel__field">
              <dt>{t('RAILCARD_CUSTOMER')}</dt>
              <dd>
                <Link to={`/account/${application.customerId}`}>{application.customerName}</Link>
              </dd>
            </div>
            <Field label="RAILCARD_TYPE" value={application.railcardType.name ?? application.railcardCode} />
            <Field label="RAILCARD_NUMBER" value={application.railcardNumber} />
            <Field label="RAILCARD_EXPIRY_DATE" value={application.expiryDate} format="date" />
            <Field label="RAILCARD_CREATED" value={application.created} format="datetime" />
            <Field label="RAILCARD_STATE" value={application.state} format="status" />
            {application.reason && <Field label="RAILCARD_REASON" value={application.reason} />}
          </dl>
          <div>
            <h3>{t('RAILCARD_PHOTO')}</h3>
            <RailcardPhoto customerId={customerId} photo={application.photo} name={name} />
          </div>
        </div>
      </section>

      <section className="panel" aria-labelledby="railcard-history-title">
        <h2 id="railcard-history-title">{t('RAILCARD_HISTORY_TITLE')}</h2>
        {history.isPending ? (
          <p className="runtime-loading">{t('RUNTIME_LOADING')}</p>
        ) : history.isError ? (
          <div className="runtime-error" role="alert">
            <p>{failureMessage(t, 'RAILCARDS_ERROR_FETCHING', history.error)}</p>
            <button type="button" className="button" onClick={() => void history.refetch()}>
              {t('RUNTIME_RETRY')}
            </button>
          </div>
        ) : history.data.result.length === 0 ? (
          <p className="panel__empty">{t('RAILCARD_HISTORY_EMPTY')}</p>
        ) : (
          <DataTable
            columns={HISTORY_COLUMNS}
            // the table shows any record; a generated interface has no index signature
            rows={history.data.result as unknown as Record<string, unknown>[]}
            label={t('RAILCARD_HISTORY_TITLE')}
            paging={{
              page: historyPage,
              pageSize,
              total: history.data.links.total,
              maxPageLinks: Number(services.config.maxPageLinks),
              onPageChange: setHistoryPage,
            }}
          />
        )}
      </section>

      {open === 'accept' && (
        <AcceptDialog application={application} onDone={() => void done()} onClose={() => setOpen(null)} />
      )}
      {open === 'reject' && (
        <RejectDialog application={application} onDone={() => void done()} onClose={() => setOpen(null)} />
      )}
      {open === 'edit' && (
        <EditDialog application={application} onDone={() => void done()} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

function Field({ label, value, format }: { label: string; value: unknown; format?: string }) {
  const { t } = useTranslation();
  return (
    <div className="panel__field">
      <dt>{t(label)}</dt>
      <dd>
        <FormattedValue value={value} format={format} />
      </dd>
    </div>
  );
}
