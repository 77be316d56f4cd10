// 001 §5 Claim search: valid only with a scheme and at least 2 filters; claim ref mask COMP followed by 1-10 digits
// (only the digits are kept); e-mail, postcode, photocard at least 2 characters. Shared by the search screen and the
// server (GET /delay-repay/compensation answers 400 with the same keys).

export interface CompensationFilters {
  scheme?: string;
  requestId?: string;
  claimRef?: string;
  customerId?: string;
  email?: string;
  postcode?: string;
  photocardId?: string;
}

export const COMPENSATION_FILTERS = [
  'requestId',
  'claimRef',
  'customerId',
  'email',
  'postcode',
  'photocardId',
] as const;

const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** 'COMP00123' or '00123' → '00123' (the digits the call sends); undefined when it does not fit the mask. */
export function claimRefDigits(value: string): string | undefined {
  const m = /^(?:COMP)?([0-9]{1,10})$/i.exec(value.trim());
  return m?.[1];
}

/**
 * Error keys by field ({} when the search may run). `schemes`: the brand's `compensationSchemes` (001 §9); a scheme
 * outside them is `unknownScheme`.
 * @example compensationSearchErrors({ scheme: 'COMP2018', email: 'ann' }) // { filters: 'atLeastTwoFilters' }
 */
export function compensationSearchErrors(f: CompensationFilters, schemes?: readonly string[]): Record<string, string> {
  const e: Record<string, string> = {};
  if (!filled(f.scheme)) e.scheme = 'required';
  else if (schemes && !schemes.includes(f.scheme!.trim())) e.scheme = 'unknownScheme';
  if (filled(f.claimRef) && claimRefDigits(f.claimRef!) === undefined) e.claimRef = 'badClaimRef';
  if (filled(f.requestId) && !/^[A-Za-z0-9-]{1,40}$/.test(f.requestId!.trim())) e.requestId = 'badRequestId';
  if (filled(f.customerId) && !/^[0-9]{1,15}$/.test(f.customerId!.trim())) e.customerId = 'badCustomerId';
  for (const key of ['email', 'postcode', 'photocardId'] as const) {
    if (filled(f[key]) && f[key]!.trim().length < 2) e[key] = 'tooShort';
  }
  const count = COMPENSATION_FILTERS.filter((k) => filled(f[k]) && !e[k]).length;
  if (count < 2 && !Object.keys(e).some((k) => k !== 'scheme')) e.filters = 'atLeastTwoFilters';
  return e;
}
