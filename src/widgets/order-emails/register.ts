// Order page sent e-mails with the resend action (000 §2), and the e-mail template names as a format.
import { lazy } from 'react';
import { registerFormat, registerWidget, registerWidgetQueries } from '../../runtime/registry';

registerWidget(
  'orderSentEmails',
  lazy(() => import('./OrderSentEmails')),
);

// `format: emailTemplate`: ORDER_CONFIRMATION → its name (ORDER_EMAIL_TEMPLATE_ORDER_CONFIRMATION), else the code.
// the e-mails OrderSentEmails lists, started with the page rather than after this widget's chunk
registerWidgetQueries('orderSentEmails', ({ reply, routeParams }) => {
  // the order pages' address holds the order's id: no need to wait for the order itself
  const id = (reply as { result?: { id?: unknown } } | undefined)?.result?.id ?? routeParams.id;
  return id === undefined ? [] : [{ call: 'getOrderEmails', args: { params: { id: String(id) } } }];
});

registerFormat('emailTemplate', {
  text: (value, t) => t(`ORDER_EMAIL_TEMPLATE_${String(value)}`, { defaultValue: String(value) }),
});
