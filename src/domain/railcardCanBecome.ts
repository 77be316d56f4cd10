// 000 §4 Railcard states: accept sets ACCEPTED, reject sets REJECTED (from PENDING only: ACCEPTED and REJECTED are
// final); remove sets DELETED for a listed railcard (PENDING or ACCEPTED). REJECTED and DELETED never change again.
import type { RailcardState } from './railcardStates';

const FROM: Record<RailcardState, readonly RailcardState[]> = {
  ACCEPTED: ['PENDING'],
  REJECTED: ['PENDING'],
  DELETED: ['PENDING', 'ACCEPTED'],
  PENDING: [],
};

/** The states a railcard may be in for a change to `to` (the server's conditional UPDATE uses the same list). */
export function railcardStatesBefore(to: RailcardState): readonly RailcardState[] {
  return FROM[to];
}

/** @example railcardCanBecome('ACCEPTED', 'DELETED') // true — an accepted railcard can still be removed */
export function railcardCanBecome(from: string, to: RailcardState): boolean {
  return (FROM[to] as readonly string[]).includes(from);
}
