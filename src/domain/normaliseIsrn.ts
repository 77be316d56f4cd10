// 000 §9 ISRN: 18 digits in groups 6-4-4-4, typed or pasted with spaces or dashes between the groups.

/**
 * The ISRN as stored and compared: the separators dropped, nothing else changed.
 * @example normaliseIsrn('633597-0112-3456 7890') // '633597011234567890'
 */
export function normaliseIsrn(value: string): string {
  return value.replace(/[\s-]/g, '');
}
