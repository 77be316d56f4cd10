// Issue 24 (typing within a frame): a keystroke re-renders the refund page with the new form state at once and its
// whole-draft rules (deriveRefund) later, when the page is idle. A section of the page is memoised with this
// comparison, so the keystroke re-renders only the section whose own fields changed; the others wait for the
// deferred render that brings them the new rules.
import type { RefundFormState } from './refundFormState';

/** Every section shows its errors after a field was left or a submit was tried. */
const ALWAYS_READ = ['touched', 'showAllErrors'] as const;

/**
 * Props comparison for `memo` of a section that reads `fields` of `props.state` (plus touched / showAllErrors);
 * every other prop is compared by identity, so callbacks given to a section must be stable (useCallback).
 */
export function sectionPropsEqual<P extends { state: RefundFormState }>(fields: ReadonlyArray<keyof RefundFormState>) {
  const read = [...fields, ...ALWAYS_READ];
  return (a: P, b: P): boolean => {
    const keys = Object.keys(a) as Array<keyof P>;
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) =>
      key === 'state' ? read.every((field) => a.state[field] === b.state[field]) : Object.is(a[key], b[key]),
    );
  };
}
