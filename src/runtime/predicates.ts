// Named data predicates for `when:` in screen definitions ("Accept shows when status is Pending").
// The rules themselves live in src/domain; whoever owns a rule registers it here by name.
import type { GateContext } from '../domain/checkGate';

/** Who is looking: per-user rules ("a SUPERVISOR may remove only lower levels", "not oneself") need it. */
export interface PredicateContext {
  gateContext: GateContext;
  userEmail?: string;
  /** The brand's config values, where the caller has them (form fields, fields panels): "where the brand has it". */
  config?: Record<string, unknown>;
}

export type Predicate = (record: unknown, context: PredicateContext) => boolean;

const predicates = new Map<string, Predicate>();

/** @example registerPredicate('voucherIsPending', (v) => (v as Voucher).status === 'Pending') */
export function registerPredicate(name: string, predicate: Predicate): void {
  predicates.set(name, predicate);
}

/** Every registered name (npm run config:check). */
export function predicateNames(): string[] {
  return [...predicates.keys()];
}

export function hasPredicate(name: string): boolean {
  return predicates.has(name);
}

/** An unknown predicate name hides what it guards: failing closed is safer than showing an action wrongly. */
export function evaluatePredicate(name: string | undefined, record: unknown, context: PredicateContext): boolean {
  if (name === undefined) return true;
  const predicate = predicates.get(name);
  return predicate ? predicate(record, context) : false;
}
