// `"ui:widget": "countrySelect"`: the address country, a native select of ISO 3166 countries by English name; the form
// value is the alpha-3 code (GBR). `ui:placeholder` labels the empty choice. Disabled with "Loading…" until the list
// (a chunk of its own) is there; a held value stays shown meanwhile.
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from './useTranslation';
import { loadCountryChoices } from './countryChoices';
import { SelectInput } from './SelectInput';

export function CountrySelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const countries = useQuery({
    queryKey: ['countries'],
    queryFn: loadCountryChoices,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!countries.data) {
    const held = typeof props.value === 'string' && props.value ? [{ value: props.value, label: props.value }] : [];
    return (
      <SelectInput
        {...props}
        disabled
        emptyLabel={t(countries.isError ? 'RUNTIME_CHOICES_LOAD_ERROR' : 'RUNTIME_LOADING')}
        choices={held}
      />
    );
  }
  return <SelectInput {...props} emptyLabel={props.placeholder || t('RUNTIME_CHOOSE')} choices={countries.data} />;
}
