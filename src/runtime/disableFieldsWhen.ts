// `"ui:options": { "disabledWhen": { "predicate": name, "reason": KEY } }` on a form field: the field is shown but
// disabled while the named predicate holds for the modal's record, with the reason as its help text (RJSF describes
// the input by it). A control never turns off without saying why. The rule itself is the area's predicate
// (registerPredicate); the runtime only applies it, e.g. 001 §5 under 16: promotions and products are off.
import type { UiSchema } from '@rjsf/utils';
import type { Translate } from './formats';
import { evaluatePredicate, type PredicateContext } from './predicates';

export interface DisabledWhen {
  predicate: string;
  reason: string;
}

function disabledWhenOf(ui: unknown): DisabledWhen | undefined {
  const options = (ui as UiSchema | undefined)?.['ui:options'] as { disabledWhen?: DisabledWhen } | undefined;
  const rule = options?.disabledWhen;
  return rule && typeof rule.predicate === 'string' && typeof rule.reason === 'string' ? rule : undefined;
}

/**
 * The uiSchema with each field whose `disabledWhen` predicate holds for `record` disabled and helped by its reason.
 * Without a record (a search form) no field is disabled. Nested objects are walked.
 * @example disableFieldsWhen({ sms: { 'ui:options': { disabledWhen: { predicate: 'under16', reason: 'WHY' } } } }, child, ctx, t)
 *          // { sms: { 'ui:options': …, 'ui:disabled': true, 'ui:help': 'Why' } } when under16(child)
 */
export function disableFieldsWhen(
  ui: UiSchema,
  record: unknown,
  context: PredicateContext | undefined,
  t: Translate,
): UiSchema {
  if (record === undefined || !context) return ui;
  const out: UiSchema = { ...ui };
  for (const [name, child] of Object.entries(ui)) {
    if (name.startsWith('ui:') || !child || typeof child !== 'object' || Array.isArray(child)) continue;
    let next = disableFieldsWhen(child as UiSchema, record, context, t);
    const rule = disabledWhenOf(child);
    if (rule && evaluatePredicate(rule.predicate, record, context))
      next = { ...next, 'ui:disabled': true, 'ui:help': t(rule.reason) };
    out[name] = next;
  }
  return out;
}
