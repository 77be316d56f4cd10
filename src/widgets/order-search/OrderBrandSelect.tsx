// `"ui:widget": "orderBrandSelect"`: the order search's brand filter, a select of the console's brands by name.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from '../../runtime/useTranslation';
import brandIndex from '../../generated/brandIndex.json';
import { SelectInput } from '../../runtime/SelectInput';

export function OrderBrandSelect(props: WidgetProps) {
  const { t } = useTranslation();
  const choices = brandIndex.map((b) => ({ value: b.id, label: t(b.translationKey, { defaultValue: b.displayName }) }));
  return <SelectInput {...props} emptyLabel={t('ORDER_SEARCH_ANY')} choices={choices} />;
}
