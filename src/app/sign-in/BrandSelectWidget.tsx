import { useContext } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from '../../runtime/useTranslation';
import { SelectInput } from '../../runtime/SelectInput';
import { AvailableBrandsContext } from './AvailableBrandsContext';

/** `"ui:widget": "brandSelect"`: a select of the deployment's brands (000 §1), by display name. */
export function BrandSelectWidget(props: WidgetProps) {
  const brands = useContext(AvailableBrandsContext);
  const { t } = useTranslation();
  const choices = brands.map((b) => ({
    value: b.id,
    label: b.translationKey && t(b.translationKey) !== b.translationKey ? t(b.translationKey) : b.displayName,
  }));
  return <SelectInput {...props} emptyLabel={t('LOGIN_BRAND_CHOOSE')} choices={choices} />;
}
