// Issue 24, list to first row: a lazily loaded part waited for by a state update, not by suspending. React holds back
// the reveal of a tree that suspended until 300 ms after the last fallback it showed (its throttled reveal, for retries
// of suspended content), and a cold load paid it at every level it suspended: the shell's lazy signed-in tree, then
// the results table (measured 150–300 ms each). A state update from a settled promise commits at once.
import { useEffect, useState } from 'react';

export interface Preloadable {
  /** the module is in: rendering the part does not suspend */
  isLoaded(): boolean;
  preload(): Promise<unknown>;
}

/**
 * Whether `part` may be rendered now: its module is in, or its load failed (the lazy component then meets the failure
 * itself); if not yet, starts the load and renders again once it settles. `wanted: false` asks nothing and says yes.
 * @example const tableIn = usePreloaded(SearchResultsTable, searched); return tableIn ? <SearchResultsTable … /> : <Loading />;
 */
export function usePreloaded(part: Preloadable, wanted = true): boolean {
  const [settled, setSettled] = useState(false);
  const ready = !wanted || settled || part.isLoaded();
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setSettled(true);
    };
    part.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [part, ready]);
  return ready;
}
