// Order page payments (000 §2, declared in schemas/screens/orders/order.yaml and drcOrder.yaml): the card panel's rows
// (cards of every kind and warrants in one table), the kind of each, and the 000 §8 payment refund statuses.
import { cardPaymentRows } from '../../domain/cardPaymentRows';
import type { Order } from '../../domain/order';
import { registerDerivation, registerFormat } from '../../runtime/registry';

registerDerivation('orderCardPaymentRows', (order) => cardPaymentRows((order as Order | undefined)?.payments));

// `format: paymentKind`: the list a card payment came from ('applePay') → ORDER_PAYMENT_KIND_APPLEPAY
registerFormat('paymentKind', {
  text: (value, t) => (typeof value === 'string' && value ? t(`ORDER_PAYMENT_KIND_${value.toUpperCase()}`) : ''),
});

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
