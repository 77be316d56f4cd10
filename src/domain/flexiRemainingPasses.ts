// 000 §5 Flexi remaining passes: an integer between the unused passes and the passes per flexi ticket (config passesPerFlexi).

export type FlexiPassesError =
  'FLEXI_PASSES_REQUIRED' | 'FLEXI_PASSES_INTEGER' | 'FLEXI_PASSES_MIN' | 'FLEXI_PASSES_MAX';

/**
 * Checks a typed remaining-passes count.
 * @example flexiRemainingPasses('5', { unusedPasses: 3, passesPerFlexi: 8 }) // { value: 5 }
 */
export function flexiRemainingPasses(
  text: string,
  limits: { unusedPasses: number; passesPerFlexi: number },
): { value: number; error?: undefined } | { value?: undefined; error: FlexiPassesError } {
  const typed = text.trim();
  if (typed === '') return { error: 'FLEXI_PASSES_REQUIRED' };
  if (!/^\d+$/.test(typed)) return { error: 'FLEXI_PASSES_INTEGER' };
  const value = Number(typed);
  if (value < limits.unusedPasses) return { error: 'FLEXI_PASSES_MIN' };
  if (value > limits.passesPerFlexi) return { error: 'FLEXI_PASSES_MAX' };
  return { value };
}
