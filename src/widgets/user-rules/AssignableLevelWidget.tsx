// Form widget `assignableLevel` (000 §5 New user): a select of the levels the signed-in user may give — up to their
// own, station levels only where the brand has enableStationLevels. The server checks the same rule.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { assignableLevels } from '../../domain/assignableLevels';
import { LEVELS } from '../../domain/levels';
import { useRuntimeServices } from '../../runtime';

export function AssignableLevelWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, rawErrors } = props;
  const { t } = useTranslation();
  const { gateContext, flags } = useRuntimeServices();
  const levels = assignableLevels(gateContext.level, flags.enableStationLevels === true);
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="form-control"
      value={typeof value === 'number' ? String(value) : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{t('USER_LEVEL_CHOOSE')}</option>
      {levels.map((name) => (
        <option key={name} value={LEVELS[name]}>
          {t(`USER_LEVEL_${name}`)}
        </option>
      ))}
    </select>
  );
}
