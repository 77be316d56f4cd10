// Issue 24: a KeyGo week is priced and serialised once per change, not once per read. The key is the week's stored
// state read in the same request (every tap change claims its day's version in keygo_days, 001 §4/§5), so another
// process or a change made anywhere else gives a new key: no invalidation message is needed and a stale entry is
// never served, only left to age out. One cache per app (its settings object), so two apps on two databases in one
// process never share entries.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ServerSettings } from '../../context';

/** Entries kept per app: a heavy customer's week is ~75 KB of JSON, so at most ~20 MB. */
export const KEYGO_WEEK_CACHE_SIZE = 256;

const caches = new WeakMap<ServerSettings, Map<string, Promise<string>>>();

/**
 * The serialised week of `key`, built by `build` on a miss; the most recently used entries are kept. Reads that arrive
 * while it is being built wait for the same build; a failed build is not kept.
 */
export function cachedKeyGoWeek(settings: ServerSettings, key: string, build: () => Promise<string>): Promise<string> {
  let cache = caches.get(settings);
  if (!cache) caches.set(settings, (cache = new Map()));
  const hit = cache.get(key);
  if (hit !== undefined) {
    // a Map iterates in insertion order: re-inserting marks the entry as recently used
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const built = build();
  cache.set(key, built);
  built.catch(() => {
    if (cache.get(key) === built) cache.delete(key);
  });
  if (cache.size > KEYGO_WEEK_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return built;
}

/** A weak validator of everything a reply carries, from the state it was built from. */
export function weakEtag(...parts: unknown[]): string {
  return `W/"${createHash('sha1').update(JSON.stringify(parts)).digest('base64url')}"`;
}

/** True when If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return [ifNoneMatch]
    .flat()
    .flatMap((header) => header.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

const encoded = new WeakMap<ServerSettings, Map<string, Buffer>>();

/** The encoding of the reply: brotli, else gzip, when Accept-Encoding allows it (q > 0); undefined = as it is. */
export function replyEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    [acceptEncoding ?? '']
      .flat()
      .flatMap((header) => header.split(','))
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || Number(q.replace(/^q=/, '')) > 0)
      .map(([name]) => name.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * The reply of `etag` compressed once, not per read (compressing ~75 KB was half of what a cached heavy week still
 * cost). Keyed by the ETag, which names everything the body carries; as many entries as weeks are kept.
 */
export function encodedReply(settings: ServerSettings, etag: string, encoding: 'br' | 'gzip', body: string): Buffer {
  let cache = encoded.get(settings);
  if (!cache) encoded.set(settings, (cache = new Map()));
  const key = `${encoding} ${etag}`;
  let bytes = cache.get(key);
  if (bytes) {
    cache.delete(key);
  } else {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body);
  }
  cache.set(key, bytes);
  if (cache.size > KEYGO_WEEK_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return bytes;
}
