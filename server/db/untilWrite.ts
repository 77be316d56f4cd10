// Issue 24: on the embedded database a query costs far more to send, plan and parse than what it reads (the heavy KeyGo
// week's one query was half of a request's CPU), and this process sees every change made to it (connect.ts,
// localWriteCount). So an answer read from it can be given again until the next change, without asking: it is still
// the database's answer. On PostgreSQL other processes write too, so every read asks (`load` runs each time).

import type { Db } from './connect';
import { localWriteCount } from './connect';

interface Entry<T> {
  writes: number;
  value: Promise<T>;
}

/**
 * Answers of one kind, each kept with the database's write count it was read at and given again while the count is
 * the same. At most `size` per database, the least recently used dropped first.
 */
export class UntilWrite<T> {
  readonly #entries = new WeakMap<Db, Map<string, Entry<T>>>();

  constructor(readonly size: number) {}

  /**
   * `load()`'s answer for `key`, read now or at the same write count. The count is taken before `load` starts, so an
   * answer is never older than its count (it may be newer: a change that lands while it loads moves the count, and
   * the next read loads again). Reads that arrive while it loads wait for the same answer; a failed load is not kept.
   * `usable` can refuse a kept answer that time has made wrong (an expired token).
   */
  get(db: Db, key: string, load: () => Promise<T>, usable?: (value: T) => boolean): Promise<T> {
    const writes = localWriteCount(db);
    if (writes === undefined) return load();
    let entries = this.#entries.get(db);
    if (!entries) this.#entries.set(db, (entries = new Map()));
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key);
      if (kept.writes === writes) {
        // a Map iterates in insertion order: re-inserting marks the entry as recently used
        entries.set(key, kept);
        return usable
          ? kept.value.then((value) => (usable(value) ? value : this.#load(entries, key, writes, load)))
          : kept.value;
      }
    }
    return this.#load(entries, key, writes, load);
  }

  #load(entries: Map<string, Entry<T>>, key: string, writes: number, load: () => Promise<T>): Promise<T> {
    const entry: Entry<T> = { writes, value: load() };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    if (entries.size > this.size) entries.delete(entries.keys().next().value!);
    return entry.value;
  }
}
