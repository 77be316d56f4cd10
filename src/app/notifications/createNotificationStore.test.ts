import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './createNotificationStore';

describe('createNotificationStore (000 §9: 10 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notification for 10000 ms', () => {
    const store = createNotificationStore();
    store.notify({ kind: 'error', message: 'Unauthorized access.' });
    vi.advanceTimersByTime(9_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('can be dismissed early and tells its subscribers', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.notify({ kind: 'info', message: 'Requested data not found' });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not stack the same message; it restarts its time instead', () => {
    const store = createNotificationStore({ durationMs: 1000 });
    store.notify({ kind: 'error', message: 'x' });
    vi.advanceTimersByTime(900);
    store.notify({ kind: 'error', message: 'x' });
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(900);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
