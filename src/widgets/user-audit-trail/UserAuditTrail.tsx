// 000 §2 user audit trail: date, action, API method, endpoint and an expandable payload, paged by the server.
// A custom panel because the payload cell is a <details> disclosure, which a declared table column cannot hold.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callQueryKey, FormattedValue, LoadError, LoadingNotice, Pagination, useRuntimeServices, type WidgetProps } from '../../runtime';
import { actionKey, humaniseCallId } from './actionLabel';
import './userAuditTrail.css';

interface TrailEntry {
  id: number;
  created: string;
  action: { action: string; apiMethod: string; apiEndpoint: string };
  data: unknown;
}

const CALL = 'getStaffUserTrail';

function hasPayload(data: unknown): boolean {
  return data !== null && data !== undefined && !(typeof data === 'object' && Object.keys(data).length === 0);
}

export default function UserAuditTrail({ routeParams }: WidgetProps) {
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const [page, setPage] = useState(1);
  const limit = Number(services.config.paginationSize ?? 10);
  const args = { params: { id: String(routeParams.id ?? '') }, query: { page, limit } };
  const trail = useQuery({
    queryKey: callQueryKey(CALL, args),
    queryFn: () => services.call(CALL, args),
    placeholderData: keepPreviousData,
    retry: false,
  });

  if (trail.isPending) return <LoadingNotice />;
  if (trail.data === undefined) return <LoadError error={trail.error} onRetry={() => void trail.refetch()} />;
  const rows: TrailEntry[] = Array.isArray(trail.data.result) ? trail.data.result : [];
  const total = Number(trail.data.links?.total ?? rows.length);
  if (rows.length === 0) return <p className="panel__empty">{t('USER_TRAIL_EMPTY')}</p>;
  return (
    <div className="user-audit-trail" aria-busy={trail.isFetching || undefined}>
      {trail.isError && <LoadError error={trail.error} onRetry={() => void trail.refetch()} />}
      <div className="data-table">
        <div className="data-table__scroll" role="group" aria-label={t('USER_TRAIL_TITLE')} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col" className="data-table__cell--datetime">{t('USER_TRAIL_DATE')}</th>
                <th scope="col">{t('USER_TRAIL_ACTION')}</th>
                <th scope="col">{t('USER_TRAIL_API_METHOD')}</th>
                <th scope="col">{t('USER_TRAIL_ENDPOINT')}</th>
                <th scope="col">{t('USER_TRAIL_PAYLOAD')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="data-table__cell--datetime">
                    <FormattedValue value={row.created} format="datetime" />
                  </td>
                  <td>{t(actionKey(row.action.action), { defaultValue: humaniseCallId(row.action.action) })}</td>
                  <td>{row.action.apiMethod}</td>
                  <td className="user-audit-trail__endpoint">{row.action.apiEndpoint}</td>
                  <td>
                    {hasPayload(row.data) ? (
                      <details className="user-audit-trail__payload">
                        <summary>{t('USER_TRAIL_SHOW_PAYLOAD')}</summary>
                        <pre>{JSON.stringify(row.data, null, 2)}</pre>
                      </details>
                    ) : (
                      <span className="user-audit-trail__none">{t('USER_TRAIL_NO_PAYLOAD')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {total > limit && (
          <Pagination
            page={page}
            pageCount={Math.ceil(total / limit)}
            maxPageLinks={Number(services.config.maxPageLinks ?? 10)}
            onPageChange={setPage}
          />
        )}
      </div>
    </div>
  );
}
