// `"ui:widget": "configSelect"`: a select whose choices are the brand profile's own list for the field, so a brand's
// choices live once in its profile and the form schema stays brand-free. ui:options `key` names the config entry: a
// map gives its keys as values (with `valueFormat: money`, each key's value in pounds beside it, e.g. a zone and its
// cap), a list gives its items. A held value the profile lacks stays choosable, so it is never dropped silently.
// `defaultKey` names the config entry that gives an empty field its value (the claim search's scheme: the brand's
// compensationCurrentScheme among its compensationSchemes, 001 §9).
import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from './useTranslation';
import { formatMoney } from './formats';
import { useRuntimeServices } from './RuntimeServices';
import { SelectInput, type SelectChoice } from './SelectInput';

export interface ConfigSelectOptions {
  key: string;
  valueFormat?: 'money';
  defaultKey?: string;
}

export function configChoices(entry: unknown, valueFormat?: 'money'): SelectChoice[] {
  if (Array.isArray(entry)) return entry.map((item) => ({ value: String(item), label: String(item) }));
  if (entry && typeof entry === 'object') {
    return Object.entries(entry).map(([key, value]) => ({
      value: key,
      label: valueFormat === 'money' ? `${key} (${formatMoney(value)})` : key,
    }));
  }
  return [];
}

export function ConfigSelectWidget(props: WidgetProps) {
  const options = props.options as unknown as ConfigSelectOptions;
  const { t } = useTranslation();
  const { config } = useRuntimeServices();
  const choices = configChoices(config[options.key], options.valueFormat);
  const value = typeof props.value === 'string' ? props.value : undefined;
  const fallback = options.defaultKey ? config[options.defaultKey] : undefined;
  const { onChange } = props;
  useEffect(() => {
    if (value === undefined && typeof fallback === 'string' && fallback !== '') onChange(fallback);
  }, [value, fallback, onChange]);
  if (value && !choices.some((c) => c.value === value)) choices.push({ value, label: value });
  return <SelectInput {...props} emptyLabel={props.placeholder || t('RUNTIME_CHOOSE')} choices={choices} />;
}
