// `"ui:widget": "callSelect"`: a select whose options come from a declared call at run time (the order search's
// delivery types from GET /delivery/methods), so a brand's list is the server's, not a copy in the form schema.
// ui:options: call, query (fixed query values), value / label / labelKey (./callChoices); `ui:placeholder` labels the
// empty choice. While the call is under way the select is disabled and says so; when it fails it says so and offers
// Try again. A value the reply lacks (an old address) stays selectable, so it is never dropped silently.
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from './useTranslation';
import { callChoices, type CallChoiceOptions } from './callChoices';
import { callQueryKey } from './callQueryKey';
import { useRuntimeServices } from './RuntimeServices';
import { SelectInput } from './SelectInput';

export interface CallSelectOptions extends CallChoiceOptions {
  call: string;
  query?: Record<string, unknown>;
}

export function CallSelectWidget(props: WidgetProps) {
  const options = props.options as unknown as CallSelectOptions;
  const { t } = useTranslation();
  const services = useRuntimeServices();
  const args = { query: options.query, notify: false };
  const reply = useQuery({
    queryKey: callQueryKey(options.call, args),
    queryFn: () => services.call(options.call, args),
    staleTime: 5 * 60_000,
  });
  const choices = reply.data ? callChoices(reply.data, options, t) : [];
  const value = typeof props.value === 'string' ? props.value : undefined;
  if (value && !choices.some((c) => c.value === value)) choices.push({ value, label: value });

  if (reply.isPending) return <SelectInput {...props} disabled emptyLabel={t('RUNTIME_LOADING')} choices={choices} />;
  return (
    <>
      <SelectInput {...props} emptyLabel={props.placeholder || t('RUNTIME_CHOOSE')} choices={choices} />
      {reply.isError && (
        <p className="field-note" role="alert">
          {t('RUNTIME_CHOICES_LOAD_ERROR')}{' '}
          <button type="button" className="button button--link" onClick={() => void reply.refetch()}>
            {t('RUNTIME_RETRY')}
          </button>
        </p>
      )}
    </>
  );
}
