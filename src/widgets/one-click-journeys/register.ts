// The one-click delay repay journey editor (001 §2 account panel and modal): the panel widget, and the predicate of its
// Add journey button (disabled at the limit, src/domain/oneClickJourneyCount).
import { lazy } from 'react';
import { registerPredicate, registerWidget } from '../../runtime/registry';

registerWidget(
  'oneClickDelayRepay',
  lazy(() => import('./OneClickJourneys')),
);
// The list it shows first is declared on the account's panel (`prefetch`), so it starts with the page.
// record = the journeys reply { count, limit }
registerPredicate('oneClickJourneysAtLimit', (reply) => {
  const r = reply as { count?: number; limit?: number } | undefined;
  return typeof r?.count === 'number' && typeof r.limit === 'number' && r.count >= r.limit;
});
