// Set-based "randomness" for the seeds: SQL expressions that are a fixed function of a row expression and a salt
// (hashint8 is stable across PostgreSQL versions and PGlite), so every machine seeds the same rows.

/** Deterministic pseudo-random integer in [0, n) for row `expr` and a salt. */
export function rnd(expr: string, salt: number, n: number): string {
  return `(abs(hashint8((${expr})::bigint * 1000003 + ${salt})::bigint) % ${n})`;
}

/** A constant text[] literal (quotes doubled). */
export function literalArray(values: readonly string[]): string {
  return `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

/** Picks from a constant list (SQL arrays are 1-based). */
export function pick(values: readonly string[], expr: string, salt: number): string {
  return `(${literalArray(values)})[1 + ${rnd(expr, salt, values.length)}]`;
}
