// Named cross-field rules for forms (`search.rule`, `modal.rule` in screen definitions): the src/domain function the
// server applies, registered by the area under a name, so the console runs the same rule while the user types.
// The runtime knows only names; a rule gives messages (i18n keys or texts) by field path.

export interface FormRuleContext {
  /** The London day 'YYYY-MM-DD' the rule measures dates against (src/domain/londonToday). */
  today: string;
  /** The brand's config values (dateOfBirthMinYears …). */
  config: Record<string, unknown>;
  /** The modal's record, where there is one. */
  record?: unknown;
}

/**
 * Messages by dotted field path (`dateFrom`, `address.postCode`); a path the form does not have is said beside the
 * submit button (a rule about the whole form: "Enter at least one search filter").
 */
export type FormRuleErrors = Record<string, string>;

export type FormRule = (values: Record<string, unknown>, context: FormRuleContext) => FormRuleErrors;

const rules = new Map<string, FormRule>();

/** @example registerFormRule('delayRepayFilters', (v, { today }) => delayRepayFilterErrors(v, today)) */
export function registerFormRule(name: string, rule: FormRule): void {
  rules.set(name, rule);
}

/** Every registered name (npm run config:check). */
export function formRuleNames(): string[] {
  return [...rules.keys()];
}

/** No name, no errors; an unknown name (config:check refuses it) checks nothing rather than blocking every submit. */
export function runFormRule(
  name: string | undefined,
  values: Record<string, unknown>,
  context: FormRuleContext,
): FormRuleErrors {
  const rule = name === undefined ? undefined : rules.get(name);
  return rule ? rule(values, context) : {};
}
