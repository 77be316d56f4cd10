// What one pasted or typed identifier can be: every declared shape it fits, as the searches to run (one per screen
// and field). Pure: the shapes come from the lookup format registry and the screens' declared patterns.
import { getLookupFormat } from '../../runtime/lookupFormats';
import type { LookupBy } from '../../runtime/screenTypes';
import type { LookupTarget } from './lookupTargets';

export interface PlannedSearch {
  target: LookupTarget;
  field: string;
  value: string;
}

/** A shape the lookup accepts, for the hint: its label key and an example. */
export interface AcceptedShape {
  label: string;
  example: string;
}

const patterns = new Map<string, RegExp>();

function compiled(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern);
    patterns.set(pattern, re);
  }
  return re;
}

/** The filter value for `input` under one declared shape, or undefined when it does not fit. */
export function acceptBy(by: LookupBy, input: string): string | undefined {
  const trimmed = input.trim();
  if (trimmed === '') return undefined;
  if (by.format) return getLookupFormat(by.format)?.accept(trimmed);
  if (by.pattern) return compiled(by.pattern).test(trimmed) ? trimmed : undefined;
  return undefined;
}

/**
 * The searches an input calls for: each target's fields whose shape it fits.
 * @example planLookup('ann@example.com', targets).map((p) => p.target.screenId) // ['searchCustomers', 'searchOrders']
 */
export function planLookup(input: string, targets: readonly LookupTarget[]): PlannedSearch[] {
  return targets.flatMap((target) =>
    target.by.flatMap((by) => {
      const value = acceptBy(by, input);
      return value === undefined ? [] : [{ target, field: by.field, value }];
    }),
  );
}

/** Every shape the targets accept, once each (by label), in declaration order. */
export function acceptedShapes(targets: readonly LookupTarget[]): AcceptedShape[] {
  const seen = new Map<string, AcceptedShape>();
  for (const by of targets.flatMap((t) => t.by)) {
    const format = by.format ? getLookupFormat(by.format) : undefined;
    const label = by.label ?? format?.label;
    const example = by.example ?? format?.example;
    if (label && example !== undefined && !seen.has(label)) seen.set(label, { label, example });
  }
  return [...seen.values()];
}
