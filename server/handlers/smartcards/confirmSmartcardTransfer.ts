// 001 §2 Smartcard transfer detail: confirm (pending → verified).
import type { Handler } from '../../context';
import { decideTransfer } from './decideTransfer';

export const confirmSmartcardTransfer: Handler<'confirmSmartcardTransfer'> = (ctx) => decideTransfer(ctx, 'verified');
