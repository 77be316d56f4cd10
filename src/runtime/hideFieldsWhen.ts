// `"ui:options": { "hiddenWhen": { "predicate": name } }` on a form field: the field is not shown while the named
// predicate holds for the modal's record, and its value is not sent (the rule says the field does not apply, e.g. 001
// §5 no collection station for an interoperable flexi ticket). `"shownWhen": { "predicate": name }` is the converse:
// shown only while the predicate holds (a note that applies to some records only). The rule is the area's predicate
// (registerPredicate); the runtime only applies it, next to disabledWhen (./disableFieldsWhen).
import type { UiSchema } from '@rjsf/utils';
import { evaluatePredicate, type PredicateContext } from './predicates';

interface Rule {
  predicate: string;
}

function ruleOf(ui: unknown, key: 'hiddenWhen' | 'shownWhen'): Rule | undefined {
  const options = (ui as UiSchema | undefined)?.['ui:options'] as Record<string, Rule | undefined> | undefined;
  const rule = options?.[key];
  return rule && typeof rule.predicate === 'string' ? rule : undefined;
}

/** Whether a field's own hiddenWhen / shownWhen hides it for `record` (without a record nothing is hidden). */
function hides(ui: unknown, record: unknown, context: PredicateContext): boolean {
  const hidden = ruleOf(ui, 'hiddenWhen');
  const shown = ruleOf(ui, 'shownWhen');
  // an unknown predicate never holds: hiddenWhen leaves the field, shownWhen keeps it hidden (fails closed)
  return (
    (hidden !== undefined && evaluatePredicate(hidden.predicate, record, context)) ||
    (shown !== undefined && !evaluatePredicate(shown.predicate, record, context))
  );
}

/**
 * The uiSchema with each field hidden by its rule marked `ui:widget: hidden`, and the top-level names hidden (their
 * values are dropped on submit). Nested objects are walked.
 * @example hideFieldsWhen({ station: { 'ui:options': { hiddenWhen: { predicate: 'interoperable' } } } }, { interoperable: true }, ctx)
 *          // { uiSchema: { station: { 'ui:options': …, 'ui:widget': 'hidden' } }, hidden: ['station'] }
 */
export function hideFieldsWhen(
  ui: UiSchema,
  record: unknown,
  context: PredicateContext | undefined,
): { uiSchema: UiSchema; hidden: string[] } {
  const hidden: string[] = [];
  const walk = (node: UiSchema, top: boolean): UiSchema => {
    const out: UiSchema = { ...node };
    for (const [name, child] of Object.entries(node)) {
      if (name.startsWith('ui:') || !child || typeof child !== 'object' || Array.isArray(child)) continue;
      let next = walk(child as UiSchema, false);
      if (record !== undefined && context && hides(child, record, context)) {
        next = { ...next, 'ui:widget': 'hidden' };
        if (top) hidden.push(name);
      }
      out[name] = next;
    }
    return out;
  };
  return { uiSchema: walk(ui, true), hidden };
}

/** `values` without the named fields. */
export function withoutHidden<T extends Record<string, unknown>>(values: T, hidden: readonly string[]): T {
  if (!hidden.length) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.includes(name))) as T;
}
