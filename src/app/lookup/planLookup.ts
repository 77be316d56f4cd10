// What one pasted or typed identifier can be: every declared shape it fits, as the searches to run (one per screen
// and field). Pure: the shapes come from the lookup format registry and the screens' declared patterns.
import { getLookupFormat } from '../../runtime/lookupFormats';
import type { LookupBy } from '../../runtime/screenTypes';
import type { LookupTarget } from './lookupTargets';

export interface PlannedSearch {
  target: LookupTarget;
  field: string;
  value: string;
  /** The second filter (the target's `needsOneOf`) typed with the identifier: the search goes out with both. */
  with?: { field: string; value: string };
  /**
   * The identifier without a detail that fits (none yet, or half typed), where the search needs one: nothing goes
   * out, the group asks for it. `typed`: the identifier as it stands in the box.
   */
  ask?: { typed: string };
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
  let value: string | undefined;
  if (by.format) value = getLookupFormat(by.format)?.accept(trimmed);
  else if (by.pattern) value = compiled(by.pattern).test(trimmed) ? trimmed : undefined;
  return value !== undefined && by.upperCase ? value.toUpperCase() : value;
}

/** Each shape of `list` that `input` fits, as its field and value. */
function firstFit(list: readonly LookupBy[], input: string): { field: string; value: string }[] {
  return list.flatMap((by) => {
    const value = acceptBy(by, input);
    return value === undefined ? [] : [{ field: by.field, value }];
  });
}

/** `a b c` → [['a', 'b c'], ['a b', 'c']]: the identifier typed before or after the detail (a postcode has a space). */
function splits(input: string): [string, string][] {
  const trimmed = input.trim();
  const first = trimmed.search(/\s/);
  if (first < 0) return [];
  const last = trimmed.search(/\s\S*$/);
  const at = (i: number): [string, string] => [trimmed.slice(0, i).trim(), trimmed.slice(i + 1).trim()];
  return first === last ? [at(first)] : [at(first), at(last)];
}

/**
 * A target whose search needs a second filter: with a detail that fits, both go out; the identifier alone, or with a
 * detail not (yet) of a shape the search takes, asks for it.
 */
function planPair(target: LookupTarget, needs: readonly LookupBy[], input: string): PlannedSearch[] {
  const trimmed = input.trim();
  const alone = firstFit(target.by, trimmed).map((f): PlannedSearch => ({ target, ...f, ask: { typed: trimmed } }));
  if (alone.length) return alone;
  const planned: PlannedSearch[] = [];
  const asks: PlannedSearch[] = [];
  for (const [head, tail] of splits(trimmed)) {
    for (const [id, detail] of [
      [head, tail],
      [tail, head],
    ]) {
      for (const f of firstFit(target.by, id)) {
        for (const w of firstFit(needs, detail)) {
          const same = planned.some(
            (p) => p.field === f.field && p.with?.field === w.field && p.with.value === w.value,
          );
          if (!same) planned.push({ target, ...f, with: w });
        }
        if (!asks.length) asks.push({ target, ...f, ask: { typed: id } });
      }
    }
  }
  return planned.length ? planned : asks;
}

/**
 * The searches an input calls for: each target's fields whose shape it fits.
 * @example planLookup('ann@example.com', targets).map((p) => p.target.screenId) // ['searchCustomers', 'searchOrders']
 */
export function planLookup(input: string, targets: readonly LookupTarget[]): PlannedSearch[] {
  return targets.flatMap((target) =>
    target.needsOneOf?.length
      ? planPair(target, target.needsOneOf, input)
      : firstFit(target.by, input).map((f) => ({ target, ...f })),
  );
}

/**
 * The targets an input fits by a declared pattern (an identifier of that kind of record, not an e-mail or postcode
 * that many kinds share): for closed targets, the records the level is told it may not open.
 */
export function fitsPattern(input: string, targets: readonly LookupTarget[]): LookupTarget[] {
  return targets.filter((target) =>
    planLookup(input, [target]).some((p) => target.by.find((b) => b.field === p.field)?.pattern !== undefined),
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
