export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

export interface NotificationStore {
  notify(n: { kind: NotificationKind; message: string }): number;
  dismiss(id: number): void;
  getSnapshot(): readonly Notification[];
  subscribe(listener: () => void): () => void;
  /** The brand's config notificationMs, once the profile is known. */
  setDurationMs(ms: number): void;
}

/**
 * 000 §1/§9 Notifications stay visible for 10 s (config notificationMs), or until dismissed.
 * The same message shown twice in a row (e.g. five failed calls) is not stacked: the existing one restarts its time.
 */
export function createNotificationStore(
  options: {
    durationMs?: number;
    setTimeout?: typeof globalThis.setTimeout;
    clearTimeout?: typeof globalThis.clearTimeout;
  } = {},
): NotificationStore {
  const set = options.setTimeout ?? globalThis.setTimeout;
  const clear = options.clearTimeout ?? globalThis.clearTimeout;
  let durationMs = options.durationMs ?? 10_000;
  let items: readonly Notification[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clear(timer);
    timers.delete(id);
    if (items.some((n) => n.id === id)) {
      items = items.filter((n) => n.id !== id);
      emit();
    }
  }

  function schedule(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clear(timer);
    timers.set(
      id,
      set(() => dismiss(id), durationMs),
    );
  }

  return {
    notify({ kind, message }) {
      const same = items.find((n) => n.kind === kind && n.message === message);
      if (same) {
        schedule(same.id);
        return same.id;
      }
      const id = nextId++;
      items = [...items, { id, kind, message }];
      schedule(id);
      emit();
      return id;
    },
    dismiss,
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDurationMs(ms) {
      durationMs = ms;
    },
  };
}
