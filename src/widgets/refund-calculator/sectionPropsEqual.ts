// Issue 24 (typing within a frame): a keystroke re-renders the refund page with the new form state at once and its
// whole-draft rules (deriveRefund) later, when the page is idle. A section of the page is memoised with this
// comparison, so the keystroke re-renders only the section whose own fields changed, and the rules' render only the
// sections whose rules changed (RefundForm keeps every unchanged part of the rules as the same object:
// keepEqualParts).
import type { RefundDerived } from './deriveRefund';
import type { RefundFormState } from './refundFormState';

/** Every section shows its errors after a field was left or a submit was tried. */
const ALWAYS_READ = ['touched', 'showAllErrors'] as const;

/**
 * Props comparison for `memo` of a section that reads `fields` of `props.state` (plus touched / showAllErrors) and
 * `rules` of `props.derived`; every other prop is compared by identity, so callbacks given to a section must be
 * stable (useCallback). Type the section's `derived` prop as `Pick<RefundDerived, …the same rules>`, so that reading
 * a part it does not declare does not compile.
 */
export function sectionPropsEqual<P extends { state?: RefundFormState; derived?: Partial<RefundDerived> }>(
  fields: ReadonlyArray<keyof RefundFormState>,
  rules: ReadonlyArray<keyof RefundDerived>,
) {
  const read = [...fields, ...ALWAYS_READ];
  return (a: P, b: P): boolean => {
    const keys = Object.keys(a) as Array<keyof P>;
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => {
      if (key === 'state') return read.every((field) => a.state![field] === b.state![field]);
      if (key === 'derived') return rules.every((rule) => a.derived![rule] === b.derived![rule]);
      return Object.is(a[key], b[key]);
    });
  };
}
