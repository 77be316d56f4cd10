// 000 §7 Submit refund: PUT /admin/orders/{id}/refund/manual (SUPERVISOR manual block: original payment or an alternative method).
import type { Handler } from '../../context';
import { takeRefund } from './takeRefund';

export const refundOrderManual: Handler<'refundOrderManual'> = (ctx) => takeRefund(ctx, 'manual');
