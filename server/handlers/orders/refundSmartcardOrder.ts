// 000 §7 Submit refund: POST /refunds/{id} for smartcard (ITSO) and s-ticket orders; ITSO failures 7001–7004, needsManualHotlisting.
import type { Handler } from '../../context';
import { takeRefund } from './takeRefund';

export const refundSmartcardOrder: Handler<'refundSmartcardOrder'> = (ctx) => takeRefund(ctx, 'smartcard');
