// Order page sent e-mails with the resend action (000 §2), and the e-mail template names as a format.
import { lazy } from 'react';
import { registerFormat, registerWidget, registerWidgetQueries } from '../../runtime/registry';

registerWidget(
  'orderSentEmails',
  lazy(() => import('./OrderSentEmails')),
);

// `format: emailTemplate`: ORDER_CONFIRMATION → its name (ORDER_EMAIL_TEMPLATE_ORDER_CONFIRMATION), else the code.
// the e-mails OrderSentEmails lists, started as soon as the order is in rather than after this widget's chunk
registerWidgetQueries('orderSentEmails', ({ reply }) => {
  const id = (reply as { result?: { id?: unknown } } | undefined)?.result?.id;
  return id === undefined ? [] : [{ call: 'getOrderEmails', args: { params: { id: String(id) } } }];
});

registerFormat('emailTemplate', {
  text: (value, t) => t(`ORDER_EMAIL_TEMPLATE_${String(value)}`, { defaultValue: String(value) }),
});
