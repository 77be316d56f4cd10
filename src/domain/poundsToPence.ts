// 000 §5 Refund amounts are converted to pence by rounding (also voucher and claim amounts, 000/001 §5).

/**
 * Pounds as typed (number or text such as '12.5', '£1,234.56') → integer pence, rounded half away
 * from zero. Throws a RangeError for anything that is not a finite amount.
 * @example poundsToPence('10.005') // 1001; poundsToPence(49.99) // 4999
 */
export function poundsToPence(pounds: number | string): number {
  const value =
    typeof pounds === 'number'
      ? pounds
      : Number(
          pounds
            .trim()
            .replace(/^(-?)£/, '$1')
            .replace(/,/g, ''),
        );
  if (typeof pounds === 'string' && pounds.trim() === '') throw new RangeError('poundsToPence: empty amount');
  if (!Number.isFinite(value)) throw new RangeError(`poundsToPence: not an amount: ${String(pounds)}`);
  // 1.005 * 100 is 100.49999999999999 in binary floating point; 15 significant digits undo that
  const hundredths = Number((Math.abs(value) * 100).toPrecision(15));
  const pence = Math.round(hundredths);
  return value < 0 && pence !== 0 ? -pence : pence;
}
