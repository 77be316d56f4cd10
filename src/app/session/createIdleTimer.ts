/** Clock and timer functions, injectable so tests can run on fake time. */
export interface IdleClock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface IdleTimer {
  /** Any user activity: restarts the idle period. */
  activity(): void;
  start(): void;
  stop(): void;
}

const realClock: IdleClock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * 000 §1/§9 Idle sessions are logged out after `idleMs` (600000) of inactivity, checked every
 * `checkMs` (15000). Activity only stores a time stamp, so mouse moves cost nothing; the check
 * calls `onIdle` once and stops.
 */
export function createIdleTimer(options: {
  idleMs: number;
  checkMs: number;
  onIdle: () => void;
  clock?: IdleClock;
}): IdleTimer {
  const clock = options.clock ?? realClock;
  let last = clock.now();
  let handle: unknown;

  const stop = () => {
    if (handle !== undefined) clock.clearInterval(handle);
    handle = undefined;
  };

  return {
    activity() {
      last = clock.now();
    },
    start() {
      stop();
      last = clock.now();
      handle = clock.setInterval(() => {
        if (clock.now() - last >= options.idleMs) {
          stop();
          options.onIdle();
        }
      }, options.checkMs);
    },
    stop,
  };
}
