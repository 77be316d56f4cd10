// 001 §5 / §9 smartcard number: mask 999999-9999-9999-9999 (18 digits, see docs/decisions/0024-isrn-has-18-digits.md), separators allowed.
import { normaliseIsrn } from './normaliseIsrn';

/** @example isIsrn('633597-0112-3456-7890') // true */
export function isIsrn(value: string): boolean {
  return /^\d{18}$/.test(normaliseIsrn(value)) && /^\d{6}([\s-]?\d{4}){3}$/.test(value.trim());
}
