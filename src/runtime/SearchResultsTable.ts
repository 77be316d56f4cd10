// A search's results table (and its table library) loads when there are results to show, not with the filters
// (issue 24): SearchScreen renders it, and the route's prefetch of a search address starts it with the call, so the
// table has arrived when the reply has and does not suspend (React would hold its reveal back by up to 300 ms).
import { lazyComponent } from './lazyComponent';

export const SearchResultsTable = lazyComponent(() => import('./DataTable').then((m) => m.DataTable));
