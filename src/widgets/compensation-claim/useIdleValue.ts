// Typing within a frame (issue 24): a value as of the browser's last idle moment. A change is taken up in an idle
// callback (at the latest `timeout` ms later) as a transition, so what depends on it (the claim accordion's
// whole-draft judgement and every group it reaches) is rendered after the keystroke's frame, never in it; changes
// that come faster than idle time are taken up once. `takeNow()` asks for the value of the next render to be taken
// up before it is painted (a submit, a reveal of errors: the user asked to see the judgement).
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Idle = (callback: () => void, options: { timeout: number }) => number;

// requestIdleCallback where the browser has it (not Safari, not jsdom), else the next task
const requestIdle: Idle =
  typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function'
    ? (callback, options) => window.requestIdleCallback(callback, options)
    : (callback) => window.setTimeout(callback, 0);
const cancelIdle = (id: number) =>
  typeof window !== 'undefined' && typeof window.cancelIdleCallback === 'function'
    ? window.cancelIdleCallback(id)
    : window.clearTimeout(id);

/** @example const [judged, takeNow] = useIdleValue(draft); // judged === draft once the browser was idle */
export function useIdleValue<T>(value: T, timeout = 200): [T, () => void] {
  const [idle, setIdle] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  // asks to take the value up at once; each is answered by the first commit after it, before the browser paints
  const [asked, setAsked] = useState(0);
  const answered = useRef(0);
  // one idle callback at a time, taking up whatever the value is by then (typing does not push it back)
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (Object.is(idle, value) || pending.current !== undefined) return;
    pending.current = requestIdle(
      () => {
        pending.current = undefined;
        startTransition(() => setIdle(latest.current));
      },
      { timeout },
    );
  }, [idle, value, timeout]);
  useEffect(
    () => () => {
      if (pending.current !== undefined) cancelIdle(pending.current);
      pending.current = undefined;
    },
    [],
  );
  useLayoutEffect(() => {
    if (asked === answered.current) return;
    answered.current = asked;
    if (!Object.is(idle, value)) setIdle(value);
  }, [asked, idle, value]);
  const takeNow = useCallback(() => setAsked((n) => n + 1), []);
  return [idle, takeNow];
}
