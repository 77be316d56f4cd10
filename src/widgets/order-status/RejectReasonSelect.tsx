// `"ui:widget": "rejectReasonSelect"`: the reject-refund reasons this order may take (000 §9: the brand's
// refundRejectReasons, or its itsoRefundRejectionReasons for an ITSO order). The form's schema lists every reason
// (its validator is precompiled); the order comes from the page's cached getOrder reply.
import type { WidgetProps } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { GetOrderReply } from '../../generated/replies/GetOrderReply';
import { useTranslation } from '../../runtime/useTranslation';
import { rejectRefundReasons, type RejectReasonConfig } from '../../domain/rejectRefundReasons';
import { callQueryKey } from '../../runtime/callQueryKey';
import { useRuntimeServices } from '../../runtime/RuntimeServices';
import { SelectInput } from '../../runtime/SelectInput';

export function RejectReasonSelect(props: WidgetProps) {
  const { options, placeholder } = props;
  const { t } = useTranslation();
  const { config } = useRuntimeServices();
  const routeParams = useParams();
  const order = useQueryClient().getQueryData<GetOrderReply>(
    callQueryKey('getOrder', { params: { id: routeParams.id ?? '' } }),
  )?.result;
  const allowed = rejectRefundReasons(
    order as Parameters<typeof rejectRefundReasons>[0],
    config as unknown as RejectReasonConfig,
  );
  // In the brand's order (config lists), labelled as the form's enum names say.
  const enumOptions = options.enumOptions ?? [];
  const choices = allowed.flatMap((reason) =>
    enumOptions.filter((o) => String(o.value) === reason).map((o) => ({ value: String(o.value), label: o.label })),
  );
  return <SelectInput {...props} emptyLabel={placeholder || t('ORDER_REJECT_REASON_CHOOSE')} choices={choices} />;
}
