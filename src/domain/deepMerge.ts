// 000 §6 Brand overrides: later layers win; objects merge key by key, arrays and scalars replace.

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (isPlainObject(value)) return deepMerge(value);
  return value;
}

/**
 * Merges layers left to right into a new object; no input is mutated. `undefined` never overrides;
 * `null` does (a reason fee of null means "use the default fee").
 * @example deepMerge({ a: { b: 1, c: [1] } }, { a: { c: [2] } }) // { a: { b: 1, c: [2] } }
 */
export function deepMerge<T = Plain>(...layers: Array<Plain | undefined>): T {
  const out: Plain = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const current = out[key];
      out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : cloneValue(value);
    }
  }
  return out as T;
}
