// Order page status callout (000 §2, §4) and the reject-refund reason select of its modal.
import { lazy } from 'react';
import { registerFormWidget, registerWidget } from '../../runtime/registry';
import { RejectReasonSelect } from './RejectReasonSelect';

registerWidget(
  'orderStatus',
  lazy(() => import('./OrderStatus')),
);
// Form widgets register eagerly: a field cannot suspend inside an open dialog.
registerFormWidget('rejectReasonSelect', RejectReasonSelect);
