// 001 §4 Delay-repay claim states: rejected means invalid or rejected, approved means approved or complete; colours
// rejected red, approved green, awaiting information amber. Search toggles and state labels both use these groups.

export const DELAY_REPAY_STATES = ['pending', 'approved', 'complete', 'rejected', 'invalid', 'awaiting-information'] as const;
export type DelayRepayState = (typeof DELAY_REPAY_STATES)[number];

/** The four groups of the search's state toggles (001 §3 filters: approved, rejected, pending, awaitingInformation). */
export type DelayRepayStateGroup = 'approved' | 'rejected' | 'pending' | 'awaitingInformation';
export type DelayRepayTone = 'red' | 'green' | 'amber' | undefined;

const GROUP: Record<DelayRepayState, DelayRepayStateGroup> = {
  pending: 'pending',
  approved: 'approved',
  complete: 'approved',
  rejected: 'rejected',
  invalid: 'rejected',
  'awaiting-information': 'awaitingInformation',
};

const TONE: Record<DelayRepayStateGroup, DelayRepayTone> = {
  approved: 'green',
  rejected: 'red',
  awaitingInformation: 'amber',
  pending: undefined,
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

/** Colour of a state's label; pending (and unknown states) have none. @example delayRepayStateTone('complete') // 'green' */
export function delayRepayStateTone(state: string): DelayRepayTone {
  const group = delayRepayStateGroup(state);
  return group ? TONE[group] : undefined;
}
