// 001 §4 Delay-repay claim states: rejected means invalid or rejected, approved means approved or complete; colours
// rejected red, approved green, awaiting information amber. Search toggles and state labels both use these groups.
// Tones are the console's colour families (src/domain/statusTone): danger red, success green, warning amber; pending has
// none in 001 §4, so it is neutral here (statusTone alone would make it amber).
import type { StatusTone } from './statusTone';

export const DELAY_REPAY_STATES = [
  'pending',
  'approved',
  'complete',
  'rejected',
  'invalid',
  'awaiting-information',
] as const;
export type DelayRepayState = (typeof DELAY_REPAY_STATES)[number];

/** The four groups of the search's state toggles (001 §3 filters: approved, rejected, pending, awaitingInformation). */
export type DelayRepayStateGroup = 'approved' | 'rejected' | 'pending' | 'awaitingInformation';
export type DelayRepayTone = Extract<StatusTone, 'danger' | 'success' | 'warning' | 'neutral'>;

const GROUP: Record<DelayRepayState, DelayRepayStateGroup> = {
  pending: 'pending',
  approved: 'approved',
  complete: 'approved',
  rejected: 'rejected',
  invalid: 'rejected',
  'awaiting-information': 'awaitingInformation',
};

const TONE: Record<DelayRepayStateGroup, DelayRepayTone> = {
  approved: 'success',
  rejected: 'danger',
  awaitingInformation: 'warning',
  pending: 'neutral',
};

/**
 * The group a claim state belongs to (undefined for a state the spec does not name).
 * @example delayRepayStateGroup('invalid') // 'rejected'
 */
export function delayRepayStateGroup(state: string): DelayRepayStateGroup | undefined {
  return (GROUP as Record<string, DelayRepayStateGroup>)[state];
}

/** The states a group stands for, for the search's toggles. @example statesOfGroup('approved') // ['approved', 'complete'] */
export function statesOfGroup(group: DelayRepayStateGroup): DelayRepayState[] {
  return DELAY_REPAY_STATES.filter((s) => GROUP[s] === group);
}

/** Colour of a state's label; pending and unknown states are neutral. @example delayRepayStateTone('complete') // 'success' (green) */
export function delayRepayStateTone(state: string): DelayRepayTone {
  const group = delayRepayStateGroup(state);
  return group ? TONE[group] : 'neutral';
}
