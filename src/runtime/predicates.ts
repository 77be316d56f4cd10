// Named data predicates for `when:` in screen definitions ("Accept shows when status is Pending").
// The rules themselves live in src/domain; whoever owns a rule registers it here by name.

export type Predicate = (record: unknown) => boolean;

const predicates = new Map<string, Predicate>();

/** @example registerPredicate('voucherIsPending', (v) => (v as Voucher).status === 'Pending') */
export function registerPredicate(name: string, predicate: Predicate): void {
  predicates.set(name, predicate);
}

export function hasPredicate(name: string): boolean {
  return predicates.has(name);
}

/** An unknown predicate name hides what it guards: failing closed is safer than showing an action wrongly. */
export function evaluatePredicate(name: string | undefined, record: unknown): boolean {
  if (name === undefined) return true;
  const predicate = predicates.get(name);
  return predicate ? predicate(record) : false;
}
