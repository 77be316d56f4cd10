// `"ui:widget": "countrySelect"`: the address country, a native select of ISO 3166 countries by English name; the form
// value is the alpha-3 code (GBR). `ui:placeholder` labels the empty choice.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { countryChoices } from './countryChoices';
import { SelectInput } from './SelectInput';

export function CountrySelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  return <SelectInput {...props} emptyLabel={props.placeholder || t('RUNTIME_CHOOSE')} choices={countryChoices()} />;
}
