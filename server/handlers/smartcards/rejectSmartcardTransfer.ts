// 001 §2 Smartcard transfer detail: reject (pending → rejected).
import type { Handler } from '../../context';
import { decideTransfer } from './decideTransfer';

export const rejectSmartcardTransfer: Handler<'rejectSmartcardTransfer'> = (ctx) => decideTransfer(ctx, 'rejected');
