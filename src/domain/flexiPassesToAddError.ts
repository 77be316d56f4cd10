// 001 §5 Flexi add / §8: passes to add at least 1 and at most passes per flexi (8) minus the passes remaining, so the
// ticket never holds more than 8 (the pass-limit message).

export type FlexiPassesToAddError =
  'FLEXI_PASSES_REQUIRED' | 'FLEXI_PASSES_INTEGER' | 'FLEXI_PASSES_MIN' | 'FLEXI_PASS_LIMIT';

/** @example flexiPassesToAddError(3, { remaining: 6, passesPerFlexi: 8 }) // 'FLEXI_PASS_LIMIT' */
export function flexiPassesToAddError(
  passes: number | string | undefined,
  { remaining, passesPerFlexi }: { remaining: number; passesPerFlexi: number },
): FlexiPassesToAddError | undefined {
  const text = typeof passes === 'number' ? String(passes) : (passes ?? '').trim();
  if (text === '') return 'FLEXI_PASSES_REQUIRED';
  if (!/^\d{1,3}$/.test(text)) return 'FLEXI_PASSES_INTEGER';
  const n = Number(text);
  if (n < 1) return 'FLEXI_PASSES_MIN';
  if (n > passesPerFlexi - remaining) return 'FLEXI_PASS_LIMIT';
  return undefined;
}

/** The most passes that can still be added. @example flexiPassesAddable({ remaining: 5, passesPerFlexi: 8 }) // 3 */
export function flexiPassesAddable({
  remaining,
  passesPerFlexi,
}: {
  remaining: number;
  passesPerFlexi: number;
}): number {
  return Math.max(0, passesPerFlexi - remaining);
}
