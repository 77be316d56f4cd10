// Issue 24 (typing within a frame): the refund page's rules (deriveRefund) return a new object on every draft, so a
// memoised section would render again for rules that did not change for it. Each top-level part equal in value to
// the previous one is kept as that previous object: a section compares the parts it reads by identity.

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * `next`, with every top-level part equal in value to `previous`'s replaced by `previous`'s object; `previous` itself
 * when nothing changed.
 * @example keepEqualParts({ a: [1], b: 1 }, { a: [1], b: 2 }).a // the previous [1]
 */
export function keepEqualParts<T extends object>(previous: T | undefined, next: T): T {
  if (!previous) return next;
  let changed = false;
  const kept = { ...next } as Record<string, unknown>;
  for (const [key, value] of Object.entries(next)) {
    const before = (previous as Record<string, unknown>)[key];
    if (sameValue(before, value)) kept[key] = before;
    else changed = true;
  }
  return changed || Object.keys(previous).length !== Object.keys(next).length ? (kept as T) : previous;
}
