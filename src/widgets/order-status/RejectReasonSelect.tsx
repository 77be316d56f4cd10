// `"ui:widget": "rejectReasonSelect"`: the reject-refund reasons this order may take (000 §9: the brand's
// refundRejectReasons, or its itsoRefundRejectionReasons for an ITSO order). The form's schema lists every reason
// (its validator is precompiled); the order comes from the page's cached getOrder reply.
import type { WidgetProps } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { rejectRefundReasons, type RejectReasonConfig } from '../../domain/rejectRefundReasons';
import { callQueryKey, useRuntimeServices } from '../../runtime';

export function RejectReasonSelect(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, rawErrors, options, placeholder } = props;
  const { t } = useTranslation();
  const { config } = useRuntimeServices();
  const routeParams = useParams();
  const order = useQueryClient().getQueryData<{ result?: unknown }>(
    callQueryKey('getOrder', { params: { id: routeParams.id ?? '' } }),
  )?.result;
  const allowed = rejectRefundReasons(order as Parameters<typeof rejectRefundReasons>[0], config as unknown as RejectReasonConfig);
  // In the brand's order (config lists), labelled as the form's enum names say.
  const enumOptions = options.enumOptions ?? [];
  const choices = allowed.flatMap((reason) => enumOptions.filter((o) => String(o.value) === reason));
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={rawErrors?.length ? `${id}__error` : undefined}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{placeholder || t('ORDER_REJECT_REASON_CHOOSE')}</option>
      {choices.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
