// Named derivations for screen definitions: a value computed from a row or a reply (a column's `derive`, a panel's
// `rows`, a grouping, a group's summary line, a callout). The rules live in src/domain; whoever owns one registers it
// here by name, so the runtime stays ignorant of orders, railcards or claims.
import { weekStartOf } from '../domain/weekStartOf';
import type { PredicateContext } from './predicates';

export type Derivation = (input: unknown, context: PredicateContext) => unknown;

const derivations = new Map<string, Derivation>([
  // built in: a calendar filter for a template's date (`{today|weekStart}`: this week's Monday), known before any
  // widget folder has registered its own, so a declared prefetch can use it
  ['weekStart', (input) => weekStartOf(input)],
]);

/** @example registerDerivation('railcardApplicant', (row) => `${row.firstName} ${row.lastName}`) */
export function registerDerivation(name: string, derivation: Derivation): void {
  derivations.set(name, derivation);
}

export function hasDerivation(name: string): boolean {
  return derivations.has(name);
}

/** An unknown name derives nothing (undefined): the value shows as empty rather than as something wrong. */
export function derive(name: string, input: unknown, context: PredicateContext): unknown {
  return derivations.get(name)?.(input, context);
}
