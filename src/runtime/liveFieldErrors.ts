// Issue 22 (stale errors): an error the server gave for a field is said only while that field still holds the value
// that was refused; once the user changes it, the error's cause is gone and so is the error.
import type { FieldError } from './describeCallFailure';
import { getPath } from './template';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The value an error's path names: a dotted path, or (some replies) a list of top-level field names. */
function valuesAt(values: Record<string, unknown>, path: readonly string[]): unknown[] {
  return [getPath(values, path.join('.')), ...path.map((name) => values[name])];
}

/**
 * @example liveFieldErrors([{ path: ['email'], message: 'In use' }], { email: 'a@b.c' }, { email: 'x@b.c' }) // []
 */
export function liveFieldErrors(
  errors: readonly FieldError[],
  refusedValues: Record<string, unknown>,
  values: Record<string, unknown>,
): FieldError[] {
  return errors.filter((e) => same(valuesAt(refusedValues, e.path), valuesAt(values, e.path)));
}
