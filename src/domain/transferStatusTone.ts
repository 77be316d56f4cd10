// 001 §4 Smartcard transfer: status verified shows success, rejected shows danger, any other shows info.
import type { StatusTone } from './statusTone';

/** @example transferStatusTone('verified') // 'success' */
export function transferStatusTone(status: unknown): StatusTone {
  const word = String(status ?? '').toLowerCase();
  if (word === 'verified') return 'success';
  if (word === 'rejected') return 'danger';
  return 'info';
}
