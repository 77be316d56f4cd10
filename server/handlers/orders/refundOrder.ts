// 000 §7 Submit refund: POST /admin/orders/{id}/refund for orders that are neither smartcard nor s-ticket.
import type { Handler } from '../../context';
import { takeRefund } from './takeRefund';

export const refundOrder: Handler<'refundOrder'> = (ctx) => takeRefund(ctx, 'standard');
