// 000 §9 ISRN shown in groups 6-4-4-4 (mask 999999-9999-9999-9999: 18 digits; the spec's "19 digits" miscounts, see docs/decisions/0024-isrn-has-18-digits.md).
import { normaliseIsrn } from './normaliseIsrn';

/**
 * @example formatIsrn('633597011234567890') // '633597-0112-3456-7890'
 * Anything that is not 18 digits (with or without separators) comes back trimmed, unchanged.
 */
export function formatIsrn(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = normaliseIsrn(value);
  if (!/^\d{18}$/.test(digits)) return value.trim();
  return `${digits.slice(0, 6)}-${digits.slice(6, 10)}-${digits.slice(10, 14)}-${digits.slice(14)}`;
}
