// How the sandbox settles an in-person replacement (001 §4 polling: SUCCESS on Completed, VOID on a status containing
// Failed, TIMEOUT after 60 s). Decided by the last digit of the new card's number, so it is deterministic and a demo or
// test can choose: 0–5 complete after 10 + 8·d seconds (10–50 s, inside the 60 s polling window), 6–7 fail after
// 20 s, 8–9 never settle (the console times out).

export interface ReplacementOutcome {
  outcome: 'Completed' | 'Failed' | null;
  /** seconds after the request; null = never */
  afterSeconds: number | null;
}

/** @example replacementOutcome('633597000000000003') // { outcome: 'Completed', afterSeconds: 34 } */
export function replacementOutcome(isrn: string): ReplacementOutcome {
  const d = Number(isrn.slice(-1));
  if (d <= 5) return { outcome: 'Completed', afterSeconds: 10 + 8 * d };
  if (d <= 7) return { outcome: 'Failed', afterSeconds: 20 };
  return { outcome: null, afterSeconds: null };
}
