// Form widget `assignableLevel` (000 §5 New user): a select of the levels the signed-in user may give — up to their
// own, station levels only where the brand has enableStationLevels. The server checks the same rule.
// With `ui:options.currentFrom` (the record's field holding the user's level) that level is shown but cannot be
// chosen: a change of level must differ from the current one (000 §5), said before the call rather than by a 400.
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from '../../runtime/useTranslation';
import { assignableLevels } from '../../domain/assignableLevels';
import { LEVELS } from '../../domain/levels';
import { useRuntimeServices } from '../../runtime/RuntimeServices';

export function AssignableLevelWidget(props: WidgetProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    options,
    registry,
  } = props;
  const { t } = useTranslation();
  const { gateContext, flags } = useRuntimeServices();
  const levels = assignableLevels(gateContext.level, flags.enableStationLevels === true);
  const record = (registry.formContext as { record?: Record<string, unknown> } | undefined)?.record;
  const current = typeof options.currentFrom === 'string' ? record?.[options.currentFrom] : undefined;
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="form-control"
      value={typeof value === 'number' ? String(value) : ''}
      required={required}
      disabled={disabled || readonly}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog or the sign-in form puts the focus on its first control when it opens (WAI-ARIA dialog pattern; native <dialog> honours autofocus)
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{t('USER_LEVEL_CHOOSE')}</option>
      {levels.map((name) => (
        <option key={name} value={LEVELS[name]} disabled={LEVELS[name] === current}>
          {LEVELS[name] === current
            ? t('USER_LEVEL_CURRENT', { level: t(`USER_LEVEL_${name}`) })
            : t(`USER_LEVEL_${name}`)}
        </option>
      ))}
    </select>
  );
}
