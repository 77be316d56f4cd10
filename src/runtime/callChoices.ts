// Choices read from a declared call's reply (`{result: [...]}`), for form widgets whose options come from the server
// (delivery methods, stations …): `value` names the field that becomes the form value, `label` is a template of the
// item's fields ('{name} ({crs})'), or `labelKey` an i18n key template ('FULFILMENT_{code}') when resources name them.
import type { SelectChoice } from './SelectInput';
import type { Translate } from './formats';
import { fillValue, getPath } from './template';

export interface CallChoiceOptions {
  /** field of a reply item that is the form value (default `value`) */
  value?: string;
  /** label template over the item's fields (default `{name}`) */
  label?: string;
  /** i18n key template; the label template is the fallback text when the resources have no such key */
  labelKey?: string;
}

/** @example callChoices({ result: [{ code: '00001', name: 'Smartcard' }] }, { value: 'code' }, t) // [{ value: '00001', label: 'Smartcard' }] */
export function callChoices(reply: unknown, options: CallChoiceOptions, t: Translate): SelectChoice[] {
  const items = getPath(reply, 'result');
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const value = getPath(item, options.value ?? 'value');
    if (value === undefined || value === null || value === '') return [];
    // labels are text, not addresses: the fields go in as they are (fillTemplate would encode them)
    const text = String(fillValue(options.label ?? '{name}', item) ?? '') || String(value);
    const key = options.labelKey ? String(fillValue(options.labelKey, item) ?? '') : undefined;
    return [{ value: String(value), label: key ? t(key, { defaultValue: text }) : text }];
  });
}
