// 001 §4 Taps: a tap may be excluded when its status is one of these (and it is not excluded already).

export const EXCLUDABLE_TAP_STATUSES = [
  'VALID',
  'GENERATED',
  'UNSUPPORTED',
  'IGNORE',
  'LATE',
  'PROCESSING_FAILED',
  'MANUALLY_EXCLUDED',
  'OVERRIDDEN',
  'NEW',
] as const;

/** @example tapExcludable({ status: 'VALID', excluded: false }) // true */
export function tapExcludable(tap: { status: string; excluded?: boolean }): boolean {
  return !tap.excluded && (EXCLUDABLE_TAP_STATUSES as readonly string[]).includes(tap.status);
}
