// Order page status callout (000 §2, §4) and the reject-refund reason select of its modal.
import { lazy } from 'react';
import { registerFormWidget, registerWidget, registerWidgetQueries } from '../../runtime/registry';
import { RejectReasonSelect } from './RejectReasonSelect';

registerWidget(
  'orderStatus',
  lazy(() => import('./OrderStatus')),
);
// Form widgets register eagerly: a field cannot suspend inside an open dialog.
registerFormWidget('rejectReasonSelect', RejectReasonSelect);
// the fulfilment status OrderStatus asks for (useFulfilment: a complete, unamended order), started with the order
// rather than after it (issue 24: calls before code): any order answers it, and one that turns out not complete, or
// amended, simply leaves the answer unread; a reply that is in already settles it
registerWidgetQueries('orderStatus', ({ reply, routeParams }) => {
  const order = (reply as { result?: { id?: unknown; state?: unknown; wasAmended?: unknown } } | undefined)?.result;
  if (reply === undefined && routeParams.id)
    return [{ call: 'getOrderFulfilmentStatus', args: { params: { id: routeParams.id } } }];
  return order?.state === 'Complete' && !order.wasAmended
    ? [{ call: 'getOrderFulfilmentStatus', args: { params: { id: String(order.id ?? '') } } }]
    : [];
});
