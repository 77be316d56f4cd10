// Order page sent e-mails with the resend action (000 §2), and the e-mail template names as a format.
import { lazy } from 'react';
import { registerFormat, registerWidget } from '../../runtime/registry';

registerWidget(
  'orderSentEmails',
  lazy(() => import('./OrderSentEmails')),
);

// `format: emailTemplate`: ORDER_CONFIRMATION → its name (ORDER_EMAIL_TEMPLATE_ORDER_CONFIRMATION), else the code.
registerFormat('emailTemplate', {
  text: (value, t) => t(`ORDER_EMAIL_TEMPLATE_${String(value)}`, { defaultValue: String(value) }),
});
