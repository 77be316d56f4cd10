// The `callSelect` form widget outside a schema form, for widgets with forms of their own (001 §3 smartcard replacement:
// the collection point, one of GET /delivery/collection-points/smartcard): the same native select over a declared
// call's reply, with its label and error.
import { CallSelectWidget, type CallSelectOptions } from './CallSelectWidget';
import { StandaloneWidgetField, type StandaloneFieldProps } from './StandaloneWidgetField';

export type CallSelectProps = StandaloneFieldProps<CallSelectOptions>;

/** @example <CallSelect id="point" label="Collection point" value={nlc} onChange={setNlc} options={{ call: 'listSmartcardCollectionPoints', value: 'nlc', label: '{name} ({crs})' }} /> */
export function CallSelect(props: CallSelectProps) {
  return <StandaloneWidgetField {...props} widget={CallSelectWidget} className="call-select" />;
}
