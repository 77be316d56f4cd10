// For action widgets that submit, then ask a status call every N seconds until a terminal state or a timeout
// (001 §4 smartcard replacement: poll every 10 s, give up after 60 s). The states and transitions are a pure reducer
// passed in (a table of transitions in src/domain), so the machine is tested without timers; this hook only drives it.
import { useCallback, useEffect, useRef, useState } from 'react';

export type PollingEvent =
  | { type: 'submitted'; reply: unknown }
  | { type: 'polled'; reply: unknown }
  | { type: 'failed'; error: unknown }
  | { type: 'timedOut' };

export interface PollingOptions<S> {
  initial: S;
  /** Pure: the next state of the domain machine for one event. */
  reduce(state: S, event: PollingEvent): S;
  isTerminal(state: S): boolean;
  submit(): Promise<unknown>;
  poll(): Promise<unknown>;
  intervalMs: number;
  timeoutMs: number;
}

export type PollingPhase = 'idle' | 'submitting' | 'polling' | 'done' | 'timedOut';

export interface PollingState<S> {
  state: S;
  phase: PollingPhase;
  /** Time spent polling so far (for the progress shown). */
  elapsedMs: number;
}

export function usePolling<S>(options: PollingOptions<S>) {
  const latest = useRef(options);
  latest.current = options;
  const [shown, setShown] = useState<PollingState<S>>({ state: options.initial, phase: 'idle', elapsedMs: 0 });
  const current = useRef(shown);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const apply = (event: PollingEvent, elapsedMs: number, phase?: PollingPhase) => {
    if (!alive.current) return;
    const { reduce, isTerminal } = latest.current;
    const state = reduce(current.current.state, event);
    const next: PollingState<S> = { state, elapsedMs, phase: phase ?? (isTerminal(state) ? 'done' : 'polling') };
    current.current = next;
    setShown(next);
  };

  const schedule = (elapsedMs: number) => {
    const { intervalMs, timeoutMs } = latest.current;
    if (current.current.phase !== 'polling') return;
    if (elapsedMs >= timeoutMs) {
      apply({ type: 'timedOut' }, elapsedMs, 'timedOut');
      return;
    }
    timer.current = setTimeout(() => {
      const at = elapsedMs + intervalMs;
      latest.current
        .poll()
        .then((reply) => apply({ type: 'polled', reply }, at))
        .catch((error: unknown) => apply({ type: 'failed', error }, at))
        .finally(() => schedule(at));
    }, intervalMs);
  };

  const start = useCallback(() => {
    clearTimeout(timer.current);
    const begun: PollingState<S> = { state: latest.current.initial, phase: 'submitting', elapsedMs: 0 };
    current.current = begun;
    setShown(begun);
    latest.current
      .submit()
      .then((reply) => apply({ type: 'submitted', reply }, 0))
      .catch((error: unknown) => apply({ type: 'failed', error }, 0))
      .finally(() => schedule(0));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { ...shown, start, timeoutMs: options.timeoutMs };
}
