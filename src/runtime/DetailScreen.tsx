// `kind: detail`: the screen's call, then its actions and panels in declared order.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadingNotice } from './LoadingNotice';
import { Actions } from './Actions';
import { callQueryKey } from './callQueryKey';
import { LoadError } from './LoadError';
import { Panel } from './Panel';
import { evaluatePredicate } from './predicates';
import { ReadOnlyScreenContext } from './ReadOnlyScreen';
import { useRuntimeServices } from './RuntimeServices';
import type { ResolvedScreen } from './screenTypes';
import { fillParams, getPath } from './template';

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
  const reply = useQuery({
    queryKey: callQueryKey(detail.call, args),
    queryFn: () => services.call(detail.call, args),
    retry: false,
  });

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
        {detail.panels.map((panel) => (
          <Panel key={panel.id} screen={screen} panel={panel} routeParams={routeParams} reply={reply.data} />
        ))}
      </div>
    </ReadOnlyScreenContext.Provider>
  );
}
