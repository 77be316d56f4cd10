import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './createIdleTimer';

describe('createIdleTimer (000 §9: 600000 ms idle, checked every 15 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = (onIdle: () => void) => createIdleTimer({ idleMs: 600_000, checkMs: 15_000, onIdle });

  it('logs out at the first check after 600000 ms without activity, once', () => {
    const onIdle = vi.fn();
    make(onIdle).start();
    vi.advanceTimersByTime(600_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle period on activity', () => {
    const onIdle = vi.fn();
    const timer = make(onIdle);
    timer.start();
    vi.advanceTimersByTime(590_000);
    timer.activity();
    vi.advanceTimersByTime(590_000);
    expect(onIdle).not.toHaveBeenCalled();
    // Idle since 590 s, so due at 1190 s and noticed at the next 15 s check (1200 s).
    vi.advanceTimersByTime(10_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('checks only every 15 s, so the logout lands on a check', () => {
    const onIdle = vi.fn();
    const timer = make(onIdle);
    timer.start();
    vi.advanceTimersByTime(7_000);
    timer.activity();
    vi.advanceTimersByTime(600_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(8_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const onIdle = vi.fn();
    const timer = make(onIdle);
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(1_000_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('works on an injected clock', () => {
    let now = 0;
    let tick: () => void = () => {};
    const onIdle = vi.fn();
    const timer = createIdleTimer({
      idleMs: 100,
      checkMs: 10,
      onIdle,
      clock: { now: () => now, setInterval: (fn) => ((tick = fn), 1), clearInterval: () => {} },
    });
    timer.start();
    now = 99;
    tick();
    expect(onIdle).not.toHaveBeenCalled();
    now = 100;
    tick();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
