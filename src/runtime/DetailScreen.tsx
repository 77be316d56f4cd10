// `kind: detail`: the screen's call, then its actions and panels in declared order.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadingNotice } from './LoadingNotice';
import { Actions } from './Actions';
import { callQueryKey } from './callQueryKey';
import { LoadError } from './LoadError';
import { Panel } from './Panel';
import { evaluatePredicate } from './predicates';
import { ReadOnlyScreenContext } from './ReadOnlyScreen';
import { useRuntimeServices } from './RuntimeServices';
import type { PanelDef, ResolvedScreen } from './screenTypes';
import { fillParams, getPath } from './template';

/**
 * The panels in order, those with a `column` gathered as [left, right] where the first of them is declared.
 * @example inColumns([a, left, right, b]) // [a, [[left], [right]], b] for left.column 'left', right.column 'right'
 */
export function inColumns<P extends { column?: PanelDef['column'] }>(panels: readonly P[]): (P | [P[], P[]])[] {
  const columns: [P[], P[]] = [[], []];
  const out: (P | [P[], P[]])[] = [];
  for (const p of panels) {
    if (!p.column) out.push(p);
    else {
      if (columns[0].length + columns[1].length === 0) out.push(columns);
      columns[p.column === 'left' ? 0 : 1].push(p);
    }
  }
  return out;
}

export interface DetailScreenProps {
  screen: ResolvedScreen;
}

export function DetailScreen({ screen }: DetailScreenProps) {
  const detail = screen.detail!;
  const services = useRuntimeServices();
  const routeParams = useParams();
  // Without declared params the route's own parameters are passed through.
  const params = detail.params ? fillParams(detail.params, routeParams) : (routeParams as Record<string, string>);
  const args = { params };
  const queryKey = callQueryKey(detail.call, args);
  const client = useQueryClient();
  // ...and a failure is not kept past this visit: the next visit asks again
  const keyText = JSON.stringify(queryKey);
  useEffect(
    () => () => {
      const key = JSON.parse(keyText) as unknown[];
      if (client.getQueryState(key)?.status === 'error') client.removeQueries({ queryKey: key, exact: true });
    },
    [client, keyText],
  );
  const reply = useQuery({
    queryKey,
    queryFn: () => services.call(detail.call, args),
    retry: false,
    // the route's prefetch (./prefetchScreen) may already have had its answer: a 404 is not asked for twice
    retryOnMount: false,
  });

  const panel = (def: PanelDef<number>) => (
    <Panel key={def.id} screen={screen} panel={def} routeParams={routeParams} reply={reply.data} />
  );

  if (reply.isPending) {
    return <LoadingNotice />;
  }
  // A record that never loaded: not found (404) or an error. A later refetch that fails keeps the record on screen.
  if (reply.data === undefined)
    return <LoadError error={reply.error} onRetry={() => void reply.refetch()} screen message={detail.loadError} />;
  const record = getPath(reply.data, detail.source ?? 'result');
  const readOnly =
    detail.readOnlyWhen !== undefined &&
    evaluatePredicate(detail.readOnlyWhen, record, {
      gateContext: services.gateContext,
      userEmail: services.userEmail,
    });
  return (
    <ReadOnlyScreenContext.Provider value={readOnly}>
      <div className="detail-screen">
        {reply.isError && <LoadError error={reply.error} onRetry={() => void reply.refetch()} />}
        {detail.actions && detail.actions.length > 0 && (
          <Actions actions={detail.actions} record={record} routeParams={routeParams} />
        )}
        {inColumns(detail.panels).map((entry) =>
          Array.isArray(entry) ? (
            <div className="detail-columns" key="columns">
              {entry.map((column, i) => (
                <div className={`detail-column detail-column--${i === 0 ? 'left' : 'right'}`} key={i}>
                  {column.map(panel)}
                </div>
              ))}
            </div>
          ) : (
            panel(entry)
          ),
        )}
      </div>
    </ReadOnlyScreenContext.Provider>
  );
}
