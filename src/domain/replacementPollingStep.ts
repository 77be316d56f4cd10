// 001 §4 Smartcard replacement modal driven by polling: the replies of the request (POST …/replacement) and of the
// status check (GET /smartcard/{id}/replacement, every 10 s) and a timeout (60 s) turned into replacementMachine events.
// Pure, so the widget's timer-driven flow is tested without timers.
import { replacementMachine, type ReplacementState } from './replacementMachine';

export type ReplacementDriverEvent =
  | { type: 'submitted'; reply: unknown }
  | { type: 'polled'; reply: unknown }
  | { type: 'failed'; message: string }
  | { type: 'timedOut' };

interface ReplacementReply {
  type?: string;
  status?: string;
}

const resultOf = (reply: unknown): ReplacementReply =>
  ((reply as { result?: ReplacementReply } | null | undefined)?.result ?? {}) as ReplacementReply;

/**
 * The modal's next state for one polling event at time `now` (ms). A request sent from FORM first becomes SUBMITTING.
 * @example replacementPollingStep({ phase: 'SUBMITTING' }, { type: 'submitted', reply: { result: { type: 'POSTAL' } } }, { now: 0, timeoutMs: 60_000 }) // SUCCESS
 */
export function replacementPollingStep(
  state: ReplacementState,
  event: ReplacementDriverEvent,
  { now, timeoutMs }: { now: number; timeoutMs: number },
): ReplacementState {
  const from = state.phase === 'FORM' ? replacementMachine(state, { type: 'SUBMIT' }) : state;
  switch (event.type) {
    case 'submitted':
      return replacementMachine(from, {
        type: 'SUBMITTED',
        replacementType: resultOf(event.reply).type === 'POSTAL' ? 'POSTAL' : 'IN_PERSON',
        at: now,
      });
    case 'polled':
      return replacementMachine(from, { type: 'POLLED', status: String(resultOf(event.reply).status ?? ''), at: now });
    case 'failed':
      return replacementMachine(from, { type: 'FAILED', error: event.message });
    case 'timedOut':
      // the driver says the time is up: a tick at the end of the allowed window
      return replacementMachine(from, { type: 'TICK', at: (from.pollingSince ?? now) + timeoutMs, timeoutMs });
  }
}

/** Polling goes on only in POLLING (and while the request is under way). */
export function replacementIsTerminal(state: ReplacementState): boolean {
  return state.phase !== 'POLLING' && state.phase !== 'SUBMITTING' && state.phase !== 'FORM';
}
