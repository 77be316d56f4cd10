// Order page payments (000 §2): the card panel, and the 000 §8 payment refund statuses as a format.
import { lazy } from 'react';
import { registerFormat, registerWidget } from '../../runtime';

registerWidget(
  'orderCardPayments',
  lazy(() => import('./OrderCardPayments')),
);

const REFUND_STATUS_TONES: Record<string, string> = {
  PAYMENT_NOT_REFUNDED: 'neutral',
  PAYMENT_PARTIAL_REFUND: 'warning',
  PAYMENT_FULL_REFUND: 'success',
};

// `format: paymentRefundStatus`: the spec's own keys (PAYMENT_NOT_REFUNDED …) as a badge.
registerFormat('paymentRefundStatus', {
  text: (value, t) => t(String(value)),
  tone: (value) => REFUND_STATUS_TONES[String(value)] ?? 'info',
});
