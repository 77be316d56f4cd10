// The one-click delay repay journey editor (001 §2 account panel and modal): the panel widget, and the predicate of its
// Add journey button (disabled at the limit, src/domain/oneClickJourneyCount).
import { lazy } from 'react';
import { registerPredicate, registerWidget, registerWidgetQueries } from '../../runtime/registry';

registerWidget(
  'oneClickDelayRepay',
  lazy(() => import('./OneClickJourneys')),
);
// record = the journeys reply { count, limit }
// the list OneClickJourneys shows first, started with the account page rather than after this widget's chunk
registerWidgetQueries('oneClickDelayRepay', ({ routeParams }) => [
  { call: 'listFavouriteJourneys', args: { params: { userId: routeParams.id ?? '' }, notify: false } },
]);
registerPredicate('oneClickJourneysAtLimit', (reply) => {
  const r = reply as { count?: number; limit?: number } | undefined;
  return typeof r?.count === 'number' && typeof r.limit === 'number' && r.count >= r.limit;
});
