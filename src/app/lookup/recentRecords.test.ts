import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearRecentRecords,
  readRecentRecords,
  recentRecordOf,
  rememberRecentRecord,
  RECENT_LIMIT,
} from './recentRecords';

const targets = [
  { route: '/account/{id}', label: 'LOOKUP_RECENT_ACCOUNT' },
  { route: '/orders/{id}', label: 'LOOKUP_RECENT_ORDER' },
];

/** A Storage in memory: the tests run in node. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('recent records', () => {
  beforeEach(() => {
    Object.assign(globalThis, {
      window: { sessionStorage: memoryStorage(), localStorage: memoryStorage() },
    });
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('a visit to a declared detail screen is a recent record; other pages are not', () => {
    expect(recentRecordOf('/orders/90003001', targets)).toEqual({
      path: '/orders/90003001',
      label: 'LOOKUP_RECENT_ORDER',
      params: { id: '90003001' },
    });
    expect(recentRecordOf('/orders/90003001/refund', targets)).toBeUndefined();
    expect(recentRecordOf('/search-orders', targets)).toBeUndefined();
  });

  it('keeps the newest ten in sessionStorage only, a revisit moving up, per signed-in user, until cleared', () => {
    for (let id = 1; id <= 12; id++) rememberRecentRecord('ann@x.example', recentRecordOf(`/account/${id}`, targets)!);
    rememberRecentRecord('ann@x.example', recentRecordOf('/account/5', targets)!);
    const records = readRecentRecords('ann@x.example');
    expect(records).toHaveLength(RECENT_LIMIT);
    expect(records.map((r) => r.params.id)).toEqual(['5', '12', '11', '10', '9', '8', '7', '6', '4', '3']);
    const w = (globalThis as unknown as { window: Window }).window;
    expect(w.localStorage.length).toBe(0);
    // another user of the same tab reads none of them
    expect(readRecentRecords('bob@x.example')).toEqual([]);
    clearRecentRecords();
    expect(readRecentRecords('ann@x.example')).toEqual([]);
    expect(w.sessionStorage.length).toBe(0);
  });
});
