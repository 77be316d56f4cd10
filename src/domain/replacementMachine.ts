// 001 §4 Smartcard replacement modal: FORM → SUBMITTING → SUCCESS (POSTAL) | POLLING → SUCCESS (status Completed) |
// VOID (status contains Failed) | TIMEOUT (60 s, 001 §9) | ERROR (any failure); ERROR, VOID and TIMEOUT retry to FORM.
// A transition table, so every allowed move is listed once and anything else leaves the state as it is.

export type ReplacementPhase = 'FORM' | 'SUBMITTING' | 'POLLING' | 'SUCCESS' | 'VOID' | 'TIMEOUT' | 'ERROR';

export interface ReplacementState {
  phase: ReplacementPhase;
  /** ms timestamp the polling started (the 60 s timeout counts from it) */
  pollingSince?: number;
  /** last status the poll answered (shown as progress) */
  lastStatus?: string;
  /** why ERROR or VOID was reached */
  error?: string;
}

export type ReplacementEvent =
  | { type: 'SUBMIT' }
  /** the request was accepted; POSTAL succeeds at once, the other types are polled */
  | { type: 'SUBMITTED'; replacementType: 'POSTAL' | 'IN_PERSON'; at: number }
  | { type: 'POLLED'; status: string; at: number }
  /** a clock tick while polling: times out once `timeoutMs` have passed */
  | { type: 'TICK'; at: number; timeoutMs: number }
  | { type: 'FAILED'; error: string }
  | { type: 'RETRY' };

type Step = (state: ReplacementState, event: any) => ReplacementState;

const TABLE: Record<ReplacementPhase, Partial<Record<ReplacementEvent['type'], Step>>> = {
  FORM: { SUBMIT: () => ({ phase: 'SUBMITTING' }) },
  SUBMITTING: {
    SUBMITTED: (_s, e: Extract<ReplacementEvent, { type: 'SUBMITTED' }>) =>
      e.replacementType === 'POSTAL' ? { phase: 'SUCCESS' } : { phase: 'POLLING', pollingSince: e.at },
    FAILED: (_s, e: Extract<ReplacementEvent, { type: 'FAILED' }>) => ({ phase: 'ERROR', error: e.error }),
  },
  POLLING: {
    POLLED: (s, e: Extract<ReplacementEvent, { type: 'POLLED' }>) => {
      if (e.status === 'Completed') return { phase: 'SUCCESS', lastStatus: e.status };
      if (e.status.includes('Failed')) return { phase: 'VOID', lastStatus: e.status, error: e.status };
      return { ...s, lastStatus: e.status };
    },
    TICK: (s, e: Extract<ReplacementEvent, { type: 'TICK' }>) =>
      e.at - (s.pollingSince ?? e.at) >= e.timeoutMs ? { phase: 'TIMEOUT', lastStatus: s.lastStatus } : s,
    FAILED: (_s, e: Extract<ReplacementEvent, { type: 'FAILED' }>) => ({ phase: 'ERROR', error: e.error }),
  },
  SUCCESS: {},
  VOID: { RETRY: () => ({ phase: 'FORM' }) },
  TIMEOUT: { RETRY: () => ({ phase: 'FORM' }) },
  ERROR: { RETRY: () => ({ phase: 'FORM' }) },
};

export const INITIAL_REPLACEMENT_STATE: ReplacementState = { phase: 'FORM' };

/**
 * The next state of the replacement modal; an event the current phase does not expect changes nothing.
 * @example replacementMachine({ phase: 'FORM' }, { type: 'SUBMIT' }) // { phase: 'SUBMITTING' }
 */
export function replacementMachine(state: ReplacementState, event: ReplacementEvent): ReplacementState {
  const step = TABLE[state.phase][event.type];
  return step ? step(state, event) : state;
}

/** The events each phase accepts (for tests and for a widget to know what it may offer). */
export function replacementEventsIn(phase: ReplacementPhase): ReadonlyArray<ReplacementEvent['type']> {
  return Object.keys(TABLE[phase]) as ReplacementEvent['type'][];
}
