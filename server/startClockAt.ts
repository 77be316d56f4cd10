// SANDBOX_NOW (sandbox only): the process's clock runs from a fixed instant instead of today, so the seed's "today",
// the server's "now" and every date derived from them are the same on every run (the visual snapshots, issue 20).
// Time still passes (tokens expire, timers fire); only the starting point moves.
export function startClockAt(instant: Date): void {
  const RealDate = Date;
  const offset = instant.getTime() - RealDate.now();
  class SandboxDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = SandboxDate as DateConstructor;
}
