// The records opened in this session (accounts, orders, claims …: detail screens declaring `lookup.recent`), newest
// first, at most 10. Kept in sessionStorage — never localStorage: office PCs are shared — under the signed-in e-mail,
// so another user of the same tab never reads them, and cleared when the session ends (SignedInApp).
import { matchPath } from 'react-router-dom';
import { toRouterPath } from '../../runtime/template';
import type { RecentTarget } from './lookupTargets';

export const RECENT_LIMIT = 10;
const KEY = 'console.recentRecords';

export interface RecentRecord {
  path: string;
  /** i18n key and the route parameters it is interpolated with. */
  label: string;
  params: Record<string, string>;
}

interface Stored {
  owner: string;
  records: RecentRecord[];
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readRecentRecords(owner: string): RecentRecord[] {
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Stored | null;
    return stored?.owner === owner && Array.isArray(stored.records) ? stored.records : [];
  } catch {
    return [];
  }
}

/** The recent record a path is, if it opens one of the declared detail screens. */
export function recentRecordOf(pathname: string, targets: readonly RecentTarget[]): RecentRecord | undefined {
  for (const target of targets) {
    const match = matchPath({ path: toRouterPath(target.route), end: true }, pathname);
    if (match) {
      const params = Object.fromEntries(Object.entries(match.params).map(([k, v]) => [k, v ?? '']));
      return { path: pathname, label: target.label, params };
    }
  }
  return undefined;
}

/** Puts a visit first (a revisit moves up, not twice), keeping the newest RECENT_LIMIT. */
export function rememberRecentRecord(owner: string, record: RecentRecord): RecentRecord[] {
  const records = [record, ...readRecentRecords(owner).filter((r) => r.path !== record.path)].slice(0, RECENT_LIMIT);
  try {
    storage()?.setItem(KEY, JSON.stringify({ owner, records } satisfies Stored));
  } catch {
    // storage full or refused: the list is a convenience, the page works without it
  }
  return records;
}

export function clearRecentRecords(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
