// The `typeahead` form widget outside a schema form, for widgets with forms of their own (001 §5 station selector in the
// one-click journey editor): the same combobox, call, debounce and list-only value, with its label and error.
import { StandaloneWidgetField, type StandaloneFieldProps } from './StandaloneWidgetField';
import { TypeaheadWidget, type TypeaheadOptions } from './TypeaheadWidget';

export type CallTypeaheadProps = StandaloneFieldProps<TypeaheadOptions>;

/** @example <CallTypeahead id="origin" label="Origin" value={origin} onChange={setOrigin} options={{ call: 'listStations', value: 'nlc', label: '{name} ({crs})' }} /> */
export function CallTypeahead(props: CallTypeaheadProps) {
  return <StandaloneWidgetField {...props} widget={TypeaheadWidget} className="call-typeahead" />;
}
