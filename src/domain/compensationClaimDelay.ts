// 001 §3 Claim: delay (length default 15-29, reason, additionalInformation); §3 delay lengths 15_29, 30_59, 60_119,
// 120. A claim request's claims are its season routes or its non-season weeks; each carries its delay, 15_29 unless
// given (docs/decisions/2283-compensation-code-and-delay.md).

export const DEFAULT_CLAIM_DELAY_LENGTH = '15_29';

export interface ClaimDelay {
  length?: string;
  reason?: string;
}

/** @example withDefaultDelay([{ period: '2018-03-05' }])[0].delay // { length: '15_29' } */
export function withDefaultDelay<T extends { delay?: ClaimDelay }>(claims: readonly T[] | undefined): T[] {
  return (claims ?? []).map((c) => ({
    ...c,
    delay: { ...c.delay, length: c.delay?.length || DEFAULT_CLAIM_DELAY_LENGTH },
  }));
}
